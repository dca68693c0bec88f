import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminPasswordAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParam } from '../common/id-param';
import { CreateProductDto, UpdateProductDto } from './dto/product-input.dto';
import {
  AdminProductDto,
  AdminProductQueryDto,
  matchesStockFilter,
  toAdminProductDto,
} from './inventory/admin-product.dto';
import { StockLevelsService } from './inventory/stock-levels.service';
import type { Product } from './product.entity';
import { ProductManagementService } from './product-management.service';

@ApiTags('admin products')
@AdminPasswordAuth()
@Controller('api/admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: ProductManagementService,
    private readonly stockLevels: StockLevelsService,
  ) {}

  private async withInventory(products: Product[]): Promise<AdminProductDto[]> {
    const levels = await this.stockLevels.levelsOf(products);
    return products.map((product) => toAdminProductDto(product, levels.get(product.id) ?? []));
  }

  @Get()
  @ApiOperation({
    operationId: 'listAdminProducts',
    summary: 'Every product, by name (also verifies the password)',
    description:
      "The back office list with each size's stock; the product screen calls it first, so a wrong x-admin-password shows the password gate. `stock=low` keeps products with a size at or below its threshold (or sold out), `stock=sold_out` those with a size at 0.",
  })
  @ApiOkResponse({ type: AdminProductDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'stock is not low or sold_out' })
  async listAdminProducts(@Query() query: AdminProductQueryDto): Promise<AdminProductDto[]> {
    return (await this.withInventory(await this.products.list())).filter((product) =>
      matchesStockFilter(product.inventory, query.stock),
    );
  }

  @Post()
  @ApiOperation({
    operationId: 'createProduct',
    summary: 'Adds a product; the public catalogue shows it at once',
    description:
      'The catalogue cache is refreshed on write, so the storefront lists the product on its next request. The slug must be unused.',
  })
  @ApiCreatedResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another product has the slug' })
  async createProduct(@Body() body: CreateProductDto): Promise<AdminProductDto> {
    return (await this.withInventory([await this.products.create(body)]))[0];
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateProduct',
    summary: 'Changes the fields sent; the public catalogue shows it at once',
    description:
      'A partial update: fields left out keep their values. Orders already placed keep the name and price they were placed with.',
  })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiOkResponse({ type: AdminProductDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is invalid' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that id' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Another product has the slug' })
  async updateProduct(@IdParam() id: number, @Body() body: UpdateProductDto): Promise<AdminProductDto> {
    return (await this.withInventory([await this.products.update(id, body)]))[0];
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteProduct',
    summary: 'Removes a product; past orders keep their lines',
    description:
      'Order lines copy the name, scent, size and price at purchase, so deleting a product never changes an order or its totals.',
  })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that id' })
  async deleteProduct(@IdParam() id: number): Promise<void> {
    await this.products.remove(id);
  }
}
