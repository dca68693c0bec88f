import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminBearerAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { AdminStatsService } from './admin-stats.service';
import { SalesStatsDto } from './dto/sales-stats.dto';
import { StatsQueryDto } from './dto/stats-query.dto';

@ApiTags('admin dashboard')
@AdminBearerAuth()
@Controller('api/admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getAdminStats',
    summary: 'Sales figures of a range of days, compared with the period just before',
    description:
      'Revenue, orders, average order value, discounts and newsletter sign-ups for the days from `from` to `to` (both included, in the shop time zone SHOP_TIME_ZONE) and for the same number of days before; revenue and orders per day (every day, zeros included); orders by status; top products; sales by scent; promo codes. Cancelled orders count only in the status breakdown. Computed by GROUP BY in the database. At most 731 days.',
  })
  @ApiOkResponse({ type: SalesStatsDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A day is not YYYY-MM-DD or not a real date, from is after to, or the range is longer than two years',
  })
  getAdminStats(@Query() query: StatsQueryDto): Promise<SalesStatsDto> {
    return this.stats.salesStats(query);
  }
}
