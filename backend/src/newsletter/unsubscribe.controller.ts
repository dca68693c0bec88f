import { Controller, Get, HttpCode, Inject, OnModuleInit, Post, Query, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FORM_POST_PATHS, UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from '../mail/unsubscribe-link';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto';
import { NewsletterService } from './newsletter.service';
import { confirmUnsubscribe, invalidLink, UnsubscribeList, unsubscribed } from '../mail/unsubscribe-page';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const NEWSLETTER: UnsubscribeList = {
  path: UNSUBSCRIBE_PATH,
  question: 'Stop receiving the Natural House newsletter at this address?',
  emails: 'newsletter',
};

/**
 * The welcome e-mail's unsubscribe link. GET shows a button (link scanners that follow links unsubscribe nobody);
 * POST unsubscribes: the button's form, or a mail client's RFC 8058 one-click POST to the List-Unsubscribe URL.
 */
@ApiExcludeController()
@Controller(UNSUBSCRIBE_PATH.slice(1))
export class UnsubscribeController implements OnModuleInit {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One-click POSTs carry a form body ("List-Unsubscribe=One-Click"); the token in the URL is all we need, so it is
   * read and dropped. Only the unsubscribe routes take a form: every other endpoint stays JSON-only (415), so a cross-site form
   * can post to none of them (docs/security.md).
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    for (const type of FORM_TYPES) {
      if (fastify && !fastify.hasContentTypeParser(type)) {
        fastify.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (request, _body, done) => {
          if (FORM_POST_PATHS.includes(request.url.split('?')[0])) done(null, {});
          else
            done(
              Object.assign(new Error('Unsupported Media Type'), {
                statusCode: 415,
                code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
              }),
            );
        });
      }
    }
  }

  @Get()
  confirm(@Query() query: UnsubscribeQueryDto, @Res() reply: FastifyReply): FastifyReply {
    return confirmUnsubscribe(reply, NEWSLETTER, query.token, this.email(query.token));
  }

  @Post()
  @HttpCode(200)
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const email = this.email(query.token);
    if (!email) return invalidLink(reply);
    await this.newsletter.unsubscribe(email);
    return unsubscribed(reply, NEWSLETTER, email);
  }

  private email(token: string): string | null {
    return verifyUnsubscribeToken(token, this.config.mail.linkSecret);
  }
}
