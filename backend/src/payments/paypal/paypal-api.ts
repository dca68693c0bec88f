import { PaymentProviderError } from '../payment-provider-error';
import type { PayPalErrorBody, PayPalToken } from './paypal-types';

export interface PayPalApiSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Upper bound for each call, retries included. */
  timeoutMs: number;
}

interface RequestOptions {
  body?: unknown;
  /** PayPal-Request-Id: the same key for every attempt of one operation makes retries idempotent. */
  requestId?: string;
  signal: AbortSignal;
}

/** Refresh a little before PayPal's expiry so a token never dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

/** Maps PayPal's error shape (name, details[].issue, debug_id) to our failure kinds. */
export function payPalError(status: number, body: PayPalErrorBody | undefined): PaymentProviderError {
  const issue = body?.details?.find((d) => d.issue)?.issue;
  const details = { status, name: body?.name ?? body?.error, issue, debugId: body?.debug_id };
  const text = `PayPal answered ${status}${details.name ? ` ${details.name}` : ''}${issue ? ` (${issue})` : ''}${details.debugId ? `, debug_id ${details.debugId}` : ''}`;
  if (status >= 500) return new PaymentProviderError('unavailable', text, details);
  if (issue === 'INSTRUMENT_DECLINED') return new PaymentProviderError('declined', text, details);
  if (issue === 'ORDER_ALREADY_CAPTURED') return new PaymentProviderError('already-captured', text, details);
  if (issue === 'ORDER_NOT_APPROVED') return new PaymentProviderError('not-approved', text, details);
  if (status === 404) return new PaymentProviderError('not-found', text, details);
  return new PaymentProviderError('rejected', text, details);
}

/**
 * PayPal's REST API over plain fetch: OAuth client credentials with a cached token (refreshed once on 401), one retry
 * on a 5xx or network failure (safe because every write carries a PayPal-Request-Id), and a timeout on every call.
 */
export class PayPalApi {
  private token?: { value: string; expiresAt: number };
  private tokenLoading?: Promise<string>;

  constructor(private readonly settings: PayPalApiSettings) {}

  async request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<T> {
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(this.settings.timeoutMs)]);
    let refreshedToken = false;
    let retried = false;
    for (;;) {
      const token = await this.accessToken(signal);
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      const answer = await this.send(`${this.settings.apiBase}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      });
      if (answer.status === 401 && !refreshedToken) {
        refreshedToken = true;
        this.token = undefined;
        continue;
      }
      if ((answer.status >= 500 || answer.status === 0) && !retried && !signal.aborted) {
        retried = true;
        continue;
      }
      if (answer.status === 0)
        throw new PaymentProviderError('unavailable', `PayPal could not be reached: ${answer.text}`);
      if (answer.status < 200 || answer.status >= 300)
        throw payPalError(answer.status, parseJson<PayPalErrorBody>(answer.text));
      return (parseJson<T>(answer.text) ?? {}) as T;
    }
  }

  /** Forgets the cached token (tests, credential rotation). */
  forgetToken(): void {
    this.token = undefined;
  }

  private async accessToken(signal: AbortSignal): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    // Concurrent callers share one token request.
    this.tokenLoading ??= this.fetchToken(signal).finally(() => (this.tokenLoading = undefined));
    return this.tokenLoading;
  }

  private async fetchToken(signal: AbortSignal): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const init = {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal,
    };
    let answer = await this.send(`${this.settings.apiBase}/v1/oauth2/token`, init);
    if ((answer.status >= 500 || answer.status === 0) && !signal.aborted)
      answer = await this.send(`${this.settings.apiBase}/v1/oauth2/token`, init);
    if (answer.status === 0)
      throw new PaymentProviderError('unavailable', `PayPal could not be reached: ${answer.text}`);
    if (answer.status !== 200) throw payPalError(answer.status, parseJson<PayPalErrorBody>(answer.text));
    const body = parseJson<PayPalToken>(answer.text);
    if (!body?.access_token) throw new PaymentProviderError('unavailable', 'PayPal returned no access token');
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, body.expires_in * 1000 - TOKEN_MARGIN_MS),
    };
    return body.access_token;
  }

  /** Status 0 stands for "no answer" (network failure or timeout); the text then says why. */
  private async send(
    url: string,
    init: RequestInit & { signal: AbortSignal },
  ): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(url, init);
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (init.signal.aborted)
        throw new PaymentProviderError('unavailable', `PayPal did not answer within ${this.settings.timeoutMs} ms`);
      return { status: 0, text: error instanceof Error ? error.message : String(error) };
    }
  }
}

// The one place a PayPal answer gets the type its caller names (the shapes PayPal documents).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
function parseJson<T>(text: string): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
