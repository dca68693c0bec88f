import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PromoCode } from './promo-code.entity';

/** Normalises what a person typed into the stored form of a code. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

@Injectable()
export class PromosService {
  constructor(@InjectRepository(PromoCode) private readonly promoCodes: Repository<PromoCode>) {}

  /** The active code matching `code` case-insensitively, or undefined. */
  async findActive(code: string): Promise<PromoCode | undefined> {
    const normalized = normalizePromoCode(code);
    if (!normalized) return undefined;
    const found = await this.promoCodes.findOne({ where: { code: normalized, isActive: 1 } });
    return found ?? undefined;
  }
}
