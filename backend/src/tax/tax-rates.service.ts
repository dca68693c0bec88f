import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFound, ValidationProblem } from '../common/errors/domain-errors';
import { usState } from '../common/site';
import type { SaveTaxRateDto, TaxRateDto } from './dto/tax-rate.dto';
import { TaxRate } from './tax-rate.entity';

function toDto(rate: TaxRate): TaxRateDto {
  return {
    state: rate.state,
    stateName: usState(rate.state)?.name ?? rate.state,
    rate: rate.rate,
    shippingTaxable: rate.shippingTaxable,
    updatedAt: rate.updatedAt,
  };
}

function knownState(code: string): string {
  const state = usState(code.toUpperCase());
  if (!state)
    throw new ValidationProblem(
      'Unknown state.',
      `state must be the code of a US state or DC, such as IN (got "${code.slice(0, 20)}").`,
    );
  return state.code;
}

/** Sales tax rates by destination state, which staff manage; a state without a rate owes no tax. */
@Injectable()
export class TaxRatesService {
  constructor(@InjectRepository(TaxRate) private readonly rates: Repository<TaxRate>) {}

  async list(): Promise<TaxRateDto[]> {
    return (await this.rates.find({ order: { state: 'ASC' } })).map(toDto);
  }

  /** The rate of a destination state, or null (no tax). */
  find(state: string): Promise<TaxRate | null> {
    return this.rates.findOneBy({ state });
  }

  async save(code: string, dto: SaveTaxRateDto): Promise<TaxRateDto> {
    const state = knownState(code);
    const [whole, fraction = ''] = dto.rate.split('.');
    const rate = `${Number(whole)}.${fraction.padEnd(3, '0')}`;
    const existing = await this.rates.findOneBy({ state });
    const row = this.rates.create({
      state,
      rate,
      shippingTaxable: dto.shippingTaxable ?? existing?.shippingTaxable ?? false,
    });
    return toDto(await this.rates.save(row));
  }

  async remove(code: string): Promise<void> {
    const state = knownState(code);
    const result = await this.rates.delete({ state });
    if (!result.affected) throw new NotFound('No rate for that state.', `${state} has no tax rate.`);
  }
}
