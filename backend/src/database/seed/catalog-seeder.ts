import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Product } from '../../catalog/product.entity';
import { withStartupLock } from '../startup-lock';
import { seedCatalog } from './seed-catalog';
import { seedShippingAndTax } from './seed-shipping-and-tax';
import { seedSubscribableItems } from './seed-subscribable-items';

/**
 * On an empty catalogue (a fresh `make run`), loads the demo products, shipping methods, tax rate and subscribable items: once, whatever
 * the number of instances starting.
 */
@Injectable()
export class CatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedOnStart) return;
    await withStartupLock(this.dataSource, async () => {
      if ((await this.dataSource.getRepository(Product).count()) > 0) return;
      const { inserted } = await seedCatalog(this.dataSource);
      this.logger.log(`Seeded the demo catalogue with ${inserted} products`);
      await seedShippingAndTax(this.dataSource);
      await seedSubscribableItems(this.dataSource);
    });
  }
}
