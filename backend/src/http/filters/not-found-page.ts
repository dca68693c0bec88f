import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The exception filter (the HTTP edge) imports no feature module: a module that answers unknown page routes itself (the web
 * module's storefront not-found page) provides this token, and the filter asks it before writing the JSON 404.
 */
export const NOT_FOUND_PAGE = Symbol('NOT_FOUND_PAGE');

export interface NotFoundPage {
  /** Answers the request with a page and returns true, or returns false to leave it to the JSON error body. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}
