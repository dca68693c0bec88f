import { ArgumentsHost, Catch, ExceptionFilter, Inject, Logger, NotFoundException, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './error-body';
import { NOT_FOUND_PAGE, type NotFoundPage } from './not-found-page';

/**
 * Every failure leaves the API in the same shape: {statusCode, error, message}. A browser asking for an unknown
 * page gets the not-found page of the module that registers NOT_FOUND_PAGE (the web module) instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() @Inject(NOT_FOUND_PAGE) private readonly notFoundPage?: NotFoundPage) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (this.notFoundPage && exception instanceof NotFoundException && (await this.notFoundPage.send(request, reply))) return;
    const body = toErrorBody(exception);
    if (body.statusCode === 503) this.logger.warn(`Service unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    await reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
