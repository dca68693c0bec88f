import { Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BACK_IN_STOCK_UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from '../mail/unsubscribe-link';
import { UnsubscribeQueryDto } from '../newsletter/dto/unsubscribe-query.dto';
import { confirmUnsubscribe, invalidLink, UnsubscribeList, unsubscribed } from '../mail/unsubscribe-page';
import { BackInStockService } from './back-in-stock.service';

const BACK_IN_STOCK: UnsubscribeList = {
  path: BACK_IN_STOCK_UNSUBSCRIBE_PATH,
  question: 'Stop back-in-stock e-mails to this address?',
  emails: 'back-in-stock',
};

/**
 * The back-in-stock notice's unsubscribe link, like the newsletter's: GET shows a button (link scanners unsubscribe
 * nobody), POST (the button or a one-click client) drops the address from every size it still waits for.
 */
@ApiExcludeController()
@Controller(BACK_IN_STOCK_UNSUBSCRIBE_PATH.slice(1))
export class BackInStockUnsubscribeController {
  constructor(
    private readonly backInStock: BackInStockService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  confirm(@Query() query: UnsubscribeQueryDto, @Res() reply: FastifyReply): FastifyReply {
    return confirmUnsubscribe(reply, BACK_IN_STOCK, query.token, this.email(query.token));
  }

  @Post()
  @HttpCode(200)
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const email = this.email(query.token);
    if (!email) return invalidLink(reply);
    await this.backInStock.unsubscribe(email);
    return unsubscribed(reply, BACK_IN_STOCK, email);
  }

  private email(token: string): string | null {
    return verifyUnsubscribeToken(token, this.config.mail.linkSecret);
  }
}
