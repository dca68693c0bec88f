/**
 * The kinds of outcome a rule of the shop can refuse a request with. Services pick the kind by what happened; the one
 * exception filter (http/filters/all-exceptions.filter.ts) alone knows which HTTP status each kind is answered with.
 */
export type DomainErrorKind =
  /** The request breaks a rule of the shop's data (an empty cart, a date that does not exist). */
  | 'invalid'
  /** The caller did not prove who they are (the admin password is missing or wrong). */
  | 'unauthenticated'
  /** Nothing was paid that the request could rely on. */
  | 'payment-required'
  | 'not-found'
  /** The request contradicts what the shop already holds (a taken slug, changed prices). */
  | 'conflict'
  /** Well-formed, but a rule forbids it now (an expired promo code, a payment that did not complete). */
  | 'unprocessable'
  /** The body is larger than the route accepts. */
  | 'too-large'
  /** The body is of a type the route does not accept (read from its bytes, not its name). */
  | 'unsupported-type'
  /** Too many attempts from the caller: waiting helps. */
  | 'throttled'
  /** A service the shop depends on (the payment provider) failed or did not answer. */
  | 'upstream-failed'
  /** The shop cannot do it right now; the same request later may succeed. */
  | 'unavailable';

/**
 * A refusal in the shop's own words. `summary` is the short sentence the storefront shows (newsletter, promo);
 * `message` the fuller one (payment failures show this one). Without a message, both are the same.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly summary: string,
    message: string = summary,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** How long the caller should wait before trying again, when waiting is the remedy. */
  get retryAfterSeconds(): number | undefined {
    return undefined;
  }

  /** Documented fields the answer carries beside the two sentences (e.g. the server's figures on a price mismatch). */
  get details(): Readonly<Record<string, unknown>> {
    return {};
  }
}

/** Kinds where the shop refused the request (the caller must change it, or wait), as opposed to failing itself. */
const REFUSAL_KINDS: ReadonlySet<DomainErrorKind> = new Set<DomainErrorKind>([
  'invalid',
  'unauthenticated',
  'payment-required',
  'not-found',
  'conflict',
  'unprocessable',
  'too-large',
  'unsupported-type',
  'throttled',
]);

/** A refusal by a rule of the shop, as opposed to a failure of the shop or of a service it depends on. */
export function isRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && REFUSAL_KINDS.has(error.kind);
}
