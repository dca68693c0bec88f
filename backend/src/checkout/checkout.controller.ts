import { Body, Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PriceMismatchBodyDto } from '../orders/dto/price-mismatch.dto';
import { CheckoutPaymentsService } from './checkout-payments.service';
import { ApproveDemoPaymentDto } from './dto/approve-demo-payment.dto';
import { CreatePaymentOrderDto } from './dto/create-payment-order.dto';
import { CaptureResultDto, DemoApprovalDto, PaymentOrderIdDto, PaymentSetupDto } from './dto/payment-results.dto';
import { OrderStatusLinks } from '../order-events/order-status-links.service';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { HeldUnitsGuard, Holder } from './held-units.guard';

const EXAMPLE_CHECKOUT = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  shippingAddress: '12 Garden Lane',
  shippingCity: 'Indianapolis',
  shippingState: 'IN',
  shippingZip: '46204',
  items: [{ productId: 7, productName: 'Hand Soap No. 42', size: '16 oz', quantity: 2, price: '18.00' }],
  promoCode: 'WELCOME15',
  amount: '30.60',
  currency: 'USD',
  intent: 'CAPTURE',
};

/** The wallet calls of docs/product.md, Talking to the server, at the paths the storefront uses (no /api prefix). */
@ApiTags('payments')
@Controller()
export class CheckoutController {
  constructor(
    private readonly payments: CheckoutPaymentsService,
    private readonly statusLinks: OrderStatusLinks,
  ) {}

  @Get('setup')
  @ApiOperation({
    operationId: 'getPaymentSetup',
    summary: 'Which wallet runs, with its client token (and PayPal client id for the SDK)',
    description:
      'The checkout calls it before showing the payment step: the demo wallet in development and tests, PayPal when it is configured.',
  })
  @ApiOkResponse({ type: PaymentSetupDto })
  @ApiBadGatewayResponse({ type: ErrorBodyDto, description: "message: 'Failed to fetch PayPal client token'" })
  setup(): Promise<PaymentSetupDto> {
    return this.payments.setup();
  }

  @Post('order')
  @ApiOperation({
    operationId: 'createPaymentOrder',
    summary: "Prices the checkout and creates the wallet payment for the server's total",
    description:
      'The checkout is kept as a pending checkout keyed by the returned id until the capture turns it into an order.',
  })
  @ApiBody({ type: CreatePaymentOrderDto, examples: { checkout: { value: EXAMPLE_CHECKOUT } } })
  @ApiCreatedResponse({ type: PaymentOrderIdDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Invalid field, empty cart, unknown product or size, bad quantity, nothing to pay',
  })
  @ApiConflictResponse({
    type: PriceMismatchBodyDto,
    description:
      "amount differs from the server's total, the promo code is not valid, or a line is sold out / has fewer units left (unavailable)",
  })
  @ApiBadGatewayResponse({
    type: ErrorBodyDto,
    description: "message: 'Failed to create PayPal order' (provider error or timeout)",
  })
  @RateLimit('orderCreate')
  // The units one address holds in unpaid checkouts are capped in the reservation (held-units.guard.ts names the holder).
  @UseGuards(HeldUnitsGuard)
  createOrder(@Body() body: CreatePaymentOrderDto, @Holder() holder?: string): Promise<PaymentOrderIdDto> {
    return this.payments.createPaymentOrder(body, holder);
  }

  @Post('order/:id/capture')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'capturePaymentOrder',
    summary: 'Captures the approved payment and places the order in the same request (idempotent)',
    description:
      "Repeats and simultaneous calls return the same order number, never the customer's data. 202: the money is taken and recorded, the order is saved shortly (retry this call or POST /api/orders).",
  })
  @ApiParam({ name: 'id', example: '5O190127TN364715T' })
  @ApiOkResponse({ type: CaptureResultDto })
  @ApiAcceptedResponse({
    type: CaptureResultDto,
    description: 'Paid; the order could not be saved yet and will be (orderId null)',
  })
  @ApiPaymentRequiredResponse({
    type: ErrorBodyDto,
    description: 'INSTRUMENT_DECLINED: the shopper must choose another way to pay',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No checkout waits for this payment id' })
  @ApiConflictResponse({
    type: PriceMismatchBodyDto,
    description:
      "The promo code's held use was lost (the checkout lapsed and the code was used up meanwhile): the rule's sentence and the figures without the code",
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description: "message: 'PayPal payment status is {status}, not COMPLETED', or the payment does not match the order",
  })
  @ApiBadGatewayResponse({
    type: ErrorBodyDto,
    description: "message: 'Failed to capture PayPal payment' (provider 5xx or timeout)",
  })
  async capture(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<CaptureResultDto> {
    const { status, order, created } = await this.payments.capture(id);
    if (!order) void reply.status(202);
    return {
      status,
      orderId: order?.id ?? null,
      orderNumber: order?.orderNumber ?? null,
      // Anyone who learns the payment id may repeat the capture: only the call that placed the order gets the link.
      statusToken: order && created ? this.statusLinks.tokenFor(order.id) : null,
    };
  }

  @Post('order/:id/approve')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'approveDemoPayment',
    summary: 'Demo wallet only: the button pressed in its approval window (404 when the provider is PayPal)',
    description:
      'Stands in for the approval a real wallet collects in its own window; the storefront then calls capture as it would after PayPal. The choice decides how that capture ends.',
  })
  @ApiParam({ name: 'id', example: 'DEMO-4F1A2B3C4D5E' })
  @ApiBody({ type: ApproveDemoPaymentDto, required: false })
  @ApiOkResponse({ type: DemoApprovalDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'choice is not one of the wallet buttons' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Not the demo wallet, or no such demo payment' })
  approve(@Param('id') id: string, @Body() body: ApproveDemoPaymentDto = {}): Promise<DemoApprovalDto> {
    return this.payments.approveDemo(id, body.choice ?? 'approve');
  }
}
