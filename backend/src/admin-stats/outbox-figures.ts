/**
 * Optional slot for the e-mail outbox (issue 15): a module that owns the outbox provides OUTBOX_FIGURES
 * (e.g. `{ provide: OUTBOX_FIGURES, useExisting: MailOutboxService }`, exported and imported by AdminStatsModule),
 * and the dashboard shows its queued and failed counts. Without a provider the answer's `outbox` is null.
 */
export const OUTBOX_FIGURES = Symbol('OUTBOX_FIGURES');

export interface OutboxFigures {
  /** Messages waiting to be sent, and messages given up on, right now. */
  outboxCounts(): Promise<{ queued: number; failed: number }>;
}
