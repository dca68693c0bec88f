import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { RateLimit } from '../../rate-limits/rate-limit.decorator';
import { LookupOrderDto, OrderStatusDto } from './order-status.dto';
import { OrderStatusService } from './order-status.service';

@ApiTags('orders')
@Controller('api/orders')
export class OrderStatusController {
  constructor(private readonly status: OrderStatusService) {}

  @Post('lookup')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  // Every lookup counts, found or not, so guessing pairs of number and e-mail is as slow as the limit.
  @RateLimit('orderLookup')
  @ApiOperation({
    operationId: 'lookupOrder',
    summary: "A guest's order by its number and the checkout e-mail",
    description:
      'The e-mail is compared in any case. A wrong number and a wrong e-mail get the same 404, so the answer never tells ' +
      'which orders exist. Rate limited per client address (429 with Retry-After). Answers only what the status page shows.',
  })
  @ApiOkResponse({ type: OrderStatusDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'The order number is not a number, or the e-mail is not an e-mail address',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'We could not find an order with that number and email' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many lookups from this address; see Retry-After',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'The database is unavailable for a moment; try again',
  })
  lookupOrder(@Body() body: LookupOrderDto): Promise<OrderStatusDto> {
    return this.status.lookup(Number(body.orderNumber), body.email);
  }

  @Get('status/:token')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getOrderStatus',
    summary: "A guest's order by the signed link of its e-mails",
    description:
      'The token is an HMAC of the order id with the server secret: it does not expire, and rotating ORDER_STATUS_SECRET revokes every link.',
  })
  @ApiParam({ name: 'token', type: String, example: '41.Jq2b3xZ0mH4o6lq2Zy1hV2c8pXbqQm0vYp1s9FzQy0E' })
  @ApiOkResponse({ type: OrderStatusDto })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'The link is malformed, tampered with, signed with an old secret, or its order is gone',
  })
  getOrderStatus(@Param('token') token: string): Promise<OrderStatusDto> {
    return this.status.byToken(token);
  }
}
