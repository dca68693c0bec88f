import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminBearerAuth } from '../../admin/admin-auth.decorators';
import { LowStockSizeDto } from './inventory.dto';
import { StockLevelsService } from './stock-levels.service';

/** The dashboard's low-stock card: in the dashboard's realm (the bearer password, like the sales figures). */
@ApiTags('admin dashboard')
@AdminBearerAuth()
@Controller('api/admin/inventory')
export class AdminLowStockController {
  constructor(private readonly stockLevels: StockLevelsService) {}

  @Get('low-stock')
  @ApiOperation({
    operationId: 'listLowStock',
    summary: 'Sizes at or below their low-stock threshold, or sold out (the dashboard list)',
    description: 'Fewest units first; untracked sizes never appear.',
  })
  @ApiOkResponse({ type: LowStockSizeDto, isArray: true })
  listLowStock(): Promise<LowStockSizeDto[]> {
    return this.stockLevels.lowStock();
  }
}
