import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizePromoCode } from '@shop/site/rules.js';
import type { Cents } from '../common/money';
import { PromoCode } from './promo-code.entity';
import { PromoCodesRepository } from './promo-codes.repository';
import { countingUses } from './promo-redemptions.service';
import { PromoRefusal, staticRefusal } from './promo-rules';

@Injectable()
export class PromosService {
  constructor(
    private readonly promoCodes: PromoCodesRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The active code matching `code` case-insensitively, or undefined (its terms price a cart). */
  async findActive(code: string): Promise<PromoCode | undefined> {
    const normalized = normalizePromoCode(code);
    const found = normalized ? await this.promoCodes.findByCode(normalized) : null;
    return found?.isActive === 1 ? found : undefined;
  }

  /**
   * What GET /validate answers: the code if it applies now (to this subtotal, when given), else a PromoRefusal.
   * A hint for the shopper only; the binding check is the reservation at POST /order. Per-customer limits are
   * not checked here, since that would tell a stranger whether an address has used a code.
   */
  async check(code: string, subtotal?: Cents, now = new Date()): Promise<PromoCode> {
    const normalized = normalizePromoCode(code);
    const promo = normalized ? await this.promoCodes.findByCode(normalized) : null;
    const refusal = staticRefusal(promo, now, subtotal);
    if (refusal || !promo) throw refusal ?? new PromoRefusal('unknown');
    if (promo.usageLimit !== null) {
      const uses = await countingUses(this.dataSource.manager, promo.id, now).getCount();
      if (uses >= promo.usageLimit) throw new PromoRefusal('used-up');
    }
    return promo;
  }
}
