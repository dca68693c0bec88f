import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultSentence } from '../../common/error-body';

const SENTENCES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of the request is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Failures Fastify's router meets before any route runs (a malformed URL, an over-long path parameter) answer in
 * the API's one error shape instead of Fastify's own.
 */
export function answerFrameworkError(
  error: { code?: string; statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const sentence = (error.code && SENTENCES[error.code]) || defaultSentence(status);
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ statusCode: status, error: sentence, message: sentence });
}
