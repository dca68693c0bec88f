import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ProductDto, toProductDto } from '../dto/product.dto';
import type { Product } from '../product.entity';
import { InventoryLevelDto } from './inventory.dto';
import { stockKey } from './size-availability';

/** A product as staff see it: the storefront's fields plus each size's stock level. */
export class AdminProductDto extends ProductDto {
  @ApiProperty({ type: [InventoryLevelDto], description: 'Each size of the product; quantity null: not tracked' })
  inventory: InventoryLevelDto[];
}

export function toAdminProductDto(product: Product, inventory: InventoryLevelDto[]): AdminProductDto {
  const levels = new Map(
    inventory.map((level) => [
      stockKey(product.id, level.size),
      { id: 0, productId: product.id, updatedAt: product.updatedAt, ...level },
    ]),
  );
  return { ...toProductDto(product, levels), inventory };
}

export const STOCK_FILTERS = ['low', 'sold_out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Query of GET /api/admin/products. */
export class AdminProductQueryDto {
  @ApiProperty({
    enum: STOCK_FILTERS,
    required: false,
    description: 'low: a size at or below its threshold (sold out included); sold_out: a size at 0',
  })
  @IsOptional()
  @IsIn(STOCK_FILTERS, { message: `stock must be one of ${STOCK_FILTERS.join(', ')}` })
  stock?: StockFilter;
}

/** Whether a product has a size matching the list's stock filter. */
export function matchesStockFilter(inventory: readonly InventoryLevelDto[], filter: StockFilter | undefined): boolean {
  if (!filter) return true;
  return inventory.some(
    (level) =>
      level.quantity !== null &&
      (filter === 'sold_out' ? level.quantity <= 0 : level.quantity <= (level.lowStockThreshold ?? 0)),
  );
}
