import { Controller, Get, Inject, Param, ParseIntPipe, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { NotFound } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { mailboxListPage, mailboxMessagePage } from './dev-mailbox-pages';
import { OutboundEmail } from './outbound-email.entity';
import { OutboxService } from './outbox.service';
import { isEmailTemplateName, renderEmail } from './templates/render-email';
import type { RenderedEmail } from './templates/email-data';

/** The messages a developer would have received: a list and each one rendered. Never in production. */
@ApiExcludeController()
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@Res() reply: FastifyReply): Promise<void> {
    this.refuseInProduction();
    await send(reply, mailboxListPage(await this.outbox.latest(200)));
  }

  @Get(':id')
  async message(@Param('id', ParseIntPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const email = await this.find(id);
    await send(reply, mailboxMessagePage(email, render(email)));
  }

  /** The HTML part alone, framed by the message page: scripts stay off (sandboxed frame, CSP), the mail's own styles apply. */
  @Get(':id/html')
  async html(@Param('id', ParseIntPipe) id: number, @Res() reply: FastifyReply): Promise<void> {
    const email = await this.find(id);
    reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'self'",
      )
      .header('x-frame-options', 'SAMEORIGIN');
    await send(reply, render(email).html);
  }

  private async find(id: number): Promise<OutboundEmail> {
    this.refuseInProduction();
    const email = await this.outbox.findOne(id);
    if (!email) throw new NotFound('Message not found', `No message has the id ${id}.`);
    return email;
  }

  private refuseInProduction(): void {
    if (this.config.isProduction) throw new NotFound('Not found', 'This page does not exist.');
  }
}

function render(email: OutboundEmail): RenderedEmail {
  if (!isEmailTemplateName(email.template))
    return { html: '', text: `(unknown template ${email.template})`, headers: {} };
  return renderEmail(email.template, JSON.parse(email.data) as Parameters<typeof renderEmail>[1]);
}

function send(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
