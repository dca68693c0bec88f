import { fulfilmentEvents } from './fulfilment-events';

describe('fulfilmentEvents', () => {
  const base = { orderStatus: 'pending', trackingNumber: null, carrier: 'UPS', deliveredAt: null };

  it('writes nothing when no stored value changed', () => {
    expect(fulfilmentEvents(1, base, { ...base })).toEqual([]);
    expect(fulfilmentEvents(1, { ...base, trackingNumber: '' }, base)).toEqual([]);
  });

  it('writes one event per changed field with both values', () => {
    const after = {
      ...base,
      orderStatus: 'shipped',
      trackingNumber: '1Z9',
      deliveredAt: new Date('2025-10-24T00:00:00Z'),
    };
    expect(fulfilmentEvents(7, base, after)).toEqual([
      { orderId: 7, kind: 'status_changed', fromValue: 'pending', toValue: 'shipped' },
      { orderId: 7, kind: 'tracking_changed', fromValue: null, toValue: '1Z9' },
      { orderId: 7, kind: 'delivered_at_changed', fromValue: null, toValue: '2025-10-24T00:00:00.000Z' },
    ]);
  });

  it('compares dates by instant, not by object identity', () => {
    const a = { ...base, deliveredAt: new Date('2025-10-24T00:00:00Z') };
    expect(fulfilmentEvents(1, a, { ...a, deliveredAt: new Date('2025-10-24T00:00:00Z') })).toEqual([]);
  });
});
