import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { OrderPricingService } from '../orders/order-pricing.service';
import { RateLimit } from '../rate-limits/rate-limit.decorator';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { toCheckoutQuoteDto } from './checkout-quote';
import { CheckoutQuoteDto, CheckoutQuoteRequestDto } from './dto/checkout-quote.dto';

@ApiTags('checkout')
@Controller('api/checkout')
export class CheckoutQuoteController {
  constructor(
    private readonly pricing: OrderPricingService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'quoteCheckout',
    summary: 'Prices a cart for a promo code, destination state and shipping method, as the order will be charged',
    description:
      'Lines with their discount share and tax, the shipping options priced for this cart, the tax and the total (subtotal − discount + shipping + tax). Nothing is stored; an invalid code is left out and promoRefusal says why. Without a state there is no tax yet; without a method the first active one is priced.',
  })
  @ApiBody({
    type: CheckoutQuoteRequestDto,
    examples: {
      indiana: {
        value: {
          items: [{ productId: 7, size: '16 oz', quantity: 2 }],
          promoCode: null,
          shippingState: 'IN',
          shippingMethodId: 1,
        },
      },
    },
  })
  @ApiOkResponse({ type: CheckoutQuoteDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description:
      'Invalid field, empty cart, unknown product or size, bad quantity, unknown state; a subscription with a size not offered by subscription or with a promo code',
  })
  @RateLimit('checkoutQuote')
  async quoteCheckout(@Body() body: CheckoutQuoteRequestDto): Promise<CheckoutQuoteDto> {
    const terms = body.subscription
      ? await this.subscriptions.termsFor(body.items, body.subscription.frequencyMonths, body.promoCode)
      : undefined;
    return toCheckoutQuoteDto(
      await this.pricing.quote({ ...body, subscriptionDiscountPercent: terms?.discountPercent }),
    );
  }
}
