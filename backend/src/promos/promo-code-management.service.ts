import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { centsToDecimal, toCents } from '../common/money';
import { Conflict, NotFound, ValidationProblem } from '../common/errors/domain-errors';
import { CreatePromoCodeDto } from './dto/create-promo-code.dto';
import type { PromoCodeDto } from './dto/promo-code.dto';
import type { PromoRulesDto } from './dto/promo-rules.dto';
import type { UpdatePromoCodeDto } from './dto/update-promo-code.dto';
import { DiscountType, PromoCode } from './promo-code.entity';
import { PromoCodesRepository } from './promo-codes.repository';
import { PromoRedemptionsService } from './promo-redemptions.service';

const ONE_HUNDRED_PERCENT = 10_000; // in hundredths of a percent, as toCents reads "100"

/** What another module asks for when it hands out a personal code (e.g. the newsletter's welcome code). */
export interface SingleUseCodeRequest {
  discountType: DiscountType;
  /** Percent (0-100) or dollars, e.g. "15". */
  discountValue: string;
  /** Prefix of the generated code, e.g. "WELCOME" gives "WELCOME-7KQ2M9XD". */
  prefix?: string;
  endsAt?: Date | null;
  minimumSubtotal?: string | null;
}

type RuleColumns = Pick<PromoCode, 'startsAt' | 'endsAt' | 'minimumSubtotal' | 'usageLimit' | 'usageLimitPerCustomer'>;

function checkDiscount(discountType: DiscountType, value: string): string {
  const cents = toCents(value);
  if (discountType === 'percentage' && cents > ONE_HUNDRED_PERCENT)
    throw new ValidationProblem('A percentage discount must be between 0 and 100.');
  return centsToDecimal(cents);
}

/** Only the fields present in the body; null clears a rule. */
function ruleColumns(input: PromoRulesDto): Partial<RuleColumns> {
  const columns: Partial<RuleColumns> = {};
  if (input.startsAt !== undefined) columns.startsAt = input.startsAt === null ? null : new Date(input.startsAt);
  if (input.endsAt !== undefined) columns.endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (input.minimumSubtotal !== undefined)
    columns.minimumSubtotal = input.minimumSubtotal === null ? null : centsToDecimal(toCents(input.minimumSubtotal));
  if (input.usageLimit !== undefined) columns.usageLimit = input.usageLimit;
  if (input.usageLimitPerCustomer !== undefined) columns.usageLimitPerCustomer = input.usageLimitPerCustomer;
  return columns;
}

function checkWindow(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw new ValidationProblem('The end of the validity window must be after its start.');
}

/** 8 characters without 0/O and 1/I, which people mix up when typing a code from an e-mail. */
function randomSuffix(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The back office's promo code list: create, list, edit, switch on and off. */
@Injectable()
export class PromoCodeManagementService {
  constructor(
    private readonly promoCodes: PromoCodesRepository,
    private readonly redemptions: PromoRedemptionsService,
  ) {}

  /** Newest first, each with how many orders used it. */
  async list(): Promise<PromoCodeDto[]> {
    const codes = await this.promoCodes.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    const counts = await this.redemptions.redeemedCounts(codes.map((c) => c.id));
    return codes.map((c) => ({ ...c, redemptionCount: counts.get(c.id) ?? 0 }));
  }

  async create(input: CreatePromoCodeDto): Promise<PromoCodeDto> {
    const discountType = input.discountType ?? 'percentage';
    const discountValue = checkDiscount(discountType, input.discountValue);
    const rules = ruleColumns(input);
    checkWindow(rules.startsAt ?? null, rules.endsAt ?? null);
    try {
      const saved = await this.promoCodes.save(
        this.promoCodes.create({
          code: input.code,
          discountType,
          discountValue,
          isActive: input.isActive ?? 1,
          ...rules,
        }),
      );
      return { ...(await this.promoCodes.findOneByOrFail({ id: saved.id })), redemptionCount: 0 };
    } catch (error) {
      // The unique index decides, so two simultaneous creations of one code still make one row.
      if (isUniqueViolation(error))
        throw new Conflict(
          `The promo code ${input.code} already exists.`,
          `The promo code ${input.code} already exists. Choose another code or activate the existing one.`,
        );
      throw error;
    }
  }

  /** PATCH: the discount, the flag and the rules; the code's text stays (it may be printed or mailed already). */
  async update(id: number, input: UpdatePromoCodeDto): Promise<PromoCodeDto> {
    const current = await this.promoCodes.findOneBy({ id });
    if (!current) throw new NotFound('Promo code not found', `No promo code has the id ${id}.`);
    const discountType = input.discountType ?? current.discountType;
    const changes: Partial<PromoCode> = { ...ruleColumns(input), discountType };
    if (input.discountValue !== undefined || input.discountType !== undefined)
      changes.discountValue = checkDiscount(discountType, input.discountValue ?? current.discountValue);
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    checkWindow(
      changes.startsAt === undefined ? current.startsAt : changes.startsAt,
      changes.endsAt === undefined ? current.endsAt : changes.endsAt,
    );
    await this.promoCodes.update({ id }, changes);
    return this.withCount(id);
  }

  /** Flips active/inactive in one UPDATE, so two quick clicks cannot both read the same state. */
  async toggle(id: number): Promise<PromoCodeDto> {
    const result = await this.promoCodes
      .createQueryBuilder()
      .update()
      .set({ isActive: () => '1 - isActive' })
      .where('id = :id', { id })
      .execute();
    if (!result.affected) throw new NotFound('Promo code not found', `No promo code has the id ${id}.`);
    return this.withCount(id);
  }

  /**
   * A personal code that one order can use (usageLimit 1), written with the caller's manager so it commits or rolls
   * back with the caller's transaction (the newsletter creates each subscriber's welcome code this way).
   */
  async createSingleUseCode(manager: EntityManager, request: SingleUseCodeRequest): Promise<PromoCode> {
    const discountValue = checkDiscount(request.discountType, request.discountValue);
    const code = `${(request.prefix ?? 'ONCE').toUpperCase().slice(0, 40)}-${randomSuffix()}`;
    const row = manager.create(PromoCode, {
      code,
      discountType: request.discountType,
      discountValue,
      isActive: 1,
      endsAt: request.endsAt ?? null,
      minimumSubtotal: request.minimumSubtotal ?? null,
      usageLimit: 1,
      usageLimitPerCustomer: null,
    });
    return manager.save(row);
  }

  private async withCount(id: number): Promise<PromoCodeDto> {
    const code = await this.promoCodes.findOneByOrFail({ id });
    return { ...code, redemptionCount: (await this.redemptions.redeemedCounts([id])).get(id) ?? 0 };
  }
}
