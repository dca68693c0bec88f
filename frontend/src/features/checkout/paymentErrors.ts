import type { ExpectedFiguresDto } from '../../api/enhanced';

function body(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = error.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** The HTTP status of an RTK Query error, or undefined for a network failure or a thrown error. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = error.status;
  return typeof status === 'number' ? status : undefined;
}

/** Payment failures show the server's `message` (docs/product.md, Talking to the server). */
export function serverMessage(error: unknown): string | undefined {
  const text = body(error)?.message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

export interface PriceMismatch {
  /** Short sentence, e.g. 'The prices in your cart have changed.' */
  reason: string;
  /** What changed, e.g. 'Your order total is $30.60, not $30.00. Please review your order.' */
  detail: string;
  expected: ExpectedFiguresDto;
}

/** A 409 from POST /order: the server's prices differ from the cart's (or the code is no longer valid). */
export function priceMismatch(error: unknown): PriceMismatch | undefined {
  if (errorStatus(error) !== 409) return undefined;
  const data = body(error);
  const expected = data?.expected as ExpectedFiguresDto | undefined;
  if (!expected || !Array.isArray(expected.items)) return undefined;
  return {
    reason: typeof data?.error === 'string' ? data.error : 'The prices in your cart have changed.',
    detail: serverMessage(error) ?? 'Please review your order.',
    expected,
  };
}

export interface UnavailableLine {
  productId: number;
  size: string;
  requested: number;
  /** Units left; 0: sold out. */
  available: number;
}

/** A 409 from POST /order or /order/free: some lines ask for more than is left (sold out, or 'Only N left'). */
export function unavailableLines(error: unknown): UnavailableLine[] | undefined {
  if (errorStatus(error) !== 409) return undefined;
  const lines = body(error)?.unavailable;
  return Array.isArray(lines) && lines.length ? (lines as UnavailableLine[]) : undefined;
}
