import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SitemapService } from './sitemap.service';

/** For crawlers, not the storefront: kept out of the OpenAPI contract. */
@ApiExcludeController()
@Controller()
export class CrawlerFilesController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return this.sitemap.robotsTxt();
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  sitemapXml(): Promise<string> {
    return this.sitemap.sitemapXml();
  }
}
