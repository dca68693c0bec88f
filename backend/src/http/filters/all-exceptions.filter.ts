import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../../common/database-errors';
import { defaultSentence, ErrorBody } from '../../common/error-body';
import { DomainError, DomainErrorKind } from '../../common/errors/domain-error';
import { NOT_FOUND_PAGE, type NotFoundPage } from './not-found-page';

/**
 * The one place where a kind of domain outcome becomes an HTTP status. A Record, so a new kind without a status
 * does not compile.
 */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, HttpStatus>> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  'payment-required': HttpStatus.PAYMENT_REQUIRED,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'unsupported-type': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  throttled: HttpStatus.TOO_MANY_REQUESTS,
  'upstream-failed': HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** What a failure is answered with: the one error body (plus documented details) and the headers it needs. */
export interface ErrorAnswer {
  body: ErrorBody;
  headers: Record<string, string>;
}

/**
 * Every failure leaves the API in the same shape: {statusCode, error, message}. Services throw domain errors
 * (common/errors) and know nothing of HTTP; this filter maps them, Nest's and Fastify's own failures, and anything
 * unexpected. A browser asking for an unknown page gets the not-found page of the module that registers NOT_FOUND_PAGE
 * (the web module) instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() @Inject(NOT_FOUND_PAGE) private readonly notFoundPage?: NotFoundPage) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (this.notFoundPage && exception instanceof NotFoundException && (await this.notFoundPage.send(request, reply)))
      return;
    const { body, headers } = toErrorAnswer(exception);
    // A 503 that says when to come back (busy renders or exports) is expected load, not a fault: like a rate limit's
    // 429 it is not logged, so a flood of them cannot fill the log.
    const busy = body.statusCode === 503 && headers['retry-after'] !== undefined;
    if (body.statusCode === 503) {
      if (!busy)
        this.logger.warn(`Service unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    await reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}

/** Turns anything thrown inside a request into its answer. */
export function toErrorAnswer(exception: unknown): ErrorAnswer {
  if (exception instanceof DomainError) {
    const headers: Record<string, string> = {};
    const wait = exception.retryAfterSeconds;
    if (wait !== undefined) headers['retry-after'] = String(wait);
    // The details come first and can never replace the three fields.
    return {
      body: {
        ...exception.details,
        statusCode: STATUS_OF_KIND[exception.kind],
        error: exception.summary,
        message: exception.message,
      },
      headers,
    };
  }
  return { body: toErrorBody(exception), headers: {} };
}

function toErrorBody(exception: unknown): ErrorBody {
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
    return { statusCode: status, error, message };
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string } | null | undefined;
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const sentence = fastifyMessage(fastifyError.code) ?? defaultSentence(status);
    return { statusCode: status, error: sentence, message: sentence };
  }
  if (isDatabaseUnavailable(exception))
    return { statusCode: 503, error: defaultSentence(503), message: defaultSentence(503) };
  return { statusCode: 500, error: defaultSentence(500), message: defaultSentence(500) };
}

function asSentence(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value) && value.length) return value.map(String).join('; ');
  return undefined;
}

const REASON_PHRASES = new Set(Object.values(STATUS_CODES));

function isReasonPhrase(text: string): boolean {
  return REASON_PHRASES.has(text);
}

function fastifyMessage(code: string | undefined): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return defaultSentence(413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return defaultSentence(415);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; JSON was expected.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      return undefined;
  }
}
