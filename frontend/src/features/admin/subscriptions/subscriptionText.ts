/** "every month", "every 2 months". */
export function everyText(months: number): string {
  return months === 1 ? 'every month' : `every ${months} months`;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  due: 'Due',
  charging: 'Charging',
  completed: 'Charged',
  failed: 'Failed',
  skipped: 'Skipped',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

const EVENT_LABELS: Record<string, string> = {
  created: 'Subscribed',
  skipped: 'Delivery skipped',
  frequency_changed: 'Frequency changed',
  quantity_changed: 'Quantity changed',
  address_changed: 'Address changed',
  paused: 'Paused',
  resumed: 'Resumed',
  cancelled: 'Cancelled',
  reminder_sent: 'Reminder sent',
  renewal_charged: 'Renewal charged',
  renewal_failed: 'Renewal charge failed',
};

export function eventLabel(kind: string): string {
  return EVENT_LABELS[kind] ?? kind;
}

const ACTOR_LABELS: Record<string, string> = { shopper: 'by the shopper', staff: 'by staff', system: 'automatically' };

export function actorLabel(actor: string): string {
  return ACTOR_LABELS[actor] ?? actor;
}
