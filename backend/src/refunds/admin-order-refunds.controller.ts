import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminBearerAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParam } from '../common/id-param';
import { ApiJsonErrorResponse } from '../common/json-error-response';
import { CreateRefundDto } from './dto/create-refund.dto';
import { PaymentCardDto } from '../orders/dto/payment-card.dto';
import { RefundPreviewDto, RefundPreviewRequestDto } from './dto/refund-preview.dto';
import { OrderRefundsService } from './order-refunds.service';

@ApiTags('admin orders')
@AdminBearerAuth()
@Controller('api/admin/orders/:id/refunds')
export class AdminOrderRefundsController {
  constructor(private readonly refunds: OrderRefundsService) {}

  @Post()
  @HttpCode(201)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'refundAdminOrder',
    summary: "Refunds the order's payment through the wallet: the whole remaining amount, an amount, or lines",
    description:
      'Neither amount nor lines refunds all that remains; lines carry the order discount as the order priced it. The sum of refunds never exceeds what was captured. ' +
      "The answer is the payment card with the new refund: completed, or pending until the provider's webhook settles it. Sending the same requestId again retries that refund and never refunds twice.",
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiCreatedResponse({ type: PaymentCardDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      'A field is invalid (reason missing, both amount and lines, a line not on the order or with too many units)',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No order has that id' })
  @ApiJsonErrorResponse(
    409,
    'The refund is more than what remains to refund (the message names the remaining amount), or the same requestId is still being sent',
  )
  @ApiJsonErrorResponse(
    422,
    "Nothing was paid, the capture is unknown (refund in the provider's dashboard), or the provider refused the refund",
  )
  @ApiJsonErrorResponse(
    502,
    'The provider did not answer: the refund stays requested; send the same requestId again to retry',
  )
  refundAdminOrder(@IdParam() id: number, @Body() body: CreateRefundDto): Promise<PaymentCardDto> {
    return this.refunds.refund(id, body);
  }

  @Post('preview')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'previewAdminOrderRefund',
    summary: 'What a refund of these lines or this amount would return now, without refunding anything',
    description:
      'The refund dialog shows it before staff confirm. Priced by the same rule as the refund itself (lines carry the order discount as the order priced it; the last units take what remains); the refund, counted under the order lock, may differ only when another refund of the order came first.',
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: RefundPreviewDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Both amount and lines, a line not on the order or with more units than are left to refund',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No order has that id' })
  @ApiJsonErrorResponse(409, 'Nothing, or less than the amount asked, remains to refund (the message names it)')
  @ApiJsonErrorResponse(422, "Nothing was paid, or the capture is unknown (refund in the provider's dashboard)")
  previewAdminOrderRefund(@IdParam() id: number, @Body() body: RefundPreviewRequestDto): Promise<RefundPreviewDto> {
    return this.refunds.preview(id, body);
  }
}
