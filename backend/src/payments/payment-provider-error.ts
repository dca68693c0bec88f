/**
 * - declined: the payer's instrument was refused (INSTRUMENT_DECLINED): choose another way to pay
 * - already-captured: ORDER_ALREADY_CAPTURED: read the order back for the capture
 * - not-approved: the payer has not approved yet (ORDER_NOT_APPROVED)
 * - not-found: no such payment order at the provider
 * - unavailable: 5xx, network failure or timeout
 * - rejected: any other 4xx (our request or credentials are wrong)
 */
export type PaymentProviderFailure =
  'declined' | 'already-captured' | 'not-approved' | 'not-found' | 'unavailable' | 'rejected';

/** A failure of the provider, with what it said (PayPal's name, details[].issue and debug_id) for the logs. */
export class PaymentProviderError extends Error {
  constructor(
    readonly failure: PaymentProviderFailure,
    message: string,
    readonly details: { status?: number; name?: string; issue?: string; debugId?: string } = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
