import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { answerTaggedJson } from '../http/conditional-get';
import { ErrorBodyDto } from '../common/error-body.dto';
import { CatalogService, productNotFound } from './catalog.service';
import { ProductDto } from './dto/product.dto';

// If-None-Match is not declared as a parameter: browsers send it on their own, and the generated client must not ask for it.
const NOT_MODIFIED = {
  status: 304,
  description: 'The catalogue has not changed since the ETag sent in If-None-Match (no body).',
};

@ApiTags('catalog')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({
    operationId: 'listProducts',
    summary: 'Every product of the catalogue',
    description:
      'Carries a strong ETag and `Cache-Control: public, max-age=0, s-maxage=1` (browsers revalidate every time; a shared cache may reuse it for a second); `If-None-Match` with the current ETag gets a 304 with no body. An admin write to any product changes the ETag at once.',
  })
  @ApiOkResponse({ type: ProductDto, isArray: true })
  @ApiResponse(NOT_MODIFIED)
  async listProducts(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    // The JSON bytes of ProductDto[] made once per catalogue snapshot, sent as they are (Fastify passes buffers through).
    return answerTaggedJson(request, reply, (await this.catalog.list()).json);
  }

  @Get(':slug')
  @ApiOperation({
    operationId: 'getProduct',
    summary: 'One product by its slug',
    description:
      'Carries a strong ETag and `Cache-Control: public, max-age=0, s-maxage=1` (browsers revalidate every time; a shared cache may reuse it for a second); `If-None-Match` with the current ETag gets a 304 with no body. An admin write to the product changes the ETag at once.',
  })
  @ApiParam({ name: 'slug', example: 'hand-soap-no-42' })
  @ApiOkResponse({ type: ProductDto })
  @ApiResponse(NOT_MODIFIED)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that slug' })
  async getProduct(
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    const entry = await this.catalog.product(slug);
    if (!entry) throw productNotFound(slug);
    // The JSON bytes of one ProductDto, cached like the list.
    return answerTaggedJson(request, reply, entry.json);
  }
}
