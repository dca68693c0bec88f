import type { EntityManager, UpdateResult } from 'typeorm';
import { ProductStock } from './product-stock.entity';

/** One size's stock level set to `quantity` (a SQL expression of its current value) where `condition` holds. */
export function moveStock(
  manager: EntityManager,
  line: { productId: number; size: string },
  quantity: string,
  condition: string,
  units: number,
): Promise<UpdateResult> {
  return manager
    .createQueryBuilder()
    .update(ProductStock)
    .set({ quantity: () => quantity })
    .where(`productId = :productId AND size = :size AND ${condition}`, {
      productId: line.productId,
      size: line.size,
      quantity: units,
    })
    .execute();
}
