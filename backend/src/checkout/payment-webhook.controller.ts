import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { WebhookResultDto } from './dto/payment-results.dto';
import { PaymentWebhookService } from './payment-webhook.service';
import { WEBHOOK_BODY_LIMIT_BYTES } from './webhook-body-limit';

@ApiTags('payments')
@Controller('api/payments/webhook')
export class PaymentWebhookController {
  constructor(private readonly webhooks: PaymentWebhookService) {}

  @Post()
  @HttpCode(200)
  @RateLimit('webhook')
  @ApiOperation({
    operationId: 'receivePaymentWebhook',
    summary: 'PayPal webhook (signature verified by PayPal; each event id handled once)',
    description:
      'PAYMENT.CAPTURE.COMPLETED and CHECKOUT.ORDER.APPROVED finish the checkout into an order; other events are acknowledged and ignored. ' +
      `Limited per address before the signature is checked (429); bodies up to ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KB (413); ` +
      'an event id already handled answers "duplicate" without asking PayPal again.',
  })
  @ApiBody({
    description: 'A PayPal webhook event, as PayPal sends it',
    schema: {
      type: 'object',
      example: {
        id: 'WH-58D329510W468432D-8HN650336L201105X',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { id: '2GG279541U471931P', status: 'COMPLETED' },
      },
    },
  })
  @ApiOkResponse({ type: WebhookResultDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Not an event, or the signature is not valid (nothing changes)',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'The body is larger than any PayPal event' })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'Paid but the order could not be saved yet: PayPal delivers the event again',
  })
  async receive(
    @Headers() headers: Record<string, string | undefined>,
    @Body() event: Record<string, unknown>,
  ): Promise<WebhookResultDto> {
    return { outcome: await this.webhooks.receive({ headers, event }) };
  }
}
