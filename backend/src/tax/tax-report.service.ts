import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Not } from 'typeorm';
import { csvRow, UTF8_BOM } from '../common/csv';
import { Cents, centsToDecimal, decimalToCents } from '../common/money';
import { ValidationProblem } from '../common/errors/domain-errors';
import { localDay, startOfLocalDay } from '../common/shop-time-zone';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { OrderRefund } from '../refunds/order-refund.entity';
import { shippingTaxShare, unitsShare } from '../refunds/refund-amount';
import type { TaxReportDto, TaxReportQueryDto, TaxReportRowDto } from './dto/tax-report.dto';

/** The longest report, in months: three years of rows is still one small table. */
const MAX_MONTHS = 36;

interface Sums {
  orders: number;
  taxable: Cents;
  collected: Cents;
  refunded: Cents;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

/** Tax by destination state and month, for filing: what was taxed, collected and refunded. */
@Injectable()
export class TaxReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async report(query: TaxReportQueryDto, now = Date.now()): Promise<TaxReportDto> {
    const timeZone = this.config.shopTimeZone;
    const current = localDay(now, timeZone).slice(0, 7);
    const from = query.from ?? query.to ?? current;
    const to = query.to ?? (query.from ? current : from);
    const span = monthsBetween(from, to);
    if (span < 0) throw new ValidationProblem('The report ends before it starts.', 'to must not be before from.');
    if (span >= MAX_MONTHS)
      throw new ValidationProblem('The report is too long.', `A report covers at most ${MAX_MONTHS} months.`);

    const start = new Date(startOfLocalDay(`${from}-01`, timeZone));
    const end = new Date(startOfLocalDay(`${nextMonth(to)}-01`, timeZone));
    const orders = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select([
        'o.id',
        'o.createdAt',
        'o.taxState',
        'o.taxableAmount',
        'o.taxAmount',
        'o.shippingAmount',
        'o.shippingTaxAmount',
        'o.total',
      ])
      .where('o.createdAt >= :start AND o.createdAt < :end', { start, end })
      .andWhere('o.taxState IS NOT NULL')
      .getMany();

    const refunded = await this.taxRefunded(orders);
    const groups = new Map<string, Sums>();
    for (const order of orders) {
      const key = `${localDay(order.createdAt.getTime(), timeZone).slice(0, 7)} ${order.taxState ?? ''}`;
      const sums = groups.get(key) ?? { orders: 0, taxable: 0, collected: 0, refunded: 0 };
      sums.orders += 1;
      sums.taxable += decimalToCents(order.taxableAmount);
      sums.collected += decimalToCents(order.taxAmount);
      sums.refunded += refunded.get(order.id) ?? 0;
      groups.set(key, sums);
    }
    const rows: TaxReportRowDto[] = [...groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, sums]) => {
        const [month, state] = key.split(' ');
        return {
          month,
          state,
          orders: sums.orders,
          taxableSales: centsToDecimal(sums.taxable),
          taxCollected: centsToDecimal(sums.collected),
          taxRefunded: centsToDecimal(sums.refunded),
        };
      });
    const total = (pick: (s: Sums) => number) => [...groups.values()].reduce((sum, s) => sum + pick(s), 0);
    return {
      from,
      to,
      rows,
      totals: {
        orders: total((s) => s.orders),
        taxableSales: centsToDecimal(total((s) => s.taxable)),
        taxCollected: centsToDecimal(total((s) => s.collected)),
        taxRefunded: centsToDecimal(total((s) => s.refunded)),
      },
    };
  }

  /** The report as CSV (RFC 4180, UTF-8 with a byte-order mark), one row per month and state, then the totals. */
  async csv(query: TaxReportQueryDto): Promise<{ fileName: string; body: string }> {
    const report = await this.report(query);
    const lines = [
      csvRow(['Month', 'State', 'Orders', 'Taxable sales', 'Tax collected', 'Tax refunded']),
      ...report.rows.map((r) => csvRow([r.month, r.state, r.orders, r.taxableSales, r.taxCollected, r.taxRefunded])),
      csvRow([
        'Total',
        '',
        report.totals.orders,
        report.totals.taxableSales,
        report.totals.taxCollected,
        report.totals.taxRefunded,
      ]),
    ];
    return { fileName: `tax-report-${report.from}-to-${report.to}.csv`, body: UTF8_BOM + lines.join('') };
  }

  /**
   * Tax returned by the refunds (not failed) of these orders, per order, as the refunds split it: a refund of lines
   * returns the units' share of each line's tax and a shipping refund its share of the shipping's tax (cumulative, half
   * up); any other refund returns the tax in proportion to what remained, so the refund of the whole remainder returns
   * the rest of the tax (shipping tax included).
   */
  private async taxRefunded(orders: Order[]): Promise<Map<number, Cents>> {
    const result = new Map<number, Cents>();
    if (!orders.length) return result;
    const ids = orders.map((o) => o.id);
    const [refunds, items] = await Promise.all([
      this.dataSource
        .getRepository(OrderRefund)
        .find({ where: { orderId: In(ids), status: Not('failed') }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(OrderItem).find({ where: { orderId: In(ids) } }),
    ]);
    for (const order of orders) {
      let taxLeft = decimalToCents(order.taxAmount);
      let amountLeft = decimalToCents(order.total);
      const shipping = { cents: decimalToCents(order.shippingAmount), tax: decimalToCents(order.shippingTaxAmount) };
      let shippingBefore = 0;
      const units = new Map<number, number>();
      let refunded = 0;
      for (const refund of refunds.filter((r) => r.orderId === order.id)) {
        let tax = 0;
        if (refund.lines || refund.shippingCents > 0) {
          for (const line of refund.lines ?? []) {
            const item = items.find((i) => i.id === line.orderItemId);
            if (!item) continue;
            const before = units.get(item.id) ?? 0;
            const itemTax = decimalToCents(item.tax);
            tax +=
              unitsShare(itemTax, item.quantity, before + line.quantity) - unitsShare(itemTax, item.quantity, before);
            units.set(item.id, before + line.quantity);
          }
          tax += shippingTaxShare(shipping, shippingBefore, refund.shippingCents);
          shippingBefore += refund.shippingCents;
        } else if (amountLeft > 0) {
          tax = Math.min(taxLeft, unitsShare(taxLeft, amountLeft, refund.amountCents));
        }
        refunded += tax;
        taxLeft -= tax;
        amountLeft -= refund.amountCents;
      }
      result.set(order.id, refunded);
    }
    return result;
  }
}
