import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isServerOnlyPath, SpaPageService } from '../web/spa-page.service';
import { sendPage } from '../web/web.controller';
import { toErrorBody } from './error-body';

/**
 * Every failure leaves the API in the same shape: {statusCode, error, message}. A browser asking for an unknown
 * page (not an API path) gets the storefront's not-found page with status 404 instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() private readonly pages?: SpaPageService) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (this.pages && exception instanceof NotFoundException && isPageRequest(request)) {
      const page = await this.pages.render(request.url, 404);
      await sendPage(reply, page.status === 503 ? 404 : page.status, page.html);
      return;
    }
    const body = toErrorBody(exception);
    if (body.statusCode === 503) this.logger.warn(`Service unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    await reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerOnlyPath(path) && String(request.headers.accept ?? '').includes('text/html');
}
