import { Inject, Injectable } from '@nestjs/common';
import { Cents, centsToDecimal } from '../common/money';
import { addDays, offsetSegments } from '../common/shop-time-zone';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ORDER_STATUSES } from '../orders/order-constants';
import { ProductSalesDto, SalesFiguresDto, SalesStatsDto, ScentSalesDto, StatusCountDto } from './dto/sales-stats.dto';
import { OutboxService } from '../mail/outbox.service';
import { SubscriptionFiguresService } from '../subscriptions/subscription-figures';
import { DayStatusTotals, LineTotals, PeriodTotals, SalesStatsQueries } from './sales-stats.queries';
import { DayRange, statsRanges } from './stats-range';

const TOP_PRODUCTS = 10;
const TOP_PROMO_CODES = 20;
/** Cancelled orders never happened as sales: they count only in the status breakdown. */
const CANCELLED = 'cancelled';

/** Revenue / orders rounded half up to the cent, in integers. */
function average(totalCents: Cents, count: number): Cents {
  return count === 0 ? 0 : Math.floor((2 * totalCents + count) / (2 * count));
}

/**
 * The sales dashboard's figures for a range of shop days and the period of the same length before it. Four
 * aggregations over the range (day x status, product lines, promo codes, sign-ups) and two for the period before;
 * everything else is arithmetic on their few rows.
 */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly queries: SalesStatsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly subscriptionFigures: SubscriptionFiguresService,
  ) {}

  async salesStats(query: { from?: string; to?: string }, now = Date.now()): Promise<SalesStatsDto> {
    const timeZone = this.config.shopTimeZone;
    const { current, previous } = statsRanges(query, timeZone, now);
    // Side by side on separate connections (eight of the pool's ten at most): each is an index range scan, and the
    // answer takes as long as the slowest, not the sum.
    const [dayStatus, lines, promoCodes, subscribersNow, totalsBefore, subscribersBefore, refundsNow, refundsBefore] =
      await Promise.all([
        this.queries.perDayAndStatus(current, offsetSegments(current.start.getTime(), current.end.getTime(), timeZone)),
        this.queries.productLines(current),
        this.queries.promoCodes(current, TOP_PROMO_CODES),
        this.queries.newSubscribers(current),
        this.queries.totals(previous),
        this.queries.newSubscribers(previous),
        this.queries.refundCents(current),
        this.queries.refundCents(previous),
      ]);
    const figuresNow = figuresOf(sumSales(dayStatus), subscribersNow, refundsNow);
    const figuresBefore = figuresOf(totalsBefore, subscribersBefore, refundsBefore);
    // Null when MAIL_DISABLED: there is no outbox to watch.
    const outbox = this.config.mail.enabled ? await this.outboxFigures() : null;
    return {
      timeZone,
      range: { from: current.from, to: current.to, days: current.days },
      previousRange: { from: previous.from, to: previous.to, days: previous.days },
      figures: { current: figuresNow, previous: figuresBefore },
      daily: everyDay(current, dayStatus),
      statuses: statusCounts(dayStatus),
      topProductsByRevenue: rank(lines, 'revenueCents', 'units').slice(0, TOP_PRODUCTS).map(productSales),
      topProductsByUnits: rank(lines, 'units', 'revenueCents').slice(0, TOP_PRODUCTS).map(productSales),
      scents: scentSales(lines),
      promoCodes: promoCodes.map(({ discountCents, ...rest }) => ({
        ...rest,
        discount: centsToDecimal(discountCents),
      })),
      outbox,
      subscriptions: await this.subscriptionFigures.figures(now, timeZone),
    };
  }

  /** Right now, whatever the range: messages waiting (or being sent) and messages given up on. */
  private async outboxFigures(): Promise<{ queued: number; failed: number }> {
    const counts = await this.outbox.counts();
    return { queued: counts.queued + counts.sending, failed: counts.failed };
  }
}

/** Revenue is net of completed refunds; the refunds are their own figure. */
function figuresOf(totals: PeriodTotals, newSubscribers: number, refundCents: Cents): SalesFiguresDto {
  const revenue = totals.revenueCents - refundCents;
  return {
    revenue: centsToDecimal(revenue),
    refunds: centsToDecimal(refundCents),
    orders: totals.orders,
    averageOrderValue: centsToDecimal(average(revenue, totals.orders)),
    discounts: centsToDecimal(totals.discountCents),
    shipping: centsToDecimal(totals.shippingCents),
    taxCollected: centsToDecimal(totals.taxCents),
    newSubscribers,
  };
}

function sumSales(rows: DayStatusTotals[]): PeriodTotals {
  const sales = rows.filter((row) => row.status !== CANCELLED);
  return {
    orders: sales.reduce((sum, row) => sum + row.orders, 0),
    revenueCents: sales.reduce((sum, row) => sum + row.revenueCents, 0),
    discountCents: sales.reduce((sum, row) => sum + row.discountCents, 0),
    shippingCents: sales.reduce((sum, row) => sum + row.shippingCents, 0),
    taxCents: sales.reduce((sum, row) => sum + row.taxCents, 0),
  };
}

/** One entry per day of the range, zero where the database had no row. */
function everyDay(range: DayRange, rows: DayStatusTotals[]): SalesStatsDto['daily'] {
  const byDay = new Map<string, { orders: number; revenueCents: Cents }>();
  for (const row of rows) {
    if (row.status === CANCELLED) continue;
    const day = byDay.get(row.day) ?? { orders: 0, revenueCents: 0 };
    byDay.set(row.day, { orders: day.orders + row.orders, revenueCents: day.revenueCents + row.revenueCents });
  }
  return Array.from({ length: range.days }, (_, n) => {
    const date = addDays(range.from, n);
    const day = byDay.get(date);
    return { date, orders: day?.orders ?? 0, revenue: centsToDecimal(day?.revenueCents ?? 0) };
  });
}

/**
 * The five statuses of docs/product.md, States in their order (zero when none), then any unknown raw value the database
 * holds.
 */
function statusCounts(rows: DayStatusTotals[]): StatusCountDto[] {
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.status, (count.get(row.status) ?? 0) + row.orders);
  const known = new Set<string>(ORDER_STATUSES);
  const unknown = [...count.keys()].filter((status) => !known.has(status)).sort();
  return [...ORDER_STATUSES, ...unknown].map((status) => ({ status, orders: count.get(status) ?? 0 }));
}

function rank(lines: LineTotals[], first: 'units' | 'revenueCents', second: 'units' | 'revenueCents'): LineTotals[] {
  return [...lines].sort(
    (a, b) => b[first] - a[first] || b[second] - a[second] || a.productName.localeCompare(b.productName),
  );
}

function productSales({ revenueCents, ...rest }: LineTotals): ProductSalesDto {
  return { ...rest, revenue: centsToDecimal(revenueCents) };
}

/** Product lines are grouped by name and scent, so their sums per scent are the scent's sales. */
function scentSales(lines: LineTotals[]): ScentSalesDto[] {
  const byScent = new Map<string | null, { units: number; revenueCents: Cents }>();
  for (const line of lines) {
    const sum = byScent.get(line.scent) ?? { units: 0, revenueCents: 0 };
    byScent.set(line.scent, { units: sum.units + line.units, revenueCents: sum.revenueCents + line.revenueCents });
  }
  return [...byScent.entries()]
    .map(([scent, sum]) => ({ scent, ...sum }))
    .sort((a, b) => b.revenueCents - a.revenueCents || b.units - a.units)
    .map(({ revenueCents, ...rest }) => ({ ...rest, revenue: centsToDecimal(revenueCents) }));
}
