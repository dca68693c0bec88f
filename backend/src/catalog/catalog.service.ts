import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { tagBytes, type TaggedBytes } from '../common/tagged-bytes';
import { NotFound } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CatalogVersion } from './catalog-version';
import { ProductDto, toProductDto } from './dto/product.dto';
import { ProductStock } from './inventory/product-stock.entity';
import { availabilityOf, sellableSizes, SizeAvailability, stockKey } from './inventory/size-availability';
import { Product } from './product.entity';
import { SubscribableItem } from '../subscriptions/subscribable-item.entity';
import { DEFAULT_SUBSCRIPTION_SETTINGS, SubscriptionSettings } from '../subscriptions/subscription-settings.entity';
import type { ProductSubscriptionDto } from './dto/product.dto';

/** The domain error for a slug no product has (the product's page, its FAQs, its API read). */
export const productNotFound = (slug: string) =>
  new NotFound('Product not found', `No product has the slug "${slug.slice(0, 100)}".`);

/** The whole catalogue, in the shop's order, and its answer: the JSON bytes of ProductDto[] with their strong ETag. */
export interface CatalogList {
  products: Product[];
  /** The products as the API shows them, in the same order (the list's pages are cut from them). */
  dtos: ProductDto[];
  json: TaggedBytes;
}

/** One product and its answer: the JSON bytes of its ProductDto with their strong ETag. */
export interface CatalogEntry {
  product: Product;
  json: TaggedBytes;
}

interface CatalogSnapshot {
  /** The shared catalogue version read before this snapshot was loaded ("local" without Redis). */
  version: string;
  list: CatalogList;
  bySlug: Map<string, CatalogEntry>;
  /** Stock rows by product and size (stockKey); the snapshot is refreshed when a size's display changes. */
  stock: Map<string, ProductStock>;
}

const LOCAL_VERSION = 'local';

/**
 * Public catalogue reads. They are the hottest calls of the shop, so the whole catalogue is held in process
 * and rebuilt after any admin write (`invalidate`). With several instances (REDIS_URL), each read first compares the
 * shared version in Redis with its snapshot's, so a write answered on one instance is seen by the next read on any
 * other; while Redis is down, reads go to the database instead of risking a stale snapshot.
 * While the database is unreachable, the last snapshot keeps serving.
 */
@Injectable()
export class CatalogService {
  private snapshot?: CatalogSnapshot;
  /** The last snapshot read from the database, kept through invalidation as a fallback during outages. */
  private lastGood?: CatalogSnapshot;
  private loading?: { version: string; promise: Promise<CatalogSnapshot> };
  private generation = 0;

  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(ProductStock) private readonly stockRows: Repository<ProductStock>,
    private readonly version: CatalogVersion,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'maxUnitsPerLine'>,
  ) {
    version.onReconnect(() => this.dropLocal());
  }

  /**
   * The catalogue. Its bytes and tag are made once per snapshot, so any catalogue write (which drops the snapshot)
   * changes the tag on the next read.
   */
  async list(): Promise<CatalogList> {
    return (await this.current()).list;
  }

  /** One product by its slug, made with the same snapshot as the list; undefined for an unknown slug. */
  async product(slug: string): Promise<CatalogEntry | undefined> {
    return (await this.current()).bySlug.get(slug);
  }

  /**
   * The size's stock row as of the snapshot: whether it is tracked is exact (only admin writes switch it, and they
   * refresh the snapshot); its quantity may lag behind checkouts and is for display only.
   */
  async stockOf(productId: number, size: string): Promise<ProductStock | undefined> {
    return (await this.current()).stock.get(stockKey(productId, size));
  }

  /** Each size's availability as shoppers see it (the product JSON's `availability`), for the product's JSON-LD offers. */
  async availabilityOf(product: Product): Promise<SizeAvailability[]> {
    const { stock } = await this.current();
    return sellableSizes(product).map((size) => availabilityOf(size, stock.get(stockKey(product.id, size))));
  }

  /**
   * Called by every write to the catalogue, after it is saved and before it answers, so the next read on this
   * instance sees it at once and the next read on any other instance once the promise has settled.
   */
  async invalidate(): Promise<void> {
    this.dropLocal();
    await this.version.bump();
  }

  private dropLocal(): void {
    this.generation++;
    this.snapshot = undefined;
    this.loading = undefined;
  }

  private async current(): Promise<CatalogSnapshot> {
    if (!this.version.shared) return this.cached(LOCAL_VERSION);
    const version = await this.version.read();
    if (version !== undefined) return this.cached(version);
    // Redis is away: writes elsewhere cannot be seen, so no snapshot is trusted until it returns.
    this.dropLocal();
    return this.loadFallingBack(LOCAL_VERSION);
  }

  private cached(version: string): CatalogSnapshot | Promise<CatalogSnapshot> {
    if (this.snapshot?.version === version) return this.snapshot;
    if (this.loading?.version === version) return this.loading.promise;
    const generation = this.generation;
    const promise: Promise<CatalogSnapshot> = this.load(version).then(
      (snapshot) => {
        this.lastGood = snapshot;
        // A write on this instance while loading makes the snapshot stale: keep it for these callers only.
        if (generation === this.generation && this.loading?.promise === promise) {
          this.snapshot = snapshot;
          this.loading = undefined;
        }
        return snapshot;
      },
      (error: unknown) => {
        // The database is away: the last good snapshot answers, but is not kept as current.
        if (this.loading?.promise === promise) this.loading = undefined;
        if (this.lastGood) return this.lastGood;
        throw error;
      },
    );
    this.loading = { version, promise };
    return promise;
  }

  /** A load that is never kept as current (Redis is away); the last good snapshot answers while the database is. */
  private async loadFallingBack(version: string): Promise<CatalogSnapshot> {
    try {
      const snapshot = await this.load(version);
      this.lastGood = snapshot;
      return snapshot;
    } catch (error) {
      if (this.lastGood) return this.lastGood;
      throw error;
    }
  }

  private async load(version: string): Promise<CatalogSnapshot> {
    const list = await this.products.find({ order: { category: 'ASC', scentNumber: 'ASC', id: 'ASC' } });
    const stock = new Map((await this.stockRows.find()).map((row) => [stockKey(row.productId, row.size), row]));
    const subscription = await this.subscriptionTerms(list);
    const dtos = list.map((product) =>
      toProductDto(product, stock, this.config.maxUnitsPerLine, subscription.get(product.id)),
    );
    return {
      version,
      list: { products: list, dtos, json: jsonOf(dtos) },
      bySlug: new Map(list.map((product, i) => [product.slug, { product, json: jsonOf(dtos[i]) }])),
      stock,
    };
  }

  /**
   * The subscription block of each product with subscribable sizes (docs/subscriptions.md). Staff changes to the
   * subscribable sizes or the terms call `invalidate` like any catalogue write.
   */
  private async subscriptionTerms(list: Product[]): Promise<Map<number, ProductSubscriptionDto>> {
    const manager = this.products.manager;
    const items = await manager.find(SubscribableItem);
    if (items.length === 0) return new Map();
    const settings = (await manager.findOneBy(SubscriptionSettings, { id: 1 })) ?? DEFAULT_SUBSCRIPTION_SETTINGS;
    const terms = new Map<number, ProductSubscriptionDto>();
    for (const product of list) {
      const sizes = product.sizes.filter((size) =>
        items.some((item) => item.productId === product.id && item.size === size),
      );
      if (sizes.length > 0)
        terms.set(product.id, {
          sizes,
          discountPercent: settings.discountPercent,
          defaultFrequencyMonths: settings.defaultFrequencyMonths,
        });
    }
    return terms;
  }
}

function jsonOf(value: unknown): TaggedBytes {
  return tagBytes(Buffer.from(JSON.stringify(value)));
}
