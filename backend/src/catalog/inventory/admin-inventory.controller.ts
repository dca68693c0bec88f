import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminPasswordAuth } from '../../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { IdParam } from '../../common/id-param';
import { InventoryAdjustmentDto, InventoryEventDto } from './inventory.dto';
import { StockLevelsService } from './stock-levels.service';

@ApiTags('admin products')
@AdminPasswordAuth()
@Controller('api/admin')
export class AdminInventoryController {
  constructor(private readonly stockLevels: StockLevelsService) {}

  @Post('products/:id/inventory-adjustments')
  @ApiOperation({
    operationId: 'adjustInventory',
    summary: "Adds or takes away units of one size, with a reason; the storefront's availability follows at once",
    description:
      'Kept as an inventory event (reason, delta, the quantity after, the time). The size must be tracked (a quantity set in the product form); the result never goes below 0. Raising a sold-out size above 0 e-mails the shoppers waiting for it.',
  })
  @ApiParam({ name: 'id', type: Number, example: 7 })
  @ApiCreatedResponse({ type: InventoryEventDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A field is invalid, or the product does not come in the size',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No product has that id' })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'The size is not tracked, or fewer units are left than taken away',
  })
  adjustInventory(@IdParam() id: number, @Body() body: InventoryAdjustmentDto): Promise<InventoryEventDto> {
    return this.stockLevels.adjust(id, body);
  }
}
