import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { JournalModule } from '../journal/journal.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** The storefront's search over the catalogue and the journal (GET /api/search). */
@Module({ imports: [CatalogModule, JournalModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
