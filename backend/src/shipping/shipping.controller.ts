import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ShippingMethodDto, ShippingPolicyDto } from './dto/shipping-method.dto';
import { ShippingMethodsService, toShippingMethodDto } from './shipping-methods.service';

/** What a shopper may read of shipping: the methods on offer and the Shipping & Returns facts. */
@ApiTags('shipping')
@Controller('api')
export class ShippingController {
  constructor(private readonly shipping: ShippingMethodsService) {}

  @Get('shipping-methods')
  @ApiOperation({
    operationId: 'listShippingMethods',
    summary: 'The active shipping methods, in the order the checkout lists them',
    description:
      'Each with its price, free-from amount (null: never free), delivery estimate and whether it is taxable.',
  })
  @ApiOkResponse({ type: ShippingMethodDto, isArray: true })
  async listShippingMethods(): Promise<ShippingMethodDto[]> {
    return (await this.shipping.listActive()).map(toShippingMethodDto);
  }

  @Get('shipping-policy')
  @ApiOperation({
    operationId: 'getShippingPolicy',
    summary: 'The Shipping & Returns facts: methods, estimates, the free-shipping threshold and the return policy',
    description: 'The page, the cart drawer and the product JSON-LD read the same settings.',
  })
  @ApiOkResponse({ type: ShippingPolicyDto })
  getShippingPolicy(): Promise<ShippingPolicyDto> {
    return this.shipping.policy();
  }
}
