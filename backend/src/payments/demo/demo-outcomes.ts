/**
 * How a demo wallet payment ends when captured, so tests (and curious developers) reach every branch:
 * - approve: captured COMPLETED (the default)
 * - decline: the instrument is declined (INSTRUMENT_DECLINED)
 * - fail: the wallet answers like a provider 5xx
 * - hang: the wallet never answers (the call is cut by the timeout)
 * - pending: the capture comes back PENDING, not COMPLETED
 * - wrong-amount: the wallet captures one cent more than asked
 */
export const DEMO_OUTCOMES = ['approve', 'decline', 'fail', 'hang', 'pending', 'wrong-amount'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];
