import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SpaPageService } from './spa-page.service';

/** The storefront's routes (spec section 2). Anything else falls through to the not-found page. */
export const PAGE_ROUTES = [
  '/',
  '/products',
  '/products/:slug',
  '/checkout',
  '/journal',
  '/journal/:slug',
  '/refills',
  '/holiday',
  '/orders/status',
  '/admin',
  '/admin-promo-codes',
  '/admin-products',
  '/admin-orders',
  '/admin-orders/:id',
];

@ApiExcludeController()
@Controller()
export class WebController {
  constructor(private readonly pages: SpaPageService) {}

  @Get(PAGE_ROUTES)
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const page = await this.pages.render(request.url);
    await sendPage(reply, page.status, page.html);
  }
}

export function sendPage(reply: FastifyReply, status: number, html: string): Promise<unknown> | FastifyReply {
  // index.html is never cached: it names the hashed assets of the current build.
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
