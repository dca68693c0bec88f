import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CONTACT_COPY_PATH } from '../mail/unsubscribe-link';
import { sendSmallPage, unsubscribePage } from '../mail/unsubscribe-page';
import { UnsubscribeQueryDto } from '../newsletter/dto/unsubscribe-query.dto';
import { ContactService } from './contact.service';

/**
 * The link of the copy request: GET shows a button (a link scanner that follows it sends nothing), POST (the button)
 * queues the copy of the message. A forged or altered link gets the 400 page.
 */
@ApiExcludeController()
@Controller(CONTACT_COPY_PATH.slice(1))
export class ContactCopyController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  async confirm(@Query() query: UnsubscribeQueryDto, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const message = await this.contact.messageFor(query.token);
    if (!message) return invalidLink(reply);
    const action = `${CONTACT_COPY_PATH}?token=${encodeURIComponent(query.token)}`;
    return sendSmallPage(
      reply,
      200,
      unsubscribePage('Send me a copy', `Send a copy of your message to ${message.email}?`, {
        action,
        button: 'Send me the copy',
      }),
    );
  }

  @Post()
  @HttpCode(200)
  async send(@Query() query: UnsubscribeQueryDto, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const message = await this.contact.messageFor(query.token);
    if (!message) return invalidLink(reply);
    await this.contact.sendCopy(message);
    return sendSmallPage(
      reply,
      200,
      unsubscribePage('Your copy is on its way', `We are sending a copy of your message to ${message.email}.`),
    );
  }
}

function invalidLink(reply: FastifyReply): FastifyReply {
  return sendSmallPage(
    reply,
    400,
    unsubscribePage('This link is not valid', 'Please use the link from the e-mail we sent you, unchanged.'),
  );
}
