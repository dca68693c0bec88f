import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressOf } from '../common/client-address';
import { SITE_ROUTES } from '../common/site';
import { allowSharedCaching } from '../http/shared-cache';
import { cartCookieFor } from '@shop/site/page-document.js';
import { SpaPageService } from './spa-page.service';

/**
 * Every page of the site (the shared route table, docs/product.md, Screens). Anything else falls through to the
 * not-found page.
 */
export const PAGE_ROUTES = SITE_ROUTES.map((route) => route.path);

@ApiExcludeController()
@Controller()
export class WebController {
  constructor(private readonly pages: SpaPageService) {}

  @Get(PAGE_ROUTES)
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const page = await this.pages.render(
      request.url,
      200,
      cartCookieFor(request.url, request.headers.cookie),
      clientAddressOf(request),
    );
    // The catalogue pages are the same for every visitor (page-render-cache.ts), so the cache in front may share them,
    // at their canonical address only (RenderedPage.shareable).
    if (page.status === 200 && page.shareable) {
      await allowSharedCaching(reply).status(200).header('content-type', 'text/html; charset=utf-8').send(page.html);
      return;
    }
    await sendPage(reply, page.status, page.html);
  }
}

export function sendPage(reply: FastifyReply, status: number, html: string): Promise<unknown> | FastifyReply {
  // index.html is never cached: it names the hashed assets of the current build.
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}
