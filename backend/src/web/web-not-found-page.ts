import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TemporarilyUnavailable } from '../common/errors/domain-errors';
import type { NotFoundPage } from '../http/filters/not-found-page';
import { isServerOnlyPath, SpaPageService } from './spa-page.service';
import { sendPage } from './web.controller';

/** A browser asking for an unknown page (not an API path) gets the storefront's not-found page with status 404. */
@Injectable()
export class WebNotFoundPage implements NotFoundPage {
  constructor(private readonly pages: SpaPageService) {}

  async send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!isPageRequest(request)) return false;
    let page;
    try {
      page = await this.pages.render(request.url, 404);
    } catch (error) {
      // Renders are at their bound (page-render-cache.ts, RenderQueue): the plain 404 in the error shape, not a second failure here.
      if (error instanceof TemporarilyUnavailable) return false;
      throw error;
    }
    await sendPage(reply, page.status === 503 ? 404 : page.status, page.html);
    return true;
  }
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isServerOnlyPath(path) &&
    String(request.headers.accept ?? '').includes('text/html')
  );
}
