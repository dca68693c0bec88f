import { Injectable } from '@nestjs/common';
import { normalizePromoCode } from '@shop/site/rules.js';
import { centsToDecimal, toCents } from '../common/money';
import { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import type { PromoRefusal } from '../promos/promo-rules';
import { PromosService } from '../promos/promos.service';
import { PriceMismatch, ValidationProblem } from '../common/errors/domain-errors';
import { ShippingMethodsService } from '../shipping/shipping-methods.service';
import type { ShippingMethod } from '../shipping/shipping-method.entity';
import { TaxRatesService } from '../tax/tax-rates.service';
import { percentOf } from '../promos/promo-discount';
import { CartLineInput, PricedCart, priceCart } from './cart-pricing';
import type { CheckoutSnapshot } from './checkout-snapshot';
import {
  chargeOrder,
  OrderCharges,
  rateToMillipercent,
  shippingCharge,
  ShippingTerms,
  TaxTerms,
} from './order-charges';
import { priceMismatch } from './price-check';

/** What a checkout is priced from: the cart, the code, where it goes and how. */
export interface CheckoutPricingRequest {
  items: CartLineInput[];
  promoCode?: string | null;
  /** Null before the address is known (a quote): no tax yet. */
  shippingState?: string | null;
  shippingMethodId?: number | null;
  /** A subscription's saving ("10.00" percent), taken in place of a promo code. */
  subscriptionDiscountPercent?: string | null;
}

/** A quote: the order's figures plus what the summary shows besides them. */
export interface CheckoutQuote {
  charges: OrderCharges;
  /** The active methods, each with its charge for this cart. */
  options: Array<{ method: ShippingMethod; amount: number }>;
  methods: ShippingMethod[];
  /** Why the code sent was left out; null when it applies or none was sent. */
  promoRefusal: string | null;
  shippingState: string | null;
}

export function shippingTerms(method: ShippingMethod): ShippingTerms {
  return {
    id: method.id,
    name: method.name,
    price: toCents(method.price),
    freeFrom: method.freeFrom === null ? null : toCents(method.freeFrom),
    taxable: method.taxable,
  };
}

/** A subscription's saving: the percent of the subtotal, rounded half up as a percentage code is (never with a code). */
function withSubscriptionDiscount(cart: PricedCart, percent: string | null | undefined): PricedCart {
  if (!percent || cart.promo) return cart;
  const discount = Math.min(percentOf(cart.subtotal, percent), cart.subtotal);
  return { ...cart, discount, total: cart.subtotal - discount };
}

/**
 * The server is the only source of prices: carts are priced from the catalogue, the active promo codes, the shipping
 * methods and the tax rates (order-charges.ts holds the arithmetic).
 */
@Injectable()
export class OrderPricingService {
  /** The catalogue hands out one list per snapshot, so its index by id is built once per catalogue change, not per cart. */
  private readonly byId = new WeakMap<readonly Product[], ReadonlyMap<number, Product>>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly promos: PromosService,
    private readonly shipping: ShippingMethodsService,
    private readonly taxRates: TaxRatesService,
  ) {}

  /**
   * Prices a checkout as it will be charged. An unknown or inactive code is a 409 carrying the figures without it; a
   * method no longer offered is a 409 with the figures of the first one offered; with methods on offer, one must be
   * chosen (400).
   */
  async priceCheckout(request: CheckoutPricingRequest): Promise<OrderCharges> {
    const { code, promo, products } = await this.lookUp(request);
    const methods = await this.shipping.listActive();
    const chosen = methods.find((m) => m.id === request.shippingMethodId);
    const rate = await this.rateOf(request.shippingState ?? null);
    const charge = (withPromo: boolean, method: ShippingMethod | undefined) =>
      chargeOrder(
        withSubscriptionDiscount(
          priceCart(request.items, products, withPromo && promo ? promo : null),
          request.subscriptionDiscountPercent,
        ),
        method ? shippingTerms(method) : null,
        rate,
      );
    if (code && !promo) {
      const charges = charge(false, chosen ?? methods[0]);
      throw priceMismatch(
        charges,
        `The promo code ${code} is not valid or has expired; your total without it is $${centsToDecimal(charges.total)}.`,
        'This promo code is not valid or has expired.',
      );
    }
    if (methods.length && !chosen) {
      if (request.shippingMethodId === undefined || request.shippingMethodId === null)
        throw new ValidationProblem(
          'Please choose a shipping method.',
          `shippingMethodId is required: choose one of ${methods.map((m) => `${m.id} (${m.name})`).join(', ')}.`,
        );
      const charges = charge(true, methods[0]);
      throw priceMismatch(
        charges,
        `The shipping method you chose is no longer offered; ${methods[0].name} costs $${centsToDecimal(charges.shipping)} and your total is $${centsToDecimal(charges.total)}.`,
        'The shipping methods have changed.',
      );
    }
    return charge(true, chosen);
  }

  /** The summary's figures: never a 409; an invalid code is left out and said why, the first method is the default. */
  async quote(request: CheckoutPricingRequest): Promise<CheckoutQuote> {
    const { code, promo, products } = await this.lookUp(request);
    const methods = await this.shipping.listActive();
    const chosen = methods.find((m) => m.id === request.shippingMethodId) ?? methods.at(0);
    const state = request.shippingState ?? null;
    const cart = withSubscriptionDiscount(
      priceCart(request.items, products, promo),
      request.subscriptionDiscountPercent,
    );
    const charges = chargeOrder(cart, chosen ? shippingTerms(chosen) : null, await this.rateOf(state));
    return {
      charges,
      methods,
      options: methods.map((method) => ({
        method,
        amount: shippingCharge(shippingTerms(method), cart.subtotal - cart.discount),
      })),
      promoRefusal: code && !promo ? `The promo code ${code} is not valid or has expired.` : null,
      shippingState: state,
    };
  }

  /** The 409 for a code refused when the checkout is committed: the rule's sentence and the figures without the code. */
  async promoRefused(snapshot: CheckoutSnapshot, refusal: PromoRefusal): Promise<PriceMismatch> {
    const charges = await this.priceCheckout({
      items: snapshot.lines,
      promoCode: null,
      shippingState: snapshot.customer.shippingState,
      shippingMethodId: snapshot.shippingMethodId ?? null,
    });
    return priceMismatch(
      charges,
      `The promo code ${snapshot.promoCode ?? ''} cannot be used: ${refusal.message} Your total without it is $${centsToDecimal(charges.total)}.`,
      refusal.message,
    );
  }

  private async lookUp(request: CheckoutPricingRequest) {
    const products = this.index((await this.catalog.list()).products);
    const code = normalizePromoCode(request.promoCode ?? '') || null;
    const found = code ? await this.promos.findActive(code) : undefined;
    const promo = found
      ? { code: found.code, discountType: found.discountType, discountValue: found.discountValue }
      : null;
    return { code, promo, products };
  }

  private async rateOf(state: string | null): Promise<TaxTerms | null> {
    const rate = state ? await this.taxRates.find(state) : null;
    return rate
      ? { state: rate.state, rateMillipercent: rateToMillipercent(rate.rate), shippingTaxable: rate.shippingTaxable }
      : null;
  }

  private index(list: Product[]): ReadonlyMap<number, Product> {
    let products = this.byId.get(list);
    if (!products) {
      products = new Map(list.map((p) => [p.id, p]));
      this.byId.set(list, products);
    }
    return products;
  }
}
