import { PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

/** The back office reads the shop's time zone from here (frontend features/admin/promo-codes/shopTime.ts never assumes one). */
describe('GET /api/admin/shop-settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SHOP_TIME_ZONE: 'Europe/Lisbon' });
  });
  afterAll(() => t.close());

  it('answers the configured SHOP_TIME_ZONE to staff', async () => {
    const res = await t.http.get('/api/admin/shop-settings').set(PASSWORD_HEADER).expect(200);
    expect(res.body).toEqual({ timeZone: 'Europe/Lisbon' });
  });

  it('is refused without the admin password', async () => {
    const res = await t.http.get('/api/admin/shop-settings').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });
});
