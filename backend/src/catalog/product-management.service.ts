import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import type { InventoryLevelInputDto } from './inventory/inventory.dto';
import { assertLevelSizes, StockLevelsService } from './inventory/stock-levels.service';
import { isUniqueViolation } from '../common/database-errors';
import { centsToDecimal, toCents } from '../common/money';
import { Conflict, NotFound, ValidationProblem } from '../common/errors/domain-errors';
import { CatalogService } from './catalog.service';
import { CreateProductDto, UpdateProductDto } from './dto/product-input.dto';
import { CATEGORY_RULE, DEFAULT_ADMIN_CATEGORY, isAdminCategory } from './product-categories';
import { Media } from '../media/media.entity';
import { Product } from './product.entity';
import { assertRefillBoxPriced } from './refill-box';
import { slugify } from './slugify';

/** Admin writes to the catalogue. Every write invalidates the public catalogue cache (on every instance) before it answers, so shoppers see it at once. */
@Injectable()
export class ProductManagementService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Media) private readonly media: Repository<Media>,
    private readonly catalog: CatalogService,
    private readonly stockLevels: StockLevelsService,
  ) {}

  list(): Promise<Product[]> {
    return this.products.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  async create({ inventory, ...input }: CreateProductDto): Promise<Product> {
    const slug = input.slug ?? slugify(input.name);
    if (!slug)
      throw new ValidationProblem(
        'Slug is required',
        'A slug cannot be made from this name; send one, e.g. hand-soap-no-42.',
      );
    const product = this.products.create({
      ...input,
      slug,
      description: input.description ?? '',
      price: normalizeMoney(input.price),
      refillPrice: input.refillPrice ? normalizeMoney(input.refillPrice) : null,
      category: input.category ?? DEFAULT_ADMIN_CATEGORY,
      image: input.image ?? input.images[0],
      imageAlts: alignedAlts(input.images, input.imageAlts),
      sizes: input.sizes ?? [],
      availableScents: input.availableScents ?? null,
    });
    assertRefillBoxPriced(product);
    assertLevelSizes(product, inventory ?? []);
    return this.write(() => this.products.save(product), slug, inventory);
  }

  async update(id: number, { inventory, ...input }: UpdateProductDto): Promise<Product> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw productNotFound(id);
    // Seeded products carry categories the admin form does not offer; keeping the current one is allowed.
    if (input.category !== undefined && input.category !== product.category && !isAdminCategory(input.category)) {
      throw new ValidationProblem(CATEGORY_RULE);
    }
    const changes: Partial<Product> = {};
    for (const [key, value] of Object.entries(input) as Array<[keyof UpdateProductDto, unknown]>) {
      if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
    }
    // A rename keeps the slug (links to the product keep working) unless a new slug is sent.
    if (input.slug === null) delete changes.slug;
    if (input.price !== undefined) changes.price = normalizeMoney(input.price);
    if (input.refillPrice !== undefined)
      changes.refillPrice = input.refillPrice ? normalizeMoney(input.refillPrice) : null;
    const images = input.images ?? product.images;
    // The main image follows the hero when the gallery changes, unless it is sent too.
    if (input.image === null || (input.images !== undefined && input.image === undefined)) changes.image = images[0];
    if (input.images !== undefined || input.imageAlts !== undefined)
      changes.imageAlts = alignedAlts(images, input.imageAlts ?? altsByPath(product, images));
    if (input.images !== undefined) changes.imageSizes = await this.storedSizes(images);
    this.products.merge(product, changes);
    assertRefillBoxPriced(product);
    assertLevelSizes(product, inventory ?? []);
    return this.write(() => this.products.save(product), product.slug, inventory);
  }

  /** Past orders are untouched: their lines hold their own name, scent and price and no foreign key to the product. */
  async remove(id: number): Promise<void> {
    const result = await this.products.delete({ id });
    if (!result.affected) throw productNotFound(id);
    await this.stockLevels.forget(this.products.manager, id);
    await this.catalog.invalidate();
  }

  /** The stored size of each uploaded photo among the pictures, so the storefront can draw every stored width. */
  private async storedSizes(images: string[]): Promise<Array<[number, number] | null>> {
    const keys = images.map((path) => /^\/media\/([0-9a-f]{64})\//.exec(path)?.[1]);
    const wanted = keys.filter((key): key is string => key !== undefined);
    const rows = wanted.length > 0 ? await this.media.findBy({ key: In(wanted) }) : [];
    const sizes = new Map(rows.map((row) => [row.key, [row.width, row.height] as [number, number]]));
    return keys.map((key) => (key && sizes.get(key)) || null);
  }

  /** Saves the product, then its stock levels (the sizes were checked before, so only the database can refuse them). */
  private async write(
    save: () => Promise<Product>,
    slug: string,
    inventory?: InventoryLevelInputDto[],
  ): Promise<Product> {
    try {
      const product = await save();
      if (inventory?.length) {
        const manager = this.products.manager;
        await serializeOnSqlite(manager.connection, () =>
          manager.transaction((inner) => this.stockLevels.setLevels(inner, product, inventory)),
        );
      }
      return product;
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(`Another product already uses the slug "${slug}".`);
      throw error;
    } finally {
      await this.catalog.invalidate();
    }
  }
}

function productNotFound(id: number): NotFound {
  return new NotFound('Product not found', `No product has the id ${id}.`);
}

function normalizeMoney(value: string): string {
  return centsToDecimal(toCents(value));
}

/** One alt text per picture: a list of another length is refused, since it cannot say which picture each belongs to. */
function alignedAlts(images: string[], alts: string[] | undefined): string[] | null {
  if (alts === undefined) return null;
  if (alts.length !== images.length)
    throw new ValidationProblem(`imageAlts must hold one alt text per image (${images.length})`);
  return alts.map((alt) => alt.trim());
}

/** A gallery reordered without its alt texts keeps each picture's own. */
function altsByPath(product: Product, images: string[]): string[] {
  const alts = new Map(product.images.map((path, index) => [path, product.imageAlts?.[index] ?? '']));
  return images.map((path) => alts.get(path) ?? '');
}
