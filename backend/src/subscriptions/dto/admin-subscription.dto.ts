import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../common/pagination';
import { RENEWAL_STATUSES } from '../subscription-renewal.entity';
import { SUBSCRIPTION_EVENT_ACTORS, SUBSCRIPTION_EVENT_KINDS } from '../subscription-event.entity';
import { SUBSCRIPTION_STATUSES } from '../subscription.entity';
import { SubscriptionLineDto } from './subscription-view.dto';

/** `?q=&status=&page=&pageSize=`: the back office's list, soonest renewal first. */
export class AdminSubscriptionQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'ada@example.com', description: 'A subscription id, or part of the e-mail address' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  q?: string;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES, example: 'active' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, { message: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
  status?: string;
}

/** One row of the list. */
export class AdminSubscriptionSummaryDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ example: 'ada@example.com' }) customerEmail: string;
  @ApiProperty({ example: 'Ada Lovelace' }) customerName: string;
  @ApiProperty({ enum: [1, 2, 3], example: 2 }) frequencyMonths: number;
  @ApiProperty({ type: String, format: 'date-time' }) nextRenewalAt: Date;
  @ApiProperty({ example: 'Hand Soap No. 42 (Refill Box) × 1', description: 'The lines in words' }) summary: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class AdminSubscriptionPageDto {
  @ApiProperty({ type: [AdminSubscriptionSummaryDto] }) items: AdminSubscriptionSummaryDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 50 }) pageSize: number;
  @ApiProperty({ example: 3 }) total: number;
}

export class SubscriptionAddressDto {
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: '+1 317 555 0100' }) phone: string | null;
  @ApiProperty({ example: ['12 Main St', 'Indianapolis, IN 46204'], description: 'The shipping address, line by line' })
  lines: string[];
}

/** A renewal with its order (once charged) and why it did not charge (when it did not). */
export class AdminRenewalDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ type: String, format: 'date-time' }) dueAt: Date;
  @ApiProperty({ enum: RENEWAL_STATUSES, example: 'completed' }) status: string;
  @ApiProperty({ example: 1, description: 'Charge attempts begun' }) attempts: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'Next attempt, or the claim lapse while charging' })
  nextAttemptAt: Date;
  @ApiProperty({ type: Number, nullable: true, example: 12 }) orderId: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 1012 }) orderNumber: number | null;
  @ApiProperty({ type: String, nullable: true, example: '66.29' }) orderTotal: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'INSTRUMENT_DECLINED', description: 'The last failure' })
  lastError: string | null;
}

export class AdminSubscriptionEventDto {
  @ApiProperty({ example: 4 }) id: number;
  @ApiProperty({ enum: SUBSCRIPTION_EVENT_KINDS, example: 'skipped' }) kind: string;
  @ApiProperty({ enum: SUBSCRIPTION_EVENT_ACTORS, example: 'staff' }) actor: string;
  @ApiProperty({ type: String, nullable: true, example: '2027-01-01 skipped; next 2027-02-01' }) detail: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** A subscription for staff: terms, lines, address, renewals (newest first) and the history of changes (newest first). */
export class AdminSubscriptionDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ enum: [1, 2, 3], example: 2 }) frequencyMonths: number;
  @ApiProperty({ type: String, format: 'date-time' }) nextRenewalAt: Date;
  @ApiProperty({ example: '10.00' }) discountPercent: string;
  @ApiProperty({ example: 'paypal' }) provider: string;
  @ApiProperty({ example: 11, description: 'The order of the first payment' }) firstOrderId: number;
  @ApiProperty({ type: [SubscriptionLineDto] }) lines: SubscriptionLineDto[];
  @ApiProperty({ type: SubscriptionAddressDto }) address: SubscriptionAddressDto;
  @ApiProperty({ type: [AdminRenewalDto] }) renewals: AdminRenewalDto[];
  @ApiProperty({ type: [AdminSubscriptionEventDto] }) events: AdminSubscriptionEventDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class SubscribableItemDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'subscribableItems[].productId must be a whole number' })
  @Min(1, { message: 'subscribableItems[].productId must be a whole number' })
  productId: number;

  @ApiProperty({ example: 'Refill Box' })
  @IsString({ message: 'subscribableItems[].size must be text' })
  @MaxLength(50, { message: 'subscribableItems[].size must be at most 50 characters' })
  size: string;
}

/** The shop's subscription terms and what may be subscribed to. */
export class SubscriptionSettingsDto {
  @ApiProperty({ example: '10.00', description: "The saving of 'Subscribe & save N %', percent, 0.01 to 50.00" })
  discountPercent: string;
  @ApiProperty({ enum: [1, 2, 3], example: 2, description: 'The frequency offered first' })
  defaultFrequencyMonths: number;
  @ApiProperty({
    example: 3,
    minimum: 0,
    maximum: 14,
    description: 'Days before each renewal the reminder goes out; 0: none',
  })
  reminderDays: number;
  @ApiProperty({ type: [SubscribableItemDto], description: 'The product sizes offered by subscription' })
  subscribableItems: SubscribableItemDto[];
}

/** PUT body: every field optional; those sent replace what is stored (the item list as a whole). */
export class UpdateSubscriptionSettingsDto {
  @ApiPropertyOptional({ example: '12.50' })
  @IsOptional()
  @IsString({ message: 'discountPercent must be a percent such as "10.00"' })
  @Matches(/^\d{1,2}(\.\d{1,2})?$/, { message: 'discountPercent must be a percent such as "10.00"' })
  discountPercent?: string;

  @ApiPropertyOptional({ enum: [1, 2, 3], example: 2 })
  @IsOptional()
  @IsInt({ message: 'defaultFrequencyMonths must be 1, 2 or 3' })
  @IsIn([1, 2, 3], { message: 'defaultFrequencyMonths must be 1, 2 or 3' })
  defaultFrequencyMonths?: number;

  @ApiPropertyOptional({ example: 3, minimum: 0, maximum: 14 })
  @IsOptional()
  @IsInt({ message: 'reminderDays must be a whole number from 0 to 14' })
  @Min(0, { message: 'reminderDays must be a whole number from 0 to 14' })
  @Max(14, { message: 'reminderDays must be a whole number from 0 to 14' })
  reminderDays?: number;

  @ApiPropertyOptional({ type: [SubscribableItemDto] })
  @IsOptional()
  @IsArray({ message: 'subscribableItems must be a list' })
  @ArrayMaxSize(500, { message: 'subscribableItems must list at most 500 sizes' })
  @ValidateNested({ each: true })
  @Type(() => SubscribableItemDto)
  subscribableItems?: SubscribableItemDto[];
}
