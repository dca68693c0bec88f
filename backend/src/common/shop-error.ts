import { HttpException } from '@nestjs/common';

/** The one error body of the API: `error` and `message` are both sentences a person can read. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/**
 * An error a caller can act on. `error` is the short sentence the storefront shows (newsletter, promo);
 * `message` is the fuller sentence (payment failures show this one). Without a message, both are the same.
 */
export class ShopError extends HttpException {
  /**
   * `details` adds documented fields beside the three (e.g. `expected` figures on a 409 price mismatch);
   * they can never replace statusCode, error or message.
   */
  constructor(status: number, error: string, message: string = error, details: Record<string, unknown> = {}) {
    super({ ...details, statusCode: status, error, message } satisfies ErrorBody, status);
  }
}
