import { Body, Controller, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PriceMismatchBodyDto } from '../orders/dto/price-mismatch.dto';
import { OrderStatusLinks } from '../order-events/order-status-links.service';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { FreeOrderDto } from './dto/free-order.dto';
import { CaptureResultDto } from './dto/payment-results.dto';
import { FreeOrdersService } from './free-orders.service';

@ApiTags('payments')
@Controller('order/free')
export class FreeOrdersController {
  constructor(
    private readonly freeOrders: FreeOrdersService,
    private readonly statusLinks: OrderStatusLinks,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'placeFreeOrder',
    summary: 'Places an order whose promo code covers the whole subtotal, without a wallet (idempotent by checkoutKey)',
    description:
      'The cart is priced by the server and must total 0.00; the promo code is checked and its use redeemed with the order. 201: the order was placed now; 200: this checkoutKey already placed it (replay).',
  })
  @ApiCreatedResponse({ type: CaptureResultDto })
  @ApiOkResponse({ type: CaptureResultDto, description: 'A replay: the order this checkoutKey already placed' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: "Invalid field, empty cart, or 'This order is not free.'" })
  @ApiConflictResponse({
    type: PriceMismatchBodyDto,
    description: 'amount differs from the server total, or the promo code is refused (error names the rule)',
  })
  // Starting a checkout, like POST /order: the same per-address budget.
  @RateLimit('orderCreate')
  async place(@Body() body: FreeOrderDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<CaptureResultDto> {
    const { order, created } = await this.freeOrders.place(body);
    void reply.status(created ? 201 : 200);
    return {
      status: 'COMPLETED',
      orderId: order.id,
      orderNumber: order.orderNumber,
      // Only the request that placed the order gets its status link (a replay needs only the checkout key).
      statusToken: created ? this.statusLinks.tokenFor(order.id) : null,
    };
  }
}
