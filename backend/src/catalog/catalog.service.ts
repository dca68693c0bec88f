import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ShopError } from '../common/shop-error';
import { Product } from './product.entity';

const notFound = (slug: string) => new ShopError(404, 'Product not found', `No product has the slug "${slug.slice(0, 100)}".`);

interface CatalogSnapshot {
  list: Product[];
  /** The list already serialised: the hottest answer of the shop is sent without re-encoding it each time. */
  listJson: Buffer;
  bySlug: Map<string, Product>;
  /** Each product already serialised, for the second hottest answer. */
  jsonBySlug: Map<string, Buffer>;
}

/**
 * Public catalogue reads. They are the hottest calls of the shop, so the whole catalogue is held in process
 * and rebuilt after any admin write (`invalidate`). While the database is unreachable, the last snapshot keeps serving.
 */
@Injectable()
export class CatalogService {
  private snapshot?: CatalogSnapshot;
  /** The last snapshot read from the database, kept through invalidation as a fallback during outages. */
  private lastGood?: CatalogSnapshot;
  private loading?: Promise<CatalogSnapshot>;
  private generation = 0;

  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async listProducts(): Promise<Product[]> {
    return (await this.current()).list;
  }

  /** The product list as UTF-8 JSON bytes, identical to JSON.stringify(listProducts()). */
  async listProductsJson(): Promise<Buffer> {
    return (await this.current()).listJson;
  }

  async findBySlug(slug: string): Promise<Product | undefined> {
    return (await this.current()).bySlug.get(slug);
  }

  /** Like findBySlug, but an unknown slug is the caller's 404. */
  async getBySlug(slug: string): Promise<Product> {
    const product = await this.findBySlug(slug);
    if (!product) throw notFound(slug);
    return product;
  }

  /** One product as UTF-8 JSON bytes, identical to JSON.stringify(getBySlug(slug)); an unknown slug is a 404. */
  async getJsonBySlug(slug: string): Promise<Buffer> {
    const json = (await this.current()).jsonBySlug.get(slug);
    if (!json) throw notFound(slug);
    return json;
  }

  /** Called by every write to the catalogue so the next read sees it. */
  invalidate(): void {
    this.generation++;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  private async current(): Promise<CatalogSnapshot> {
    if (this.snapshot) return this.snapshot;
    if (!this.loading) {
      const generation = this.generation;
      const loading = this.load().then(
        (snapshot) => {
          // A write that happened while loading makes this snapshot stale: keep it for this caller only.
          if (generation === this.generation) this.snapshot = snapshot;
          this.lastGood = snapshot;
          return snapshot;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = undefined;
          if (this.lastGood) return this.lastGood;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  private async load(): Promise<CatalogSnapshot> {
    const list = await this.products.find({ order: { category: 'ASC', scentNumber: 'ASC', id: 'ASC' } });
    return {
      list,
      listJson: Buffer.from(JSON.stringify(list)),
      bySlug: new Map(list.map((p) => [p.slug, p])),
      jsonBySlug: new Map(list.map((p) => [p.slug, Buffer.from(JSON.stringify(p))])),
    };
  }
}
