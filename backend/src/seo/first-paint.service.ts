import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import { injectFirstPaint, ListedImage } from './first-paint';
import { PageMeta } from './page-meta';

/** The storefront's default scent and its grouping of scent variants (frontend lib/scents.ts, productFilters.ts). */
const DEFAULT_SCENT = '42';
const baseSlug = (slug: string) => slug.replace(/-no-\d+$/, '');

/** Adds the static first paint (first-paint.ts) to a page, looking up the product list's first picture from the catalogue. */
@Injectable()
export class FirstPaintService {
  constructor(private readonly catalog: CatalogService) {}

  /** `filtered`: the address carries a query (list filters), so the first card is not known here and gets no picture. */
  async inject(html: string, page: PageMeta, filtered: boolean): Promise<string> {
    const listed = page.path === '/products' && page.status === 200 && !filtered ? await this.firstListedImage() : null;
    return injectFirstPaint(html, page, listed);
  }

  /** The picture of the list's first card: the first product's group shown in its default scent, as ProductListPage does. */
  private async firstListedImage(): Promise<ListedImage> {
    try {
      const products = await this.catalog.listProducts();
      if (products.length === 0) return null;
      const group = products.filter((p) => baseSlug(p.slug) === baseSlug(products[0].slug));
      const sorted = [...group].sort((a, b) => (a.scentNumber ?? '').localeCompare(b.scentNumber ?? ''));
      return (sorted.find((p) => p.scentNumber === DEFAULT_SCENT) ?? sorted[0]).image;
    } catch {
      // The catalogue is unreachable: the page still gets its header; the app shows its own error.
      return null;
    }
  }
}
