import { describe, expect, it } from 'vitest';
import { describeOrderEvent, relativeTime } from './orderEvents';

const event = (kind: string, fromValue: string | null = null, toValue: string | null = null) =>
  ({ kind, fromValue, toValue }) as Parameters<typeof describeOrderEvent>[0];

describe('describeOrderEvent', () => {
  it.each([
    [event('placed'), 'Order placed'],
    [event('status_changed', 'pending', 'shipped'), 'Status changed from Pending to Shipped'],
    [event('status_changed', 'on-hold', 'cancelled'), 'Status changed from on-hold to Cancelled'],
    [event('tracking_changed', null, '1Z9'), 'Tracking number set to 1Z9'],
    [event('tracking_changed', '1Z9', null), 'Tracking number 1Z9 removed'],
    [event('tracking_changed', '1Z9', '1Z8'), 'Tracking number changed from 1Z9 to 1Z8'],
    [event('note'), 'Staff note'],
    [event('email_sent', null, 'confirmation'), 'E-mail sent: confirmation'],
  ])('describes %o', (input, text) => {
    expect(describeOrderEvent(input)).toBe(text);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2025-10-20T12:00:00Z');
  it.each([
    ['2025-10-20T11:59:40Z', 'just now'],
    ['2025-10-20T11:55:00Z', '5 minutes ago'],
    ['2025-10-20T09:00:00Z', '3 hours ago'],
    ['2025-10-19T12:00:00Z', 'yesterday'],
    ['2025-09-29T12:00:00Z', '3 weeks ago'],
  ])('says %s is %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});
