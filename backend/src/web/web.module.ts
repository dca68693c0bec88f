import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { NOT_FOUND_PAGE } from '../http/filters/not-found-page';
import { SeoModule } from '../seo/seo.module';
import { SpaPageService } from './spa-page.service';
import { WebController } from './web.controller';
import { WebNotFoundPage } from './web-not-found-page';

/** Serves the built React app for page routes, each with its own head (and the not-found page for the rest). Import it last. */
@Module({
  imports: [SeoModule, CatalogModule],
  controllers: [WebController],
  // NOT_FOUND_PAGE lets the exception filter (http/filters/) answer unknown pages without importing this module.
  providers: [SpaPageService, { provide: NOT_FOUND_PAGE, useClass: WebNotFoundPage }],
  exports: [NOT_FOUND_PAGE],
})
export class WebModule {}
