import { Injectable } from '@nestjs/common';
import { normalizePromoCode } from '@shop/site/rules.js';
import { centsToDecimal } from '../common/money';
import { CatalogService } from '../catalog/catalog.service';
import type { Product } from '../catalog/product.entity';
import type { PromoRefusal } from '../promos/promo-rules';
import { PromosService } from '../promos/promos.service';
import { PriceMismatch } from '../common/errors/domain-errors';
import { CartLineInput, priceCart, PricedCart } from './cart-pricing';
import { priceMismatch } from './price-check';

/** The server is the only source of prices: carts are priced from the catalogue and the active promo codes. */
@Injectable()
export class OrderPricingService {
  /** The catalogue hands out one list per snapshot, so its index by id is built once per catalogue change, not per cart. */
  private readonly byId = new WeakMap<readonly Product[], ReadonlyMap<number, Product>>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly promos: PromosService,
  ) {}

  /**
   * Prices the cart with the promo code, if any. An unknown or inactive code is a 409 carrying the figures without
   * it, so the browser can drop the code and show the real total.
   */
  async priceCart(lines: CartLineInput[], promoCode: string | null | undefined): Promise<PricedCart> {
    const products = this.index((await this.catalog.list()).products);
    const code = normalizePromoCode(promoCode ?? '') || null;
    const promo = code ? await this.promos.findActive(code) : undefined;
    const cart = priceCart(
      lines,
      products,
      promo ? { code: promo.code, discountType: promo.discountType, discountValue: promo.discountValue } : null,
    );
    if (code && !promo) {
      throw priceMismatch(
        cart,
        `The promo code ${code} is not valid or has expired; your total without it is $${centsToDecimal(cart.total)}.`,
        'This promo code is not valid or has expired.',
      );
    }
    return cart;
  }

  private index(list: Product[]): ReadonlyMap<number, Product> {
    let products = this.byId.get(list);
    if (!products) {
      products = new Map(list.map((p) => [p.id, p]));
      this.byId.set(list, products);
    }
    return products;
  }

  /** The 409 for a code refused when the checkout is committed: the rule's sentence and the figures without the code. */
  async promoRefused(lines: CartLineInput[], code: string, refusal: PromoRefusal): Promise<PriceMismatch> {
    const cart = await this.priceCart(lines, null);
    return priceMismatch(
      cart,
      `The promo code ${code} cannot be used: ${refusal.message} Your total without it is $${centsToDecimal(cart.total)}.`,
      refusal.message,
    );
  }
}
