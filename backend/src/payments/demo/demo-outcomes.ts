/**
 * How a demo wallet payment ends when captured:
 * - approve: captured COMPLETED (the default)
 * - decline: the instrument is declined (INSTRUMENT_DECLINED)
 * - fail: the wallet answers like a provider 5xx
 * - hang: the wallet never answers (the call is cut by the timeout)
 * - pending: the capture comes back PENDING, not COMPLETED
 * - wrong-amount: the wallet captures one cent more than asked
 */
export const DEMO_OUTCOMES = ['approve', 'decline', 'fail', 'hang', 'pending', 'wrong-amount'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

/** The buttons of the demo wallet's approval window: what a person can choose there. */
export const DEMO_APPROVAL_CHOICES = ['approve', 'decline', 'fail', 'hang'] as const;
export type DemoApprovalChoice = (typeof DEMO_APPROVAL_CHOICES)[number];

/** How the demo wallet answers a refund: at once, later (settled by its webhook), refused, or made with the answer lost. */
export type DemoRefundOutcome = 'COMPLETED' | 'PENDING' | 'FAILED' | 'answer-lost';

/**
 * The test-only setting of the demo wallet (reached in the Nest container, never over HTTP; the demo wallet itself is
 * refused in production): the outcomes no wallet button chooses.
 */
export interface DemoWalletTestSettings {
  /** How payments created from now on are captured when the shopper simply approves. */
  captureOutcome: DemoOutcome;
  /** How refunds asked from now on end. */
  refundOutcome: DemoRefundOutcome;
}
