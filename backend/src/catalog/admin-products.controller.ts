import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminPasswordAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParam } from '../common/id-param';
import { CreateProductDto, UpdateProductDto } from './dto/product-input.dto';
import { ProductDto, toProductDto } from './dto/product.dto';
import { ProductManagementService } from './product-management.service';

@ApiTags('admin products')
@AdminPasswordAuth()
@Controller('api/admin/products')
export class AdminProductsController {
  constructor(private readonly products: ProductManagementService) {}

  @Get()
  @ApiOperation({
    operationId: 'listAdminProducts',
    summary: 'Every product, by name (also verifies the password)',
    description: 'The back office list; the product screen calls it first, so a wrong x-admin-password shows the password gate.',
  })
  @ApiOkResponse({ type: ProductDto, isArray: true })
  async listAdminProducts(): Promise<ProductDto[]> {
    return (await this.products.list()).map(toProductDto);
  }

  @Post()
  @ApiOperation({
    operationId: 'createProduct',
    summary: 'Adds a product; the public catalogue shows it at once',
    description: 'The catalogue cache is refreshed on write, so the storefront lists the product on its next request. The slug must be unused.',
  })
  @ApiCreatedResponse({ type: ProductDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another product has the slug' })
  async createProduct(@Body() body: CreateProductDto): Promise<ProductDto> {
    return toProductDto(await this.products.create(body));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateProduct',
    summary: 'Changes the fields sent; the public catalogue shows it at once',
    description: 'A partial update: fields left out keep their values. Orders already placed keep the name and price they were placed with.',
  })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiOkResponse({ type: ProductDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is invalid' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that id' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another product has the slug' })
  async updateProduct(@IdParam() id: number, @Body() body: UpdateProductDto): Promise<ProductDto> {
    return toProductDto(await this.products.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteProduct',
    summary: 'Removes a product; past orders keep their lines',
    description: 'Order lines copy the name, scent, size and price at purchase, so deleting a product never changes an order or its totals.',
  })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that id' })
  async deleteProduct(@IdParam() id: number): Promise<void> {
    await this.products.remove(id);
  }
}
