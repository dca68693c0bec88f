import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { formatMoney, parseMoney } from '../common/money';
import { ShopError } from '../common/shop-error';
import { CreatePromoCodeDto } from './dto/create-promo-code.dto';
import { PromoCode } from './promo-code.entity';

const ONE_HUNDRED_PERCENT = 10_000; // in hundredths of a percent, as parseMoney reads "100"

/** The back office's promo code list: create, list, switch on and off. */
@Injectable()
export class PromoCodeManagementService {
  constructor(@InjectRepository(PromoCode) private readonly promoCodes: Repository<PromoCode>) {}

  /** Newest first. */
  list(): Promise<PromoCode[]> {
    return this.promoCodes.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async create(input: CreatePromoCodeDto): Promise<PromoCode> {
    const discountType = input.discountType ?? 'percentage';
    const value = parseMoney(input.discountValue);
    if (discountType === 'percentage' && value > ONE_HUNDRED_PERCENT) {
      throw new ShopError(400, 'A percentage discount must be between 0 and 100.');
    }
    try {
      return await this.promoCodes.save(
        this.promoCodes.create({ code: input.code, discountType, discountValue: formatMoney(value), isActive: input.isActive ?? 1 }),
      );
    } catch (error) {
      // The unique index decides, so two simultaneous creations of one code still make one row.
      if (isUniqueViolation(error)) throw new ShopError(409, `The promo code ${input.code} already exists.`, `The promo code ${input.code} already exists. Choose another code or activate the existing one.`);
      throw error;
    }
  }

  /** Flips active/inactive in one UPDATE, so two quick clicks cannot both read the same state. */
  async toggle(id: number): Promise<PromoCode> {
    const result = await this.promoCodes.createQueryBuilder().update().set({ isActive: () => '1 - isActive' }).where('id = :id', { id }).execute();
    if (!result.affected) throw new ShopError(404, 'Promo code not found', `No promo code has the id ${id}.`);
    return this.promoCodes.findOneByOrFail({ id });
  }
}
