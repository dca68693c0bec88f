import { ApiProperty } from '@nestjs/swagger';

export class StatsRangeDto {
  @ApiProperty({ example: '2025-10-01' }) from: string;
  @ApiProperty({ example: '2025-10-30', description: 'Included' }) to: string;
  @ApiProperty({ example: 30 }) days: number;
}

/** The figure cards of one period. Cancelled orders are left out of every amount and count here. */
export class SalesFiguresDto {
  @ApiProperty({
    example: '1234.50',
    description:
      'Sum of order totals (goods after discounts, plus shipping and sales tax), less their completed refunds',
  })
  revenue: string;
  @ApiProperty({ example: '34.00', description: "Completed refunds of the period's orders" }) refunds: string;
  @ApiProperty({ example: 42 }) orders: number;
  @ApiProperty({
    example: '29.39',
    description: 'Revenue / orders, rounded half up to the cent; "0.00" without orders',
  })
  averageOrderValue: string;
  @ApiProperty({ example: '61.20', description: 'Sum of discounts given by promo codes' }) discounts: string;
  @ApiProperty({ example: '47.70', description: 'Shipping charged (included in revenue)' }) shipping: string;
  @ApiProperty({
    example: '58.31',
    description: 'Sales tax charged (included in revenue; owed to the states, see the tax report)',
  })
  taxCollected: string;
  @ApiProperty({ example: 7, description: 'Newsletter sign-ups in the period' }) newSubscribers: number;
}

export class PeriodFiguresDto {
  @ApiProperty({ type: SalesFiguresDto }) current: SalesFiguresDto;
  @ApiProperty({ type: SalesFiguresDto, description: 'The same number of days just before `from`' })
  previous: SalesFiguresDto;
}

export class DailySalesDto {
  @ApiProperty({ example: '2025-10-20', description: 'Calendar day in the shop time zone' }) date: string;
  @ApiProperty({
    example: '182.00',
    description: "The day's order totals (goods after discounts, plus shipping and sales tax), before refunds",
  })
  revenue: string;
  @ApiProperty({ example: 5 }) orders: number;
}

export class StatusCountDto {
  @ApiProperty({
    example: 'shipped',
    description: 'The five statuses always come first, in their order; unknown raw values follow',
  })
  status: string;
  @ApiProperty({ example: 12, description: 'Orders placed in the range now in this status (cancelled included)' })
  orders: number;
}

export class ProductSalesDto {
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ nullable: true, type: String, example: '42' }) scent: string | null;
  @ApiProperty({ example: 31 }) units: number;
  @ApiProperty({
    example: '558.00',
    description: 'Sum of unit price x quantity of its lines (before order discounts, without shipping and tax)',
  })
  revenue: string;
}

export class ScentSalesDto {
  @ApiProperty({ nullable: true, type: String, example: '42', description: 'Null for lines without a scent' }) scent:
    string | null;
  @ApiProperty({ example: 54 }) units: number;
  @ApiProperty({
    example: '940.00',
    description: 'Unit price x quantity of its lines (before discounts, without shipping and tax)',
  })
  revenue: string;
}

export class PromoCodeSalesDto {
  @ApiProperty({ example: 'WELCOME15' }) code: string;
  @ApiProperty({ example: 9 }) orders: number;
  @ApiProperty({ example: '48.60' }) discount: string;
}

/** Right now, whatever the range; null when MAIL_DISABLED (no outbox to watch). */
export class OutboxFiguresDto {
  @ApiProperty({ example: 3 }) queued: number;
  @ApiProperty({ example: 0 }) failed: number;
}

/** Refill subscriptions right now, whatever the range. */
export class SubscriptionFiguresDto {
  @ApiProperty({ example: 12 }) active: number;
  @ApiProperty({ example: 4, description: "Active subscriptions' renewals due before the shop's month ends" })
  renewalsDueThisMonth: number;
  @ApiProperty({ example: '265.16', description: "What those renewals charge at today's prices, shipping and tax" })
  expectedRevenue: string;
}

export class SalesStatsDto {
  @ApiProperty({
    example: 'America/Indiana/Indianapolis',
    description: 'SHOP_TIME_ZONE: the zone the days are counted in',
  })
  timeZone: string;
  @ApiProperty({ type: StatsRangeDto }) range: StatsRangeDto;
  @ApiProperty({ type: StatsRangeDto }) previousRange: StatsRangeDto;
  @ApiProperty({ type: PeriodFiguresDto }) figures: PeriodFiguresDto;
  @ApiProperty({ type: [DailySalesDto], description: 'Every day of the range, zero on days without orders' })
  daily: DailySalesDto[];
  @ApiProperty({ type: [StatusCountDto] }) statuses: StatusCountDto[];
  @ApiProperty({ type: [ProductSalesDto], description: 'At most 10, by revenue' })
  topProductsByRevenue: ProductSalesDto[];
  @ApiProperty({ type: [ProductSalesDto], description: 'At most 10, by units sold' })
  topProductsByUnits: ProductSalesDto[];
  @ApiProperty({ type: [ScentSalesDto], description: 'Every scent sold in the range, by revenue' })
  scents: ScentSalesDto[];
  @ApiProperty({ type: [PromoCodeSalesDto], description: 'At most 20 codes, by orders' })
  promoCodes: PromoCodeSalesDto[];
  @ApiProperty({
    type: OutboxFiguresDto,
    nullable: true,
    description: 'E-mail outbox right now: waiting and failed messages; null when mail is disabled',
  })
  outbox: OutboxFiguresDto | null;
  @ApiProperty({ type: SubscriptionFiguresDto }) subscriptions: SubscriptionFiguresDto;
}
