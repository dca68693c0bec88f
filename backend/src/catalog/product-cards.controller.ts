import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PRODUCT_LIST } from '../common/site';
import { CatalogService } from './catalog.service';
import { ProductCardPageDto, ProductCardQueryDto } from './dto/product-card.dto';
import { productCardPage } from './product-cards';

@ApiTags('catalog')
@Controller('api/product-cards')
export class ProductCardsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({
    operationId: 'listProductCards',
    summary: "One page of the storefront's product list, filtered and grouped into cards",
    description: `The /products page's data: products matching the format and scent filters, grouped by base slug (one card per product, its scent variants inside), ${PRODUCT_LIST.pageSize} cards a page. GET /api/products still answers the whole catalogue.`,
  })
  @ApiOkResponse({ type: ProductCardPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'page, filter or scent is out of bounds' })
  async listProductCards(@Query() query: ProductCardQueryDto): Promise<ProductCardPageDto> {
    const { dtos } = await this.catalog.list();
    return productCardPage(dtos, { page: query.page ?? 1, filter: query.filter ?? 'all', scent: query.scent });
  }
}
