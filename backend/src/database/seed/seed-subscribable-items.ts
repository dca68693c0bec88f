import { DataSource } from 'typeorm';
import { Product } from '../../catalog/product.entity';
import { REFILL_BOX_SIZE } from '../../catalog/refill-box';
import { SubscribableItem } from '../../subscriptions/subscribable-item.entity';

/** The soaps run out on a rhythm, so every size of them is offered by subscription; other liquids only as a Refill Box. */
const SUBSCRIBABLE_CATEGORIES: ReadonlySet<string> = new Set(['Hand Soap', 'Dish Soap']);

/** Marks the demo catalogue's Refill Boxes and soaps subscribable, once, on a fresh database. */
export async function seedSubscribableItems(dataSource: DataSource): Promise<number> {
  const items = dataSource.getRepository(SubscribableItem);
  if ((await items.count()) > 0) return 0;
  const rows = (await dataSource.getRepository(Product).find()).flatMap((product) =>
    product.sizes
      .filter((size) => size === REFILL_BOX_SIZE || SUBSCRIBABLE_CATEGORIES.has(product.category))
      .map((size) => ({ productId: product.id, size })),
  );
  if (rows.length) await items.insert(rows);
  return rows.length;
}
