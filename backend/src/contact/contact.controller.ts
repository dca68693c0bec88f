import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { ContactService } from './contact.service';
import { ContactMessageDto, ContactReceiptDto, ShopContactDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({
    operationId: 'getShopContact',
    summary: "The shop's public e-mail address",
    description: 'Shown on the Contact page and in the footer (SHOP_CONTACT_EMAIL).',
  })
  @ApiOkResponse({ type: ShopContactDto })
  shopContact(): ShopContactDto {
    return { email: this.contact.shopEmail };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'sendContactMessage',
    summary: 'Sends a message to the shop through the contact form',
    description:
      "The message is stored and e-mailed to staff (through the mail outbox) together; staff reply to the sender's address. With `copy`, the sender's address gets only a confirmation request with a signed link, and the copy of the message once that link is followed, so the form cannot send anyone's text to a stranger. Rate limited (RATE_LIMIT_CONTACT_PER_MINUTE).",
  })
  @ApiCreatedResponse({ type: ContactReceiptDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A missing or invalid name, e-mail address or message' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'The body is larger than the limit for JSON bodies' })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'The database is unavailable for a moment; try again',
  })
  @RateLimit('contact')
  async send(@Body() body: ContactMessageDto): Promise<ContactReceiptDto> {
    await this.contact.send(body);
    const copy = body.copy ? ` To get a copy, follow the link in the e-mail we just sent to ${body.email}.` : '';
    return {
      message: `Thank you, ${body.name}. Your message is on its way to us; we answer within two business days.${copy}`,
    };
  }
}
