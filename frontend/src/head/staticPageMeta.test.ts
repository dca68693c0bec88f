import { describe, expect, it } from 'vitest';
import { staticPageMeta } from './staticPageMeta';

describe('staticPageMeta: the fallback head from the copy the server uses (@shop/site head-copy.json)', () => {
  it('keeps the home title whole and adds the brand to the others', () => {
    expect(staticPageMeta('/').title).toBe('Natural House | Premium home care essentials for mindful living');
    expect(staticPageMeta('/refills')).toMatchObject({
      title: 'Refill, Reuse, Rejoice | Natural House',
      robots: 'index,follow',
      status: 200,
    });
  });

  it('keeps pages the route table does not index out of search results and shares', () => {
    expect(staticPageMeta('/checkout')).toMatchObject({
      title: 'Checkout | Natural House',
      robots: 'noindex,nofollow',
      imageUrl: null,
    });
    expect(staticPageMeta('/admin-orders/12')).toMatchObject({
      title: 'Order Details | Natural House',
      robots: 'noindex,nofollow',
    });
  });

  it('answers the not-found head for an address no route has copy for', () => {
    expect(staticPageMeta('/nowhere')).toMatchObject({
      title: 'Page Not Found | Natural House',
      status: 404,
      robots: 'noindex,nofollow',
    });
    expect(staticPageMeta('/journal/no-such-article')).toMatchObject({ status: 404 });
  });
});
