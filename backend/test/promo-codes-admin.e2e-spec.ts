import { PromoCode } from '../src/promos/promo-code.entity';
import { BEARER_HEADER, freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

describe('promo code management (/api/promo-codes)', () => {
  let t: TestApp;
  const count = () => t.dataSource.getRepository(PromoCode).count();
  const create = (body: object) => t.http.post('/api/promo-codes').set(PASSWORD_HEADER).send(body);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a code trimmed and upper-cased, percentage and active by default, usable at checkout at once', async () => {
    const res = await create({ code: '  welcome15 ', discountValue: '15' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      code: 'WELCOME15',
      discountType: 'percentage',
      discountValue: '15.00',
      isActive: 1,
      createdAt: expect.any(String),
      startsAt: null,
      endsAt: null,
      minimumSubtotal: null,
      usageLimit: null,
      usageLimitPerCustomer: null,
      redemptionCount: 0,
    });
    const check = await t.http.get('/api/promo-codes/validate/welcome15').expect(200);
    expect(check.body).toEqual({ code: 'WELCOME15', discountType: 'percentage', discountValue: '15.00' });
  });

  it('creates fixed and inactive codes as asked', async () => {
    const res = await create({ code: 'TAKE5', discountType: 'fixed', discountValue: '4.5', isActive: 0 }).expect(201);
    expect(res.body).toMatchObject({ code: 'TAKE5', discountType: 'fixed', discountValue: '4.50', isActive: 0 });
    await t.http.get('/api/promo-codes/validate/TAKE5').expect(404);
  });

  it('accepts the bounds: 0 and 100 percent, a fixed 0 and large fixed amounts', async () => {
    await create({ code: 'ZERO-PCT', discountValue: '0' }).expect(201);
    await create({ code: 'ALL_FREE', discountValue: '100.00' }).expect(201);
    await create({ code: 'FIXED0', discountType: 'fixed', discountValue: '0' }).expect(201);
    const big = await create({ code: 'BIG', discountType: 'fixed', discountValue: '250.99' }).expect(201);
    expect(big.body.discountValue).toBe('250.99');
  });

  it('lists codes newest first', async () => {
    const repo = t.dataSource.getRepository(PromoCode);
    await repo.insert({
      code: 'OLDEST',
      discountType: 'fixed',
      discountValue: '1.00',
      isActive: 1,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    await create({ code: 'NEWEST', discountValue: '10' }).expect(201);
    const res = await t.http.get('/api/promo-codes').set(PASSWORD_HEADER).expect(200);
    const codes = res.body.map((p: PromoCode) => p.code);
    expect(codes[0]).toBe('NEWEST');
    expect(codes[codes.length - 1]).toBe('OLDEST');
    expect(codes).toHaveLength(await count());
    const times = res.body.map((p: PromoCode) => Date.parse(String(p.createdAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a duplicate code, whatever its case or spacing, with a readable 409', async () => {
    await create({ code: 'DUPLICATE', discountValue: '10' }).expect(201);
    const before = await count();
    const res = await create({ code: ' duplicate ', discountType: 'fixed', discountValue: '3' }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'The promo code DUPLICATE already exists.' });
    expect(await count()).toBe(before);
  });

  it('makes one row when the same code is created twice at once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create({ code: 'RACE', discountValue: '5' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  const bad: Array<[string, object, RegExp]> = [
    ['a missing discount value', { code: 'A1' }, /^Discount value is required$/],
    ['an empty discount value', { code: 'A2', discountValue: '' }, /^Discount value is required$/],
    ['a blank discount value', { code: 'A3', discountValue: '   ' }, /^Discount value is required$/],
    ['a numeric (not text) discount value', { code: 'A4', discountValue: 15 }, /^Discount value is required$/],
    [
      'a percentage above 100',
      { code: 'A5', discountValue: '100.01' },
      /percentage discount must be between 0 and 100/,
    ],
    ['a negative percentage', { code: 'A6', discountValue: '-5' }, /at least 0 with at most two decimals/],
    [
      'a negative fixed amount',
      { code: 'A7', discountType: 'fixed', discountValue: '-0.01' },
      /at least 0 with at most two decimals/,
    ],
    ['three decimals', { code: 'A8', discountType: 'fixed', discountValue: '1.234' }, /at most two decimals/],
    ['text for a value', { code: 'A9', discountValue: 'ten' }, /at most two decimals/],
    ['an exponent', { code: 'A10', discountValue: '1e2' }, /at most two decimals/],
    ['a missing code', { discountValue: '5' }, /^Code is required$/],
    ['a blank code', { code: '   ', discountValue: '5' }, /^Code is required$/],
    ['a code with spaces inside', { code: 'TWO WORDS', discountValue: '5' }, /Code may only use letters, digits/],
    [
      'a code with SQL in it',
      { code: "X'; DROP TABLE promo_codes; --", discountValue: '5' },
      /Code may only use letters, digits/,
    ],
    ['a code of 51 characters', { code: 'A'.repeat(51), discountValue: '5' }, /50 characters at most/],
    [
      'an unknown discount type',
      { code: 'B1', discountType: 'bogo', discountValue: '5' },
      /discountType must be one of percentage, fixed/,
    ],
    [
      'isActive as a boolean',
      { code: 'B2', discountValue: '5', isActive: true },
      /isActive must be 1 \(active\) or 0 \(inactive\)/,
    ],
    ['isActive 2', { code: 'B3', discountValue: '5', isActive: 2 }, /isActive must be 1/],
    ['an unknown field', { code: 'B4', discountValue: '5', maxUses: 3 }, /Unknown field "maxUses"/],
  ];
  it.each(bad)('refuses %s with a 400 naming the problem, writing nothing', async (_label, body, expected) => {
    const before = await count();
    const res = await create(body).expect(400);
    expect(res.body.error).toMatch(expected);
    expect(await count()).toBe(before);
  });

  it('accepts a 50-character code of every allowed character class', async () => {
    const code = `AZ09_-${'X'.repeat(44)}`;
    const res = await create({ code: code.toLowerCase(), discountValue: '1' }).expect(201);
    expect(res.body.code).toBe(code.toUpperCase());
  });

  it('toggles a code off and on again, and checkout follows', async () => {
    const created = await create({ code: 'FLIP', discountValue: '20' }).expect(201);
    const off = await t.http.patch(`/api/promo-codes/${created.body.id}/toggle`).set(PASSWORD_HEADER).expect(200);
    expect(off.body).toMatchObject({ id: created.body.id, code: 'FLIP', isActive: 0 });
    await t.http.get('/api/promo-codes/validate/FLIP').expect(404);
    const on = await t.http.patch(`/api/promo-codes/${created.body.id}/toggle`).set(PASSWORD_HEADER).expect(200);
    expect(on.body.isActive).toBe(1);
    await t.http.get('/api/promo-codes/validate/flip').expect(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await t.http.patch('/api/promo-codes/999999/toggle').set(PASSWORD_HEADER).expect(404);
    expect(missing.body).toMatchObject({ error: 'Promo code not found', message: 'No promo code has the id 999999.' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.http.patch(`/api/promo-codes/${id}/toggle`).set(PASSWORD_HEADER).expect(400);
      expect(res.body.error).toBe('id must be a whole number of 1 or more.');
    }
  });

  it('refuses every promo operation to a bearer token and to no header', async () => {
    const before = await count();
    await t.http.get('/api/promo-codes').set(freshAddress()).set(BEARER_HEADER).expect(401);
    await t.http
      .post('/api/promo-codes')
      .set(freshAddress())
      .set(BEARER_HEADER)
      .send({ code: 'SNEAKY', discountValue: '50' })
      .expect(401);
    await t.http.post('/api/promo-codes').set(freshAddress()).send({ code: 'SNEAKY', discountValue: '50' }).expect(401);
    await t.http.patch('/api/promo-codes/1/toggle').set(freshAddress()).set(BEARER_HEADER).expect(401);
    expect(await count()).toBe(before);
  });
});
