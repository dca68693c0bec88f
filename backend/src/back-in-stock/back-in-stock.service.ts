import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, QueryFailedError, Repository } from 'typeorm';
import { CatalogService, productNotFound } from '../catalog/catalog.service';
import { sizedName } from '../catalog/inventory/out-of-stock';
import { StockLevelsService } from '../catalog/inventory/stock-levels.service';
import { Product } from '../catalog/product.entity';
import { isUniqueViolation } from '../common/database-errors';
import { canonicalEmail } from '../common/email-address';
import { localDay } from '../common/shop-time-zone';
import { Conflict, ValidationProblem } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../mail/outbox.service';
import { BACK_IN_STOCK_UNSUBSCRIBE_PATH, unsubscribeUrl } from '../mail/unsubscribe-link';
import { BackInStockRequest } from './back-in-stock-request.entity';

/**
 * 'Notify me when it's back': records an address against a sold-out size, and when staff (or a refund) bring the size
 * back above 0, queues one e-mail per waiting address in that same transaction and forgets the waits, so each
 * address hears once and a second restock sends nothing.
 */
@Injectable()
export class BackInStockService implements OnModuleInit {
  constructor(
    @InjectRepository(BackInStockRequest) private readonly requests: Repository<BackInStockRequest>,
    private readonly catalog: CatalogService,
    private readonly stockLevels: StockLevelsService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.stockLevels.onRestocked((manager, product, size) => this.notify(manager, product, size));
  }

  /**
   * Whether the size takes sign-ups (the product exists, comes in that size, and it is sold out): the same for every
   * address, so the answer before the sign-up's write tells nothing about who is listed. Returns what record needs.
   */
  async signUpFor(slug: string, size: string): Promise<{ productId: number; name: string }> {
    const product = (await this.catalog.product(slug))?.product;
    if (!product) throw productNotFound(slug);
    const availability = (await this.catalog.availabilityOf(product)).find((a) => a.size === size);
    if (!availability) throw new ValidationProblem(`${product.name} does not come in size "${size}".`);
    const name = sizedName(product.name, size);
    if (availability.status !== 'sold_out')
      throw new Conflict(`${name} is in stock.`, `${name} is not sold out: it can be added to the cart now.`);
    return { productId: product.id, name };
  }

  /** Adds the address (in its one canonical spelling, common/email-address.ts) to the size's list once. */
  async record(productId: number, size: string, email: string): Promise<void> {
    try {
      await this.requests.insert({ productId, size, email: canonicalEmail(email) });
    } catch (error) {
      if (!(error instanceof QueryFailedError && isUniqueViolation(error))) throw error;
    }
  }

  /** The notice's unsubscribe link: the address stops waiting for every size. */
  async unsubscribe(email: string): Promise<void> {
    await this.requests.delete({ email: canonicalEmail(email) });
  }

  /** Runs in the restock's transaction: the e-mails exist exactly when the new stock is committed. */
  private async notify(manager: EntityManager, product: Product, size: string): Promise<void> {
    const waiting = await manager.find(BackInStockRequest, {
      where: { productId: product.id, size },
      order: { id: 'ASC' },
    });
    if (!waiting.length) return;
    const { publicBaseUrl, mail } = this.config;
    const productUrl = `${publicBaseUrl}/products/${product.slug}${size ? `?size=${encodeURIComponent(size)}` : ''}`;
    for (const request of waiting)
      await this.outbox.queue(manager, {
        template: 'back-in-stock',
        // One e-mail per address, product and day, however often the size sells out and comes back (or two restocks
        // race on MySQL and both read the waits): the outbox ignores a second message with the same key.
        dedupeKey: `back-in-stock:${product.id}:${emailDigest(request.email)}:${localDay(Date.now(), this.config.shopTimeZone)}`,
        recipient: request.email,
        data: {
          productName: sizedName(product.name, size),
          productUrl,
          shopUrl: `${publicBaseUrl}/`,
          unsubscribeUrl: unsubscribeUrl(publicBaseUrl, request.email, mail.linkSecret, BACK_IN_STOCK_UNSUBSCRIBE_PATH),
        },
      });
    await manager.delete(BackInStockRequest, { id: In(waiting.map((r) => r.id)) });
  }
}

/** A fixed-length stand-in for an address in a dedupe key (an address may be 254 characters). */
function emailDigest(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}
