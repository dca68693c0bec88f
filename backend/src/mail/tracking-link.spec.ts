import { carrierTrackingUrl } from './tracking-link';

describe('carrierTrackingUrl', () => {
  it('links the carriers it knows, in any case, and no other', () => {
    expect(carrierTrackingUrl(' UPS ', '1Z 999')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
    expect(carrierTrackingUrl('Acme Freight', '123')).toBeNull();
    expect(carrierTrackingUrl('UPS', null)).toBeNull();
  });

  it('gives a carrier named like an Object.prototype member no link', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(carrierTrackingUrl(name, '123')).toBeNull();
  });
});
