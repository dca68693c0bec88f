import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, NotEquals, ValidateIf } from 'class-validator';
import { TrimToNull } from '../../common/transforms';
import { INVENTORY_REASONS, type InventoryReason } from './inventory-event.entity';

/** The most units one size may count (well inside the int column): levels, and what an adjustment leaves. */
export const MAX_UNITS = 1_000_000;
/** The reasons staff may give; 'returned' is written by a refund's restock. */
export const STAFF_REASONS = INVENTORY_REASONS.filter((reason) => reason !== 'returned');

/** One size's stock as staff set it in the product form. */
export class InventoryLevelInputDto {
  @ApiProperty({ example: '16 oz', description: "One of the product's sizes ('' for a product without sizes)" })
  @MaxLength(60, { message: 'inventory size must be at most 60 characters' })
  @IsString({ message: 'inventory size must be text' })
  size: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description: 'Units to sell; null stops tracking the size (it sells without limit)',
  })
  @ValidateIf((_, value) => value !== null)
  @Max(MAX_UNITS, { message: `inventory quantity must be at most ${MAX_UNITS}` })
  @Min(0, { message: 'inventory quantity must be 0 or more' })
  @IsInt({ message: 'inventory quantity must be a whole number or null' })
  quantity: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    example: 3,
    description: "At or below this the storefront says 'Only N left'; null: no warning",
  })
  @IsOptional()
  @Max(MAX_UNITS, { message: `inventory lowStockThreshold must be at most ${MAX_UNITS}` })
  @Min(0, { message: 'inventory lowStockThreshold must be 0 or more' })
  @IsInt({ message: 'inventory lowStockThreshold must be a whole number or null' })
  lowStockThreshold?: number | null;
}

/** One size's stock as staff see it. */
export class InventoryLevelDto {
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 12,
    description: 'Units to sell (checkouts still paying hold theirs apart); null: not tracked',
  })
  quantity: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 3 }) lowStockThreshold: number | null;
}

/** Body of POST /api/admin/products/{id}/inventory-adjustments. */
export class InventoryAdjustmentDto {
  @ApiProperty({ example: '16 oz' })
  @MaxLength(60, { message: 'size must be at most 60 characters' })
  @IsString({ message: 'size must be text' })
  size: string;

  @ApiProperty({
    example: 12,
    description: 'Units added (positive) or taken away (negative); never below 0 in the end',
  })
  @NotEquals(0, { message: 'delta must not be 0' })
  @Max(MAX_UNITS, { message: `delta must be at most ${MAX_UNITS}` })
  @Min(-MAX_UNITS, { message: `delta must be at least -${MAX_UNITS}` })
  @IsInt({ message: 'delta must be a whole number' })
  delta: number;

  @ApiProperty({ enum: STAFF_REASONS, example: 'received' })
  @IsIn(STAFF_REASONS, { message: `reason must be one of ${STAFF_REASONS.join(', ')}` })
  reason: Exclude<InventoryReason, 'returned'>;

  @ApiProperty({ type: String, nullable: true, required: false, example: 'Batch 14 from the workshop' })
  @TrimToNull()
  @IsOptional()
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  @IsString({ message: 'note must be text' })
  note?: string | null;
}

/** One inventory event as staff see it. */
export class InventoryEventDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 7 }) productId: number;
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({ enum: INVENTORY_REASONS, example: 'received' }) reason: InventoryReason;
  @ApiProperty({ example: 12 }) delta: number;
  @ApiProperty({ example: 14 }) quantityAfter: number;
  @ApiProperty({ type: String, nullable: true, example: 'Batch 14 from the workshop' }) note: string | null;
  @ApiProperty({ type: Number, nullable: true, example: null }) orderId: number | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** A size at or below its threshold (or sold out), for the dashboard. */
export class LowStockSizeDto {
  @ApiProperty({ example: 7 }) productId: number;
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ type: Number, nullable: true, example: 3 }) lowStockThreshold: number | null;
}
