import { Body, Controller, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { PlacedOrderDto, toPlacedOrderDto } from './dto/placed-order.dto';
import { PriceMismatchBodyDto } from './dto/price-mismatch.dto';
import { OrderStatusLinks } from '../order-events/order-status-links.service';
import { OrderSubmissionService } from './order-submission.service';

const EXAMPLE_ORDER = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '+1 317 555 0100',
  customerNotes: null,
  shippingAddress: '12 Garden Lane',
  shippingCity: 'Indianapolis',
  shippingState: 'IN',
  shippingZip: '46204',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZip: null,
  storeCode: 'NHA',
  items: [{ productId: 7, productName: 'Hand Soap No. 42', size: '16 oz', quantity: 2, price: '18.00' }],
  subtotal: '36.00',
  total: '30.60',
  promoCode: 'WELCOME15',
  discountAmount: '5.40',
  paymentId: '5O190127TN364715T',
};

@ApiTags('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly submissions: OrderSubmissionService,
    private readonly statusLinks: OrderStatusLinks,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Places the order of a captured payment (idempotent per paymentId)',
    description:
      'The server re-prices the cart; the browser figures must match to the cent (else 409 with `expected`). ' +
      'The capture call normally creates the order already: then this returns that same order with 200. ' +
      'A captured payment whose order is not saved yet is finished now (201). Card fields are never stored.',
  })
  @ApiBody({ type: PlaceOrderDto, examples: { withPromo: { value: EXAMPLE_ORDER } } })
  @ApiOkResponse({ type: PlacedOrderDto, description: 'The order this payment already made' })
  @ApiCreatedResponse({ type: PlacedOrderDto, description: 'The order, saved now from the captured payment' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A missing or invalid field, an empty cart, an unknown product or size, a quantity outside 1..99',
  })
  @ApiPaymentRequiredResponse({ type: ErrorBodyDto, description: 'The payment id is unknown or not captured yet' })
  @ApiConflictResponse({
    type: PriceMismatchBodyDto,
    description: 'The browser figures differ from the server figures, or the promo code is not valid',
  })
  async place(@Body() body: PlaceOrderDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PlacedOrderDto> {
    const { order, created } = await this.submissions.submit(body);
    void reply.status(created ? 201 : 200);
    // The status link goes only to the call that saved the order: a replay may come from anyone who knows the payment.
    return toPlacedOrderDto(order, created ? this.statusLinks.tokenFor(order.id) : null);
  }
}
