import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import {
  CreateShippingMethodDto,
  ReorderShippingMethodsDto,
  UpdateShippingMethodDto,
} from './dto/save-shipping-method.dto';
import { ShippingMethodDto } from './dto/shipping-method.dto';
import { ShippingMethodsService, toShippingMethodDto } from './shipping-methods.service';

@ApiTags('admin shipping')
@AdminPasswordAuth()
@Controller('api/admin/shipping-methods')
export class AdminShippingMethodsController {
  constructor(private readonly shipping: ShippingMethodsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listAdminShippingMethods',
    summary: 'Every shipping method, inactive ones included, in checkout order',
    description: 'The back office list; a change applies to quotes and orders from then on, never to placed orders.',
  })
  @ApiOkResponse({ type: ShippingMethodDto, isArray: true })
  async listAdminShippingMethods(): Promise<ShippingMethodDto[]> {
    return (await this.shipping.listAll()).map(toShippingMethodDto);
  }

  @Post()
  @ApiOperation({
    operationId: 'createShippingMethod',
    summary: 'Creates a shipping method, placed last',
    description: 'Active and taxable unless told otherwise.',
  })
  @ApiCreatedResponse({ type: ShippingMethodDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid, or max days < min days' })
  createShippingMethod(@Body() body: CreateShippingMethodDto): Promise<ShippingMethodDto> {
    return this.shipping.create(body);
  }

  // Declared before ':id' so "order" is never read as an id.
  @Put('order')
  @ApiOperation({
    operationId: 'reorderShippingMethods',
    summary: 'Sets the order of the methods',
    description: 'ids lists every method once, first shown first; answers the whole list in its new order.',
  })
  @ApiOkResponse({ type: ShippingMethodDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'ids does not list every method exactly once' })
  reorderShippingMethods(@Body() body: ReorderShippingMethodsDto): Promise<ShippingMethodDto[]> {
    return this.shipping.reorder(body.ids);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateShippingMethod',
    summary: 'Edits a method: name, price, free-from, estimate, taxable, active (isActive false deactivates)',
    description: 'Only the fields sent change; freeFrom null makes the method never free.',
  })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: ShippingMethodDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is invalid, or max days < min days' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No method has that id' })
  updateShippingMethod(@IdParam() id: number, @Body() body: UpdateShippingMethodDto): Promise<ShippingMethodDto> {
    return this.shipping.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteShippingMethod',
    summary: 'Deletes a method',
    description: 'Placed orders keep the name and charge they were placed with; deactivating keeps it for later.',
  })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No method has that id' })
  deleteShippingMethod(@IdParam() id: number): Promise<void> {
    return this.shipping.remove(id);
  }
}
