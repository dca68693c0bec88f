import { HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from './database-errors';
import { ErrorBody, ShopError } from './shop-error';

const DEFAULT_SENTENCES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication is required.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'That method is not allowed here.',
  409: 'That conflicts with the current state.',
  413: 'The request body is too large (100 KB at most).',
  415: 'The request must be sent as JSON.',
  429: 'Too many attempts. Please wait and try again.',
  500: 'Something went wrong on our side. Please try again.',
  502: 'A service we depend on did not answer properly. Please try again.',
  503: 'The shop is temporarily unavailable. Please try again in a moment.',
};

export function defaultSentence(status: number): string {
  return DEFAULT_SENTENCES[status] ?? (status >= 500 ? DEFAULT_SENTENCES[500] : DEFAULT_SENTENCES[400]);
}

function asSentence(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value) && value.length) return value.map(String).join('; ');
  return undefined;
}

/** Turns anything thrown inside a request into the one error body. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    // Nest wraps Fastify's own failures (e.g. 415 "Unsupported Media Type") with their bare reason phrase.
    if (typeof response === 'string') {
      const sentence = isReasonPhrase(response) ? defaultSentence(status) : response;
      return { statusCode: status, error: sentence, message: sentence };
    }
    const r = response as Record<string, unknown>;
    const message = asSentence(r.message) ?? defaultSentence(status);
    // Nest's built-in exceptions put the status name ("Not Found") in `error`; a sentence reads better.
    const errorText = asSentence(r.error);
    const error = errorText && !isReasonPhrase(errorText) ? errorText : message;
    // Only our own errors may carry extra documented fields; Nest's built-ins keep the plain shape.
    if (exception instanceof ShopError) return { ...r, statusCode: status, error, message };
    return { statusCode: status, error, message };
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const sentence = fastifyMessage(fastifyError.code) ?? defaultSentence(status);
    return { statusCode: status, error: sentence, message: sentence };
  }
  if (isDatabaseUnavailable(exception)) return { statusCode: 503, error: defaultSentence(503), message: defaultSentence(503) };
  return { statusCode: 500, error: defaultSentence(500), message: defaultSentence(500) };
}

const REASON_PHRASES = new Set(Object.values(STATUS_CODES));

function isReasonPhrase(text: string): boolean {
  return REASON_PHRASES.has(text);
}

function fastifyMessage(code: string | undefined): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return DEFAULT_SENTENCES[413];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return DEFAULT_SENTENCES[415];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; JSON was expected.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      return undefined;
  }
}
