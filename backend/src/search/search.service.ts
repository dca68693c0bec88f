import { Injectable } from '@nestjs/common';
import { CatalogList, CatalogService } from '../catalog/catalog.service';
import { REFILL_BOX_SIZE } from '../catalog/refill-box';
import { PRODUCT_LIST, SCENTS } from '../common/site';
import { JournalService } from '../journal/journal.service';
import type { SearchArticleDto, SearchProductDto, SearchResultsDto } from './dto/search.dto';
import { findEntries, SearchEntry, searchEntry } from './search-index';

const SCENT_NAMES = new Map(SCENTS.map((scent) => [scent.number, scent.name]));

/**
 * Search over the catalogue and the journal, in memory: the catalogue is already held in process (CatalogService's
 * snapshot) and is a few dozen products, so comparing every word is cheaper than a database query and reads the same
 * on MariaDB and SQLite, typo tolerance included (docs/catalogue.md, Search).
 */
@Injectable()
export class SearchService {
  /** The product entries of each catalogue snapshot, made on its first search. */
  private readonly productIndexes = new WeakMap<CatalogList, Array<SearchEntry<SearchProductDto>>>();
  private readonly articleIndex: Array<SearchEntry<SearchArticleDto>>;

  constructor(
    private readonly catalog: CatalogService,
    journal: JournalService,
  ) {
    this.articleIndex = journal
      .listArticles()
      .map((article) => searchEntry({ slug: article.slug, title: article.title }, [article.title]));
  }

  async search(query: string, limit: number): Promise<SearchResultsDto> {
    const products = findEntries(await this.productIndex(), query);
    const articles = findEntries(this.articleIndex, query);
    return {
      query: query.trim(),
      products: products.slice(0, limit),
      articles: articles.slice(0, limit),
      productTotal: products.length,
      articleTotal: articles.length,
    };
  }

  private async productIndex(): Promise<Array<SearchEntry<SearchProductDto>>> {
    const list = await this.catalog.list();
    let index = this.productIndexes.get(list);
    if (!index) {
      index = list.products.map((product) => {
        const scentName = (product.scentNumber && SCENT_NAMES.get(product.scentNumber)) ?? null;
        const formats = PRODUCT_LIST.formats.filter(
          (format) =>
            format.categories.includes(product.category) ||
            (format.value === 'refill' && product.sizes.includes(REFILL_BOX_SIZE)),
        );
        return searchEntry(
          {
            slug: product.slug,
            name: product.name,
            category: product.category,
            scentName,
            price: product.price,
            image: product.image,
          },
          [product.name, product.category, scentName, product.scentNumber, ...formats.map((format) => format.label)],
        );
      });
      this.productIndexes.set(list, index);
    }
    return index;
  }
}
