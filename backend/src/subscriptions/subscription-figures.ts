import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { centsToDecimal } from '../common/money';
import { localDay, startOfLocalDay } from '../common/shop-time-zone';
import { OrderPricingService } from '../orders/order-pricing.service';
import { quoteRenewal } from './renewal-quote';
import { Subscription } from './subscription.entity';

export interface SubscriptionFigures {
  active: number;
  renewalsDueThisMonth: number;
  expectedRevenue: string;
}

/**
 * The dashboard's subscription figures, right now: active subscriptions, the renewals due before the shop's calendar
 * month ends (those waiting for a retry or stock included), and what they will charge at today's prices with shipping
 * and tax (a renewal that can no longer be priced adds nothing).
 */
@Injectable()
export class SubscriptionFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: OrderPricingService,
  ) {}

  async figures(now: number, timeZone: string): Promise<SubscriptionFigures> {
    const [year, month] = localDay(now, timeZone).split('-').map(Number);
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const monthEnd = new Date(startOfLocalDay(nextMonth, timeZone));
    const repository = this.dataSource.getRepository(Subscription);
    const active = await repository.countBy({ status: 'active' });
    const due = await repository
      .createQueryBuilder('s')
      .where('s.status = :status AND s.nextRenewalAt < :monthEnd', { status: 'active', monthEnd })
      .getMany();
    let cents = 0;
    for (const subscription of due) {
      cents += (await quoteRenewal(this.pricing, subscription))?.total ?? 0;
    }
    return { active, renewalsDueThisMonth: due.length, expectedRevenue: centsToDecimal(cents) };
  }
}
