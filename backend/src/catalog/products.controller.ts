import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
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
  async listProducts(@Res({ passthrough: true }) reply: FastifyReply): Promise<ProductDto[]> {
    // Sends the cached JSON bytes as they are (Fastify passes buffers through); the documented type is still ProductDto[].
    reply.type('application/json; charset=utf-8');
    return (await this.catalog.listProductsJson()) as unknown as ProductDto[];
  }

  @Get(':slug')
  @ApiOperation({ operationId: 'getProduct', summary: 'One product by its slug' })
  @ApiParam({ name: 'slug', example: 'hand-soap-no-42' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that slug' })
  async getProduct(@Param('slug') slug: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<ProductDto> {
    // Cached JSON bytes, like the list.
    const json = await this.catalog.getJsonBySlug(slug);
    reply.type('application/json; charset=utf-8');
    return json as unknown as ProductDto;
  }
}
