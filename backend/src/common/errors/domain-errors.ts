import { DomainError } from './domain-error';

/** The request breaks a rule of the shop's data: a missing field, an empty cart, a date that does not exist. */
export class ValidationProblem extends DomainError {
  readonly kind = 'invalid';
}

/** The admin password (or another credential) is missing or wrong. */
export class NotAuthenticated extends DomainError {
  readonly kind = 'unauthenticated';
}

/** An upload is larger than the route accepts. */
export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}

/** An upload is not of a type the route accepts, judged by its bytes. */
export class UnsupportedType extends DomainError {
  readonly kind = 'unsupported-type';
}

/** No product, order, promo code, message... has that key. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** The request contradicts what the shop already holds: a taken slug or code, a payment that made another order. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** What the server charges, sent back with a price mismatch so the browser can update its cart. */
export interface ServerFigures {
  subtotal: string;
  discountAmount: string | null;
  total: string;
  items: Array<{ productId: number; size: string; price: string }>;
}

/** The browser's figures differ from the server's (or its promo code no longer applies): the server's are attached. */
export class PriceMismatch extends Conflict {
  constructor(
    summary: string,
    message: string,
    readonly expected: ServerFigures,
  ) {
    super(summary, message);
  }

  override get details(): Readonly<Record<string, unknown>> {
    return { expected: this.expected };
  }
}

/** The shopper's payment method was declined by the provider: another way to pay may work. */
export class PaymentDeclined extends DomainError {
  readonly kind = 'payment-required';
}

/** An order was asked for a payment that has not been captured (or does not exist). */
export class OrderNotPaid extends DomainError {
  readonly kind = 'payment-required';
}

/**
 * The provider did not complete a payment this order can use: not approved yet, not COMPLETED, or for another
 * amount or order. Final for this payment, unlike a provider that failed to answer.
 */
export class PaymentNotCompleted extends DomainError {
  readonly kind = 'unprocessable';
}

/** The payment provider could not be reached, timed out, or answered something we cannot use. */
export class PaymentProviderFailed extends DomainError {
  readonly kind = 'upstream-failed';
}

/** Too many attempts from one address; the caller may try again after `retryAfterSeconds`. */
export class Throttled extends DomainError {
  readonly kind = 'throttled';

  constructor(
    summary: string,
    message: string,
    private readonly waitSeconds: number,
  ) {
    super(summary, message);
  }

  override get retryAfterSeconds(): number {
    return this.waitSeconds;
  }
}

/** The shop cannot do it right now (busy, or a step still pending); the same request later may succeed. */
export class TemporarilyUnavailable extends DomainError {
  readonly kind = 'unavailable';

  constructor(
    summary: string,
    message: string = summary,
    private readonly waitSeconds?: number,
  ) {
    super(summary, message);
  }

  override get retryAfterSeconds(): number | undefined {
    return this.waitSeconds;
  }
}
