import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { Conflict, NotFound, ValidationProblem } from '../../common/errors/domain-errors';
import { serializeOnSqlite } from '../../common/sqlite-write-lock';
import { CatalogService } from '../catalog.service';
import { Product } from '../product.entity';
import { InventoryEvent, InventoryReason } from './inventory-event.entity';
import type {
  InventoryAdjustmentDto,
  InventoryLevelDto,
  InventoryLevelInputDto,
  LowStockSizeDto,
} from './inventory.dto';
import { MAX_UNITS } from './inventory.dto';
import { ProductStock } from './product-stock.entity';
import { sellableSizes, stockKey } from './size-availability';
import { moveStock } from './stock-moves';

/** Called when a size goes from 0 (or untracked) to some stock: the back-in-stock notices hook in here. */
export type RestockedListener = (manager: EntityManager, product: Product, size: string) => Promise<void>;

export interface RestockLine {
  productId: number | null;
  size: string | null;
  quantity: number;
}

/**
 * Staff's side of stock: the levels in the product form, adjustments with a reason (each an inventory event), the
 * low-stock list, and restock(orderId, lines) for a refund that puts an order's units back. Every write refreshes the
 * catalogue, so the storefront shows the new availability at once.
 */
@Injectable()
export class StockLevelsService {
  private readonly restockedListeners: RestockedListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  onRestocked(listener: RestockedListener): void {
    this.restockedListeners.push(listener);
  }

  /** Each sellable size of each product with its level (untracked sizes: quantity null). */
  async levelsOf(products: readonly Product[]): Promise<Map<number, InventoryLevelDto[]>> {
    const rows = products.length
      ? await this.dataSource.manager.find(ProductStock, { where: { productId: In(products.map((p) => p.id)) } })
      : [];
    return new Map(
      products.map((product) => [
        product.id,
        sellableSizes(product).map((size) => {
          const row = rows.find((r) => r.productId === product.id && r.size === size);
          return { size, quantity: row?.quantity ?? null, lowStockThreshold: row?.lowStockThreshold ?? null };
        }),
      ]),
    );
  }

  /**
   * The product form's levels: sizes left out keep theirs. A changed quantity is recorded as a count correction (its
   * delta from the level it replaces). Runs in the caller's transaction; the caller refreshes the catalogue.
   */
  async setLevels(manager: EntityManager, product: Product, levels: readonly InventoryLevelInputDto[]): Promise<void> {
    assertLevelSizes(product, levels);
    for (const level of levels) {
      const lock = isMysql(manager) ? { mode: 'pessimistic_write' as const } : undefined;
      const row = await manager.findOne(ProductStock, { where: { productId: product.id, size: level.size }, lock });
      const before = row?.quantity ?? null;
      const threshold =
        level.lowStockThreshold === undefined ? (row?.lowStockThreshold ?? null) : level.lowStockThreshold;
      if (row)
        await manager.update(ProductStock, { id: row.id }, { quantity: level.quantity, lowStockThreshold: threshold });
      else
        await manager.insert(ProductStock, {
          productId: product.id,
          size: level.size,
          quantity: level.quantity,
          lowStockThreshold: threshold,
        });
      if (level.quantity !== null && level.quantity !== before) {
        await this.record(manager, {
          productId: product.id,
          size: level.size,
          reason: 'count-correction',
          delta: level.quantity - (before ?? 0),
          quantityAfter: level.quantity,
          note: null,
          orderId: null,
        });
        if ((before ?? 0) <= 0 && level.quantity > 0) await this.restocked(manager, product, level.size);
      }
    }
  }

  /** Adds or takes away units with a reason; the result never goes below 0 (a conditional UPDATE, safe beside checkouts). */
  async adjust(productId: number, adjustment: InventoryAdjustmentDto): Promise<InventoryEvent> {
    const event = await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        const product = await manager.findOne(Product, { where: { id: productId } });
        if (!product) throw new NotFound('Product not found', `No product has the id ${productId}.`);
        const name = `${product.name}${adjustment.size ? ` (${adjustment.size})` : ''}`;
        if (!sellableSizes(product).includes(adjustment.size))
          throw new ValidationProblem(`${product.name} does not come in size "${adjustment.size}".`);
        const moved = await moveStock(
          manager,
          { productId, size: adjustment.size },
          'quantity + :quantity',
          `quantity IS NOT NULL AND quantity + :quantity BETWEEN 0 AND ${MAX_UNITS}`,
          adjustment.delta,
        );
        const row = await manager.findOne(ProductStock, { where: { productId, size: adjustment.size } });
        if (row?.quantity == null)
          throw new Conflict(
            `${name} is not tracked.`,
            `${name} has no stock count yet: set its quantity in the product form first.`,
          );
        if (!moved.affected && row.quantity + adjustment.delta > MAX_UNITS)
          throw new ValidationProblem(
            `quantity after the adjustment must be at most ${MAX_UNITS} (${name} has ${row.quantity}).`,
          );
        if (!moved.affected)
          throw new Conflict(
            `Only ${row.quantity} of ${name} left.`,
            `Taking ${-adjustment.delta} of ${name} would leave less than 0 (${row.quantity} left).`,
          );
        const recorded = await this.record(manager, {
          productId,
          size: adjustment.size,
          reason: adjustment.reason,
          delta: adjustment.delta,
          quantityAfter: row.quantity,
          note: adjustment.note ?? null,
          orderId: null,
        });
        if (row.quantity - adjustment.delta <= 0 && row.quantity > 0)
          await this.restocked(manager, product, adjustment.size);
        return recorded;
      }),
    );
    await this.catalog.invalidate();
    return event;
  }

  /**
   * For a refund or cancellation that puts an order's units back (the refund step's choice): adds each tracked line's
   * quantity back, recorded as 'returned' events with the order id and `note` (which refund). Once per order and note:
   * a second call changes nothing and returns false. Untracked sizes and deleted products are skipped. In its own
   * transaction; `restockIn` joins the caller's.
   */
  async restock(orderId: number, lines: readonly RestockLine[], note: string | null = null): Promise<boolean> {
    const done = await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction((manager) => this.restockIn(manager, orderId, lines, note)),
    );
    if (done) await this.catalog.invalidate();
    return done;
  }

  /**
   * `restock` in the caller's transaction; the caller refreshes the catalogue (`CatalogService.invalidate`) once it has
   * committed. The caller serialises the order's restocks (a lock on the order) so that `returnedUnits` read in the
   * same transaction stays true until this commits.
   */
  async restockIn(
    manager: EntityManager,
    orderId: number,
    lines: readonly RestockLine[],
    note: string | null,
  ): Promise<boolean> {
    const where = { orderId, reason: 'returned' as const, note: note ?? IsNull() };
    if (await manager.exists(InventoryEvent, { where })) return false;
    for (const line of lines) {
      if (line.productId === null) continue;
      const size = line.size ?? '';
      const moved = await moveStock(
        manager,
        { productId: line.productId, size },
        'quantity + :quantity',
        'quantity IS NOT NULL',
        line.quantity,
      );
      if (!moved.affected) continue;
      const row = await manager.findOneOrFail(ProductStock, { where: { productId: line.productId, size } });
      await this.record(manager, {
        productId: line.productId,
        size,
        reason: 'returned',
        delta: line.quantity,
        quantityAfter: row.quantity ?? 0,
        note,
        orderId,
      });
      const product = await manager.findOne(Product, { where: { id: line.productId } });
      if (product && (row.quantity ?? 0) - line.quantity <= 0) await this.restocked(manager, product, size);
    }
    return true;
  }

  /**
   * Units of each size already put back from this order, so a later refund never returns them twice. A locking read
   * on MySQL: it sees the latest commits, not the transaction's snapshot.
   */
  async returnedUnits(manager: EntityManager, orderId: number): Promise<RestockLine[]> {
    const query = manager
      .createQueryBuilder(InventoryEvent, 'e')
      .where('e.orderId = :orderId AND e.reason = :reason', { orderId, reason: 'returned' });
    const events = await (isMysql(manager) ? query.setLock('pessimistic_write') : query).getMany();
    const units = new Map<string, RestockLine>();
    for (const event of events) {
      const line = units.get(stockKey(event.productId, event.size)) ?? { ...event, quantity: 0 };
      units.set(stockKey(event.productId, event.size), { ...line, quantity: line.quantity + event.delta });
    }
    return [...units.values()].map(({ productId, size, quantity }) => ({ productId, size, quantity }));
  }

  /** Sizes at or below their threshold, or sold out, lowest first. */
  async lowStock(): Promise<LowStockSizeDto[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(ProductStock, 's')
      .innerJoin(Product, 'p', 'p.id = s.productId')
      .select([
        's.productId AS productId',
        'p.name AS productName',
        's.size AS size',
        's.quantity AS quantity',
        's.lowStockThreshold AS lowStockThreshold',
      ])
      .where('s.quantity IS NOT NULL')
      .andWhere('s.quantity <= COALESCE(s.lowStockThreshold, 0)')
      .orderBy('s.quantity', 'ASC')
      .addOrderBy('p.name', 'ASC')
      .getRawMany<{
        productId: number | string;
        productName: string;
        size: string;
        quantity: number | string;
        lowStockThreshold: number | string | null;
      }>();
    const products = await this.dataSource.manager.find(Product, {
      where: { id: In([...new Set(rows.map((r) => Number(r.productId)))]) },
    });
    // A size the product no longer offers is not stock anyone can buy.
    return rows
      .filter((r) => products.some((p) => p.id === Number(r.productId) && sellableSizes(p).includes(r.size)))
      .map((r) => ({
        productId: Number(r.productId),
        productName: r.productName,
        size: r.size,
        quantity: Number(r.quantity),
        lowStockThreshold: r.lowStockThreshold === null ? null : Number(r.lowStockThreshold),
      }));
  }

  /** A deleted product's stock rows go with it (orders keep their lines; the events stay as history). */
  async forget(manager: EntityManager, productId: number): Promise<void> {
    await manager.delete(ProductStock, { productId });
  }

  private async record(
    manager: EntityManager,
    event: Omit<InventoryEvent, 'id' | 'createdAt'> & { reason: InventoryReason },
  ): Promise<InventoryEvent> {
    const createdAt = new Date();
    const { identifiers } = await manager.insert(InventoryEvent, { ...event, createdAt });
    return { ...event, id: Number(identifiers[0].id), createdAt };
  }

  private async restocked(manager: EntityManager, product: Product, size: string): Promise<void> {
    for (const listener of this.restockedListeners) await listener(manager, product, size);
  }

  /** Units came back to a sold-out size from elsewhere (a lapsed hold): those waiting hear, as after a restock. */
  async cameBack(manager: EntityManager, productId: number, size: string): Promise<void> {
    const product = await manager.findOne(Product, { where: { id: productId } });
    if (product) await this.restocked(manager, product, size);
  }
}

/** Levels may only be set for sizes the product comes in (checked before the product is saved). */
export function assertLevelSizes(
  product: Pick<Product, 'name' | 'sizes'>,
  levels: readonly InventoryLevelInputDto[],
): void {
  const sizes = sellableSizes(product);
  const seen = new Set<string>();
  for (const level of levels) {
    if (!sizes.includes(level.size))
      throw new ValidationProblem(
        `${product.name} does not come in size "${level.size}".`,
        `inventory: ${product.name} does not come in size "${level.size}" (sizes: ${sizes.join(', ') || 'none'}).`,
      );
    if (seen.has(level.size)) throw new ValidationProblem(`inventory lists the size "${level.size}" twice.`);
    seen.add(level.size);
  }
}

const isMysql = (manager: EntityManager) => manager.connection.options.type === 'mysql';
