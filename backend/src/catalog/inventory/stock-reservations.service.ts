import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Throttled, ValidationProblem } from '../../common/errors/domain-errors';
import { serializeOnSqlite } from '../../common/sqlite-write-lock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CatalogService } from '../catalog.service';
import { OutOfStock, sizedName, UnavailableLine } from './out-of-stock';
import { availabilityOf, stockKey } from './size-availability';
import { ProductStock } from './product-stock.entity';
import { moveStock } from './stock-moves';
import { StockLevelsService } from './stock-levels.service';
import { StockReservation } from './stock-reservation.entity';

/**
 * How long a checkout holds its units while the shopper pays. Never renewed: asking again for the same checkout keeps
 * the first deadline, so holding a size for longer costs a new checkout (within the address's POST /order limit).
 */
export const STOCK_RESERVATION_MINUTES = 15;
const RESERVATION_MS = STOCK_RESERVATION_MINUTES * 60_000;

export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
  productName: string;
}

/** Who asks for a hold and when: `holder` (an address's limit key) is capped at MAX_UNITS_HELD_PER_ADDRESS held units. */
export interface HoldRequest {
  holder?: string;
  now?: Date;
}

/** Sizes whose storefront display may have changed; published (catalogue refreshed) after the caller's commit. */
export type StockChange = Set<string>;

interface StockRow {
  quantity: number | null;
  lowStockThreshold: number | null;
}

/** Lines in one fixed order, so two checkouts of the same sizes lock their stock rows in the same order (no deadlock). */
const inLockOrder = <T extends { productId: number; size: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => a.productId - b.productId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0));

/**
 * Units of tracked sizes held by checkouts: taken from the stock at POST /order by a conditional UPDATE (`quantity >=
 * wanted`, so the stock never goes below 0 and two checkouts cannot both take the last unit: the row's lock orders
 * them), sold in the order's transaction, given back when the checkout lapses or its payment is refused. Each method
 * taking a manager works inside the caller's transaction; the caller publishes the returned change after its commit.
 */
@Injectable()
export class StockReservationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly stockLevels: StockLevelsService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'maxUnitsPerLine' | 'maxUnitsHeldPerAddress'>,
  ) {}

  /**
   * Every line at most MAX_UNITS_PER_LINE units (the product page says so): one checkout cannot take a size's whole
   * shelf off sale while it stays unpaid. A 400 naming each line over the cap.
   */
  assertWithinLineCap(lines: ReadonlyArray<{ productName: string; size: string; quantity: number }>): void {
    const cap = this.config.maxUnitsPerLine;
    const over = lines.filter((line) => line.quantity > cap);
    if (over.length)
      throw new ValidationProblem(
        over
          .map((line) => `You can order at most ${cap} of ${sizedName(line.productName, line.size)} at a time.`)
          .join(' '),
      );
  }

  /** The lines whose size is tracked, per the catalogue (tracking is switched by admin writes, which refresh it). */
  async trackedLines<T extends { productId: number; size: string }>(lines: readonly T[]): Promise<T[]> {
    const tracked: T[] = [];
    for (const line of lines)
      if ((await this.catalog.stockOf(line.productId, line.size))?.quantity != null) tracked.push(line);
    return tracked;
  }

  /**
   * Takes every line's units for the checkout or throws OutOfStock naming each line that cannot be had (the caller's
   * transaction then rolls back what was taken). Repeatable: a line the checkout still holds is renewed, not taken twice.
   * With a holder, throws Throttled when the holder's live holds, this one included, exceed the per-address cap.
   */
  async reserve(
    manager: EntityManager,
    checkoutId: string,
    lines: readonly StockLine[],
    status: 'reserved' | 'capturing',
    change: StockChange,
    { holder, now = new Date() }: HoldRequest = {},
  ): Promise<void> {
    if (!lines.length) return;
    const holderKey = holder?.slice(0, 64) ?? null;
    const expiresAt = new Date(now.getTime() + RESERVATION_MS);
    const held = await manager.find(StockReservation, { where: { checkoutId } });
    const unavailable: UnavailableLine[] = [];
    const taken: StockLine[] = [];
    for (const line of inLockOrder(lines)) {
      if (held.some((r) => r.productId === line.productId && r.size === line.size && r.status !== 'sold')) continue;
      const moved = await moveStock(manager, line, 'quantity - :quantity', 'quantity >= :quantity', line.quantity);
      if (moved.affected === 1) {
        taken.push(line);
        await this.noteChange(manager, change, line, line.quantity);
        continue;
      }
      const level = await this.level(manager, line);
      if (level?.quantity == null) continue; // no longer tracked: sold as untracked sizes are
      unavailable.push({
        productId: line.productId,
        size: line.size,
        productName: line.productName,
        requested: line.quantity,
        available: Math.max(level.quantity, 0),
      });
    }
    if (unavailable.length) throw new OutOfStock(unavailable);
    // Held lines keep their deadline (no renewal); a capture in flight keeps its units until its outcome is known.
    if (status === 'capturing' && held.some((r) => r.status !== 'sold')) {
      await manager.update(
        StockReservation,
        { checkoutId, status: In(['reserved', 'capturing']) },
        { status, expiresAt },
      );
    }
    if (taken.length) {
      await manager.insert(
        StockReservation,
        taken.map((line) => ({
          checkoutId,
          productId: line.productId,
          size: line.size,
          quantity: line.quantity,
          status,
          expiresAt,
          orderId: null,
          holderKey,
        })),
      );
    }
    if (holderKey) await this.assertWithinHolderCap(manager, holderKey, now);
  }

  /**
   * Counts the units the holder's checkouts hold now (reserved or capturing and not lapsed; sold and given-back units no
   * longer count), so an address can hold again as soon as a hold lapses, is given back or is paid. Over the cap: 429,
   * with Retry-After at the holder's next hold to lapse, and the caller's transaction gives back what it took.
   */
  private async assertWithinHolderCap(manager: EntityManager, holderKey: string, now: Date): Promise<void> {
    const live = await manager
      .createQueryBuilder(StockReservation, 'r')
      .where("r.holderKey = :holderKey AND r.status IN ('reserved', 'capturing')", { holderKey })
      .andWhere('r.expiresAt > :now', { now })
      .getMany();
    const cap = this.config.maxUnitsHeldPerAddress;
    if (live.reduce((units, r) => units + r.quantity, 0) <= cap) return;
    const nextLapse = Math.min(...live.map((r) => (r.expiresAt ?? now).getTime()));
    const waitMs = Math.max(1000, nextLapse - now.getTime());
    throw new Throttled(
      'Too many items on hold from your address.',
      `Your address is already holding ${cap} items in unpaid checkouts. Please pay for them or try again in ${Math.ceil(waitMs / 60_000)} minutes.`,
      Math.ceil(waitMs / 1000),
    );
  }

  /** In the order's transaction: the checkout's units become the order's sale; a line whose hold lapsed is taken now. */
  async sell(
    manager: EntityManager,
    checkoutId: string,
    orderId: number,
    lines: readonly StockLine[],
    change: StockChange,
  ): Promise<void> {
    if (!lines.length) return;
    const held = await manager.find(StockReservation, { where: { checkoutId } });
    await manager.update(StockReservation, { checkoutId }, { status: 'sold', orderId, expiresAt: null });
    const missing = inLockOrder(lines).filter(
      (line) => !held.some((r) => r.productId === line.productId && r.size === line.size),
    );
    for (const line of missing) {
      // A paid order whose hold was given up is still sold (the shopper paid); the stock stops at 0, never below.
      await moveStock(
        manager,
        line,
        'CASE WHEN quantity >= :quantity THEN quantity - :quantity ELSE 0 END',
        'quantity IS NOT NULL',
        line.quantity,
      );
      await this.noteChange(manager, change, line, line.quantity);
    }
    if (missing.length) {
      await manager.insert(
        StockReservation,
        missing.map((line) => ({
          checkoutId,
          productId: line.productId,
          size: line.size,
          quantity: line.quantity,
          status: 'sold' as const,
          expiresAt: null,
          orderId,
        })),
      );
    }
  }

  /** The capture took nothing (declined, not approved): the units are an ordinary hold again. */
  async captureFailed(checkoutId: string): Promise<void> {
    await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.manager.update(StockReservation, { checkoutId, status: 'capturing' }, { status: 'reserved' }),
    );
  }

  /** No order will come from the checkout (its capture was rejected): its held units go back now. */
  async release(checkoutId: string): Promise<void> {
    const rows = await this.dataSource.manager.find(StockReservation, { where: { checkoutId } });
    await this.giveBack(rows.filter((r) => r.status !== 'sold'));
  }

  /**
   * Gives back the units of checkouts whose hold lapsed (abandoned, never paid), optionally only for some sizes. Each
   * hold in its own short transaction: its conditional DELETE decides who gives the units back, so two sweepers (or
   * instances) never return them twice.
   */
  async releaseExpired(now = new Date(), sizes?: ReadonlyArray<{ productId: number; size: string }>): Promise<number> {
    const query = this.dataSource.manager
      .createQueryBuilder(StockReservation, 'r')
      .where("r.status IN ('reserved', 'capturing')")
      .andWhere('r.expiresAt <= :now', { now });
    const rows = (await query.getMany()).filter(
      (r) => !sizes || sizes.some((s) => s.productId === r.productId && s.size === r.size),
    );
    return this.giveBack(rows, now);
  }

  private async giveBack(rows: StockReservation[], lapsedBy?: Date): Promise<number> {
    let returned = 0;
    const change: StockChange = new Set();
    for (const row of rows) {
      const done = await serializeOnSqlite(this.dataSource, () =>
        this.dataSource.transaction(async (manager) => {
          const query = manager
            .createQueryBuilder()
            .delete()
            .from(StockReservation)
            .where("id = :id AND status IN ('reserved', 'capturing')", { id: row.id });
          if (lapsedBy) query.andWhere('expiresAt <= :now', { now: lapsedBy });
          const deleted = await query.execute();
          if (!deleted.affected) return false;
          await moveStock(manager, row, 'quantity + :quantity', 'quantity IS NOT NULL', row.quantity);
          const after = await this.level(manager, row);
          // The size was sold out and has units again: those waiting for it hear, in this transaction.
          if (after?.quantity != null && after.quantity > 0 && after.quantity - row.quantity <= 0)
            await this.stockLevels.cameBack(manager, row.productId, row.size);
          await this.noteChange(manager, change, row, -row.quantity);
          return true;
        }),
      );
      if (done) returned++;
    }
    await this.publish(change);
    return returned;
  }

  /** After the commit: refreshes the catalogue when a size's 'Sold out' / 'Only N left' display changed. */
  async publish(change: StockChange): Promise<void> {
    if (change.size) await this.catalog.invalidate();
  }

  /**
   * A locking read on MySQL: a plain read in REPEATABLE READ sees the transaction's snapshot, which may predate the
   * checkouts that took the last units (the race test read 'Only 4 left' for a size at 0).
   */
  private async level(
    manager: EntityManager,
    line: { productId: number; size: string },
  ): Promise<StockRow | undefined> {
    const read = manager
      .createQueryBuilder(ProductStock, 's')
      .select(['s.quantity', 's.lowStockThreshold'])
      .where('s.productId = :productId AND s.size = :size', { productId: line.productId, size: line.size });
    if (manager.connection.options.type === 'mysql') read.setLock('pessimistic_write');
    return (await read.getOne()) ?? undefined;
  }

  /** Reads the size's level after taking `taken` units (negative: given back) and records whether its display changed. */
  private async noteChange(
    manager: EntityManager,
    change: StockChange,
    line: { productId: number; size: string },
    taken: number,
  ): Promise<void> {
    const after = await this.level(manager, line);
    if (after?.quantity == null) return;
    const before = { ...after, quantity: after.quantity + taken };
    if (JSON.stringify(availabilityOf(line.size, before)) !== JSON.stringify(availabilityOf(line.size, after)))
      change.add(stockKey(line.productId, line.size));
  }
}
