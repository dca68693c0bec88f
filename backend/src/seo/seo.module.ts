import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { JournalModule } from '../journal/journal.module';
import { ShippingModule } from '../shipping/shipping.module';
import { CrawlerFilesController } from './crawler-files.controller';
import { PageMetaController } from './page-meta.controller';
import { PageMetaService } from './page-meta.service';
import { SitemapService } from './sitemap.service';

/** What search engines and link previews read: each page's head, robots.txt and sitemap.xml. */
@Module({
  imports: [CatalogModule, JournalModule, ShippingModule],
  controllers: [PageMetaController, CrawlerFilesController],
  providers: [PageMetaService, SitemapService],
  exports: [PageMetaService],
})
export class SeoModule {}
