import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { OrderRefund } from '../refunds/order-refund.entity';
import type { OffsetSegment } from '../common/shop-time-zone';

/** A UTC window [start, end). */
export interface Window {
  start: Date;
  end: Date;
}

export interface PeriodTotals {
  orders: number;
  /** Order totals: goods after discount, plus shipping and tax. */
  revenueCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
}

export interface DayStatusTotals extends PeriodTotals {
  day: string;
  status: string;
}

export interface LineTotals {
  productName: string;
  scent: string | null;
  units: number;
  revenueCents: number;
}

type Raw = Record<string, string | number | null>;

/** COUNT/SUM come back as numbers (SQLite) or decimal strings (mysql2); sums of cents are whole either way. */
function whole(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Math.round(Number(value));
}

/** Money summed as integer cents in SQL, so neither database adds floating-point amounts. */
const cents = (column: string) => `COALESCE(SUM(ROUND(${column} * 100)), 0)`;

/**
 * The dashboard's aggregations: every figure is a GROUP BY in the database over the range's orders, found through
 * the covering index IDX_orders_stats (createdAt first); no order is loaded into the process.
 * Read-only reporting over the orders and newsletter tables, which their own modules write.
 */
@Injectable()
export class SalesStatsQueries {
  constructor(private readonly dataSource: DataSource) {}

  private orders(window: Window, { withCancelled = false } = {}): SelectQueryBuilder<Order> {
    const query = this.dataSource
      .createQueryBuilder(Order, 'o')
      .where('o.createdAt >= :start AND o.createdAt < :end', { start: window.start, end: window.end });
    return withCancelled ? query : query.andWhere("o.orderStatus <> 'cancelled'");
  }

  async totals(window: Window): Promise<PeriodTotals> {
    const raw = await this.orders(window)
      .select('COUNT(*)', 'orders')
      .addSelect(cents('o.total'), 'revenue')
      .addSelect(cents('COALESCE(o.discountAmount, 0)'), 'discount')
      .addSelect(cents('o.shippingAmount'), 'shipping')
      .addSelect(cents('o.taxAmount'), 'tax')
      .getRawOne<Raw>();
    if (!raw) throw new Error('An aggregate query without GROUP BY returns one row');
    return {
      orders: whole(raw.orders),
      revenueCents: whole(raw.revenue),
      discountCents: whole(raw.discount),
      shippingCents: whole(raw.shipping),
      taxCents: whole(raw.tax),
    };
  }

  /**
   * Completed refunds of the range's orders (by when the order was placed, like its revenue), cancelled orders left
   * out as their revenue is: the dashboard's revenue is net of these.
   */
  async refundCents(window: Window): Promise<number> {
    const raw = await this.dataSource
      .createQueryBuilder(OrderRefund, 'r')
      .innerJoin(Order, 'o', 'o.id = r.orderId')
      .where('o.createdAt >= :start AND o.createdAt < :end', { start: window.start, end: window.end })
      .andWhere("o.orderStatus <> 'cancelled'")
      .andWhere("r.status = 'completed'")
      .select('COALESCE(SUM(r.amountCents), 0)', 'cents')
      .getRawOne<Raw>();
    return whole(raw?.cents);
  }

  async newSubscribers(window: Window): Promise<number> {
    return this.dataSource
      .createQueryBuilder(NewsletterSubscriber, 's')
      .where('s.subscribedAt >= :start AND s.subscribedAt < :end', { start: window.start, end: window.end })
      .getCount();
  }

  /**
   * Orders, revenue and discounts per shop day and status, cancelled included: the daily series, the status
   * chart and the period's totals all come from this one pass over the range (days without orders are absent).
   */
  async perDayAndStatus(window: Window, segments: OffsetSegment[]): Promise<DayStatusTotals[]> {
    const query = this.orders(window, { withCancelled: true });
    const rows = await query
      .select(this.shopDay('o.createdAt', segments, query), 'day')
      .addSelect('o.orderStatus', 'status')
      .addSelect('COUNT(*)', 'orders')
      .addSelect(cents('o.total'), 'revenue')
      .addSelect(cents('COALESCE(o.discountAmount, 0)'), 'discount')
      .addSelect(cents('o.shippingAmount'), 'shipping')
      .addSelect(cents('o.taxAmount'), 'tax')
      .groupBy('day')
      .addGroupBy('o.orderStatus')
      .getRawMany<Raw>();
    return rows.map((r) => ({
      day: String(r.day),
      status: String(r.status),
      orders: whole(r.orders),
      revenueCents: whole(r.revenue),
      discountCents: whole(r.discount),
      shippingCents: whole(r.shipping),
      taxCents: whole(r.tax),
    }));
  }

  /** Units and revenue of the range's lines per product name and scent (a catalogue's worth of rows). */
  async productLines(window: Window): Promise<LineTotals[]> {
    const rows = await this.dataSource
      .createQueryBuilder(OrderItem, 'i')
      .innerJoin(Order, 'o', 'o.id = i.orderId')
      .where('o.createdAt >= :start AND o.createdAt < :end', { start: window.start, end: window.end })
      .andWhere("o.orderStatus <> 'cancelled'")
      .select('i.productName', 'productName')
      .addSelect('i.scent', 'scent')
      .addSelect('COALESCE(SUM(i.quantity), 0)', 'units')
      .addSelect('COALESCE(SUM(ROUND(i.price * 100) * i.quantity), 0)', 'revenue')
      .groupBy('i.productName')
      .addGroupBy('i.scent')
      .getRawMany<Raw>();
    return rows.map((r) => ({
      productName: String(r.productName),
      scent: r.scent === null ? null : String(r.scent),
      units: whole(r.units),
      revenueCents: whole(r.revenue),
    }));
  }

  async promoCodes(
    window: Window,
    limit: number,
  ): Promise<Array<{ code: string; orders: number; discountCents: number }>> {
    const rows = await this.orders(window)
      .andWhere('o.promoCode IS NOT NULL')
      .select('o.promoCode', 'code')
      .addSelect('COUNT(*)', 'orders')
      .addSelect(cents('COALESCE(o.discountAmount, 0)'), 'discount')
      .groupBy('o.promoCode')
      .orderBy('orders', 'DESC')
      .addOrderBy('discount', 'DESC')
      .addOrderBy('code', 'ASC')
      .limit(limit)
      .getRawMany<Raw>();
    return rows.map((r) => ({ code: String(r.code), orders: whole(r.orders), discountCents: whole(r.discount) }));
  }

  /**
   * The shop's calendar day of a UTC timestamp column: a CASE over the offsets in force in the window (see
   * offsetSegments), each a fixed minute shift, so neither MySQL's time-zone tables nor SQLite extensions are needed.
   */
  private shopDay<T extends object>(column: string, segments: OffsetSegment[], query: SelectQueryBuilder<T>): string {
    const mysql = this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
    const shifted = (minutes: number) =>
      mysql
        ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL ${Math.trunc(minutes)} MINUTE), '%Y-%m-%d')`
        : `date(${column}, '${Math.trunc(minutes)} minutes')`;
    if (segments.length === 1) return shifted(segments[0].offsetMinutes);
    const cases = segments.map((segment, n) => {
      if (!segment.until) return `ELSE ${shifted(segment.offsetMinutes)}`;
      query.setParameter(`offsetUntil${n}`, segment.until);
      return `WHEN ${column} < :offsetUntil${n} THEN ${shifted(segment.offsetMinutes)}`;
    });
    return `CASE ${cases.join(' ')} END`;
  }
}
