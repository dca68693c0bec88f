import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { FaqDto } from '../common/faq.dto';
import { CatalogService, productNotFound } from './catalog.service';
import { faqsForCategory } from './category-faqs';

@ApiTags('catalog')
@Controller('api/products')
export class ProductFaqsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get(':slug/faqs')
  @ApiOperation({
    operationId: 'getProductFaqs',
    summary: "The FAQs of a product's category (the same ones its page emits as FAQPage data)",
    description: 'Questions and answers belong to the category, so every product of a category shows the same list.',
  })
  @ApiParam({ name: 'slug', example: 'hand-soap-no-42' })
  @ApiOkResponse({ type: FaqDto, isArray: true })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that slug' })
  async getProductFaqs(@Param('slug') slug: string): Promise<FaqDto[]> {
    const entry = await this.catalog.product(slug);
    if (!entry) throw productNotFound(slug);
    return faqsForCategory(entry.product.category);
  }
}
