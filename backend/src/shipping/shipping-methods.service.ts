import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { centsToDecimal, toCents } from '../common/money';
import { NotFound, ValidationProblem } from '../common/errors/domain-errors';
import { SHOP_POLICIES } from '../common/site';
import type { CreateShippingMethodDto, UpdateShippingMethodDto } from './dto/save-shipping-method.dto';
import type { FreeShippingDto, ShippingMethodDto, ShippingPolicyDto } from './dto/shipping-method.dto';
import { ShippingMethod } from './shipping-method.entity';

const money = (value: string) => centsToDecimal(toCents(value));

export function toShippingMethodDto(method: ShippingMethod): ShippingMethodDto {
  return {
    id: method.id,
    name: method.name,
    price: method.price,
    freeFrom: method.freeFrom,
    estimateDaysMin: method.estimateDaysMin,
    estimateDaysMax: method.estimateDaysMax,
    taxable: method.taxable,
    position: method.position,
    isActive: method.isActive,
  };
}

/**
 * The free-shipping promise of a set of active methods: the lowest free-from amount, measured on the subtotal after
 * the promo discount (docs/shipping-and-tax.md).
 */
export function freeShippingOf(methods: readonly ShippingMethod[]): FreeShippingDto | null {
  const free = methods
    .filter((m) => m.isActive && m.freeFrom !== null)
    .sort((a, b) => toCents(a.freeFrom ?? '0') - toCents(b.freeFrom ?? '0'))[0];
  if (!free?.freeFrom) return null;
  return {
    threshold: free.freeFrom,
    methodName: free.name,
    statement: `Free ${free.name} shipping on orders of $${free.freeFrom} or more, after discounts.`,
  };
}

function checkEstimate(min: number, max: number): void {
  if (max < min)
    throw new ValidationProblem(
      'The delivery estimate ends before it starts.',
      `estimateDaysMax (${max}) must be at least estimateDaysMin (${min}).`,
    );
}

/** The shipping methods staff manage, and what the checkout and the policy page read of them. */
@Injectable()
export class ShippingMethodsService {
  constructor(@InjectRepository(ShippingMethod) private readonly methods: Repository<ShippingMethod>) {}

  /** Every method, active or not, in the checkout's order. */
  listAll(): Promise<ShippingMethod[]> {
    return this.methods.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** The methods a shopper can choose, in order. */
  listActive(): Promise<ShippingMethod[]> {
    return this.methods.find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  async policy(): Promise<ShippingPolicyDto> {
    const methods = await this.listActive();
    return {
      methods: methods.map(toShippingMethodDto),
      freeShipping: freeShippingOf(methods),
      returns: SHOP_POLICIES.returns,
      shipsFrom: SHOP_POLICIES.shipsFrom.name,
    };
  }

  async create(dto: CreateShippingMethodDto): Promise<ShippingMethodDto> {
    checkEstimate(dto.estimateDaysMin, dto.estimateDaysMax);
    const last = await this.methods.find({ order: { position: 'DESC' }, take: 1 });
    const saved = await this.methods.save(
      this.methods.create({
        name: dto.name,
        price: money(dto.price),
        freeFrom: dto.freeFrom == null ? null : money(dto.freeFrom),
        estimateDaysMin: dto.estimateDaysMin,
        estimateDaysMax: dto.estimateDaysMax,
        taxable: dto.taxable ?? true,
        isActive: dto.isActive ?? true,
        position: last.length ? last[0].position + 1 : 0,
      }),
    );
    return toShippingMethodDto(saved);
  }

  async update(id: number, dto: UpdateShippingMethodDto): Promise<ShippingMethodDto> {
    const method = await this.findOrFail(id);
    if (dto.name !== undefined) method.name = dto.name;
    if (dto.price !== undefined) method.price = money(dto.price);
    if (dto.freeFrom !== undefined) method.freeFrom = dto.freeFrom === null ? null : money(dto.freeFrom);
    if (dto.estimateDaysMin !== undefined) method.estimateDaysMin = dto.estimateDaysMin;
    if (dto.estimateDaysMax !== undefined) method.estimateDaysMax = dto.estimateDaysMax;
    if (dto.taxable !== undefined) method.taxable = dto.taxable;
    if (dto.isActive !== undefined) method.isActive = dto.isActive;
    checkEstimate(method.estimateDaysMin, method.estimateDaysMax);
    return toShippingMethodDto(await this.methods.save(method));
  }

  /** Sets the order of the list: `ids` must name every method exactly once. */
  async reorder(ids: readonly number[]): Promise<ShippingMethodDto[]> {
    const all = await this.listAll();
    const known = new Set(all.map((m) => m.id));
    if (ids.length !== all.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw new ValidationProblem(
        'The new order must list every shipping method once.',
        `ids must list every shipping method id once (${[...known].join(', ')}).`,
      );
    await this.methods.manager.transaction(async (manager) => {
      for (const [position, id] of ids.entries()) await manager.update(ShippingMethod, { id }, { position });
    });
    return (await this.listAll()).map(toShippingMethodDto);
  }

  async remove(id: number): Promise<void> {
    await this.findOrFail(id);
    await this.methods.delete({ id });
  }

  private async findOrFail(id: number): Promise<ShippingMethod> {
    const method = await this.methods.findOneBy({ id });
    if (!method) throw new NotFound('Shipping method not found.', `No shipping method has id ${id}.`);
    return method;
  }
}
