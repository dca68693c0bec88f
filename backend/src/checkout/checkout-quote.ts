import { centsToDecimal } from '../common/money';
import type { CheckoutQuote } from '../orders/order-pricing.service';
import { millipercentToRate } from '../orders/order-charges';
import { freeShippingOf } from '../shipping/shipping-methods.service';
import type { CheckoutQuoteDto } from './dto/checkout-quote.dto';

/** A quote as the wire carries it: money as two-decimal strings. */
export function toCheckoutQuoteDto(quote: CheckoutQuote): CheckoutQuoteDto {
  const { charges } = quote;
  const money = centsToDecimal;
  return {
    lines: charges.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      size: l.size,
      quantity: l.quantity,
      unitPrice: money(l.unitPrice),
      lineTotal: money(l.lineTotal),
      discount: money(l.discount),
      tax: money(l.tax),
    })),
    subtotal: money(charges.subtotal),
    promoCode: charges.promo?.code ?? null,
    discountAmount: charges.promo || charges.discount > 0 ? money(charges.discount) : null,
    promoRefusal: quote.promoRefusal,
    shippingOptions: quote.options.map(({ method, amount }) => ({
      id: method.id,
      name: method.name,
      price: method.price,
      amount: money(amount),
      freeFrom: method.freeFrom,
      estimateDaysMin: method.estimateDaysMin,
      estimateDaysMax: method.estimateDaysMax,
      taxable: method.taxable,
    })),
    shippingMethodId: charges.method?.id ?? null,
    shippingMethodName: charges.method?.name ?? null,
    shippingAmount: money(charges.shipping),
    taxState: quote.shippingState,
    taxRate: charges.taxRate ? millipercentToRate(charges.taxRate.rateMillipercent) : null,
    taxAmount: money(charges.tax),
    shippingTaxAmount: money(charges.shippingTax),
    total: money(charges.total),
    freeShipping: freeShippingOf(quote.methods),
  };
}
