import { Inject, Injectable, Optional } from '@nestjs/common';
import { formatMoney } from '../common/money';
import { addDays, offsetSegments } from '../common/shop-time-zone';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { ORDER_STATUSES } from '../orders/order-constants';
import { SalesFiguresDto, SalesStatsDto, StatusCountDto } from './dto/sales-stats.dto';
import { OUTBOX_FIGURES, OutboxFigures } from './outbox-figures';
import { DayTotals, PeriodTotals, SalesStatsQueries } from './sales-stats.queries';
import { DayRange, statsRanges } from './stats-range';

const TOP_PRODUCTS = 10;
const TOP_PROMO_CODES = 20;

/** Revenue / orders rounded half up to the cent, in integers. */
function average(totalCents: number, count: number): number {
  return count === 0 ? 0 : Math.floor((2 * totalCents + count) / (2 * count));
}

/** The sales dashboard's figures for a range of shop days and the period of the same length before it. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly queries: SalesStatsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(OUTBOX_FIGURES) private readonly outbox?: OutboxFigures,
  ) {}

  async salesStats(query: { from?: string; to?: string }, now = Date.now()): Promise<SalesStatsDto> {
    const timeZone = this.config.shopTimeZone;
    const { current, previous } = statsRanges(query, timeZone, now);
    // One query at a time: each is an index range scan, and a dashboard must not take the whole pool.
    const figuresNow = await this.figures(current);
    const figuresBefore = await this.figures(previous);
    const days = await this.queries.perDay(current, offsetSegments(current.start.getTime(), current.end.getTime(), timeZone));
    const statuses = await this.queries.statusCounts(current);
    const byRevenue = await this.queries.topProducts(current, 'revenue', TOP_PRODUCTS);
    const byUnits = await this.queries.topProducts(current, 'units', TOP_PRODUCTS);
    const scents = await this.queries.byScent(current);
    const promoCodes = await this.queries.promoCodes(current, TOP_PROMO_CODES);
    const outbox = this.outbox ? await this.outbox.outboxCounts() : null;
    const line = ({ revenueCents, ...rest }: { revenueCents: number; units: number; scent: string | null; productName: string }) => ({ ...rest, revenue: formatMoney(revenueCents) });
    return {
      timeZone,
      range: { from: current.from, to: current.to, days: current.days },
      previousRange: { from: previous.from, to: previous.to, days: previous.days },
      figures: { current: figuresNow, previous: figuresBefore },
      daily: everyDay(current, days),
      statuses: withEveryStatus(statuses),
      topProductsByRevenue: byRevenue.map(line),
      topProductsByUnits: byUnits.map(line),
      scents: scents.map(({ revenueCents, ...rest }) => ({ ...rest, revenue: formatMoney(revenueCents) })),
      promoCodes: promoCodes.map(({ discountCents, ...rest }) => ({ ...rest, discount: formatMoney(discountCents) })),
      outbox,
    };
  }

  private async figures(range: DayRange): Promise<SalesFiguresDto> {
    const totals: PeriodTotals = await this.queries.totals(range);
    return {
      revenue: formatMoney(totals.revenueCents),
      orders: totals.orders,
      averageOrderValue: formatMoney(average(totals.revenueCents, totals.orders)),
      discounts: formatMoney(totals.discountCents),
      newSubscribers: await this.queries.newSubscribers(range),
    };
  }
}

/** One entry per day of the range, zero where the database had no row. */
function everyDay(range: DayRange, rows: DayTotals[]): SalesStatsDto['daily'] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: range.days }, (_, n) => {
    const date = addDays(range.from, n);
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: formatMoney(row?.revenueCents ?? 0) };
  });
}

/** The five statuses of spec 4 in their order (zero when none), then any unknown raw value the database holds. */
function withEveryStatus(rows: StatusCountDto[]): StatusCountDto[] {
  const known = new Set<string>(ORDER_STATUSES);
  const count = new Map(rows.map((row) => [row.status, row.orders]));
  return [...ORDER_STATUSES.map((status) => ({ status, orders: count.get(status) ?? 0 })), ...rows.filter((row) => !known.has(row.status)).sort((a, b) => a.status.localeCompare(b.status))];
}
