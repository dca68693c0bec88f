import { DataSource } from 'typeorm';
import { Product } from '../../catalog/product.entity';
import { buildCatalog } from './catalog-data';

/**
 * Inserts every demo product whose slug is not there yet. Idempotent: running it twice changes nothing,
 * and products staff have edited are left as they are.
 */
export async function seedCatalog(dataSource: DataSource): Promise<{ inserted: number; existing: number }> {
  const repo = dataSource.getRepository(Product);
  const existingSlugs = new Set((await repo.find({ select: { slug: true } })).map((p) => p.slug));
  const missing = buildCatalog().filter((p) => !existingSlugs.has(p.slug));
  if (missing.length) await repo.insert(missing);
  return { inserted: missing.length, existing: existingSlugs.size };
}
