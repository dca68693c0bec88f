import { orderTimeline } from './order-timeline';

const placed = new Date('2025-10-01T10:00:00Z');
const shipped = new Date('2025-10-03T10:00:00Z');
const order = (orderStatus: string, extra: { shippedAt?: Date | null; deliveredAt?: Date | null } = {}) => ({
  orderStatus,
  createdAt: placed,
  shippedAt: extra.shippedAt ?? null,
  deliveredAt: extra.deliveredAt ?? null,
});
const reached = (steps: ReturnType<typeof orderTimeline>) => steps.filter((s) => s.reached).map((s) => s.step);

describe('orderTimeline', () => {
  it('reaches every step up to the status, even when staff skipped one', () => {
    expect(reached(orderTimeline(order('pending'), null))).toEqual(['placed']);
    expect(reached(orderTimeline(order('shipped', { shippedAt: shipped }), null))).toEqual([
      'placed',
      'processing',
      'shipped',
    ]);
    expect(orderTimeline(order('shipped', { shippedAt: shipped }), null)[2]).toEqual({
      step: 'shipped',
      reached: true,
      at: shipped,
    });
  });

  it('shows a cancelled order only the steps it is known to have passed', () => {
    expect(reached(orderTimeline(order('cancelled'), null))).toEqual(['placed']);
    expect(reached(orderTimeline(order('cancelled', { shippedAt: shipped }), null))).toEqual(['placed', 'shipped']);
  });

  it('treats an unknown older status as just placed', () => {
    expect(reached(orderTimeline(order('on-hold'), null))).toEqual(['placed']);
  });
});
