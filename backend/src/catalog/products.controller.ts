import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { CatalogService } from './catalog.service';
import { ProductDto } from './dto/product.dto';

@ApiTags('catalog')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ operationId: 'listProducts', summary: 'Every product of the catalogue' })
  @ApiOkResponse({ type: ProductDto, isArray: true })
  listProducts(): Promise<ProductDto[]> {
    return this.catalog.listProducts();
  }

  @Get(':slug')
  @ApiOperation({ operationId: 'getProduct', summary: 'One product by its slug' })
  @ApiParam({ name: 'slug', example: 'hand-soap-no-42' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that slug' })
  getProduct(@Param('slug') slug: string): Promise<ProductDto> {
    return this.catalog.getBySlug(slug);
  }
}
