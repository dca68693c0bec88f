import { Body, Controller, Get, Header, Patch, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AdminBearerAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParam } from '../common/id-param';
import { ApiJsonErrorResponse } from '../common/json-error-response';
import { toPageRequest } from '../common/pagination';
import { TemporarilyUnavailable } from '../common/errors/domain-errors';
import { toAdminOrderFilter } from './admin-order-filter';
import { AdminOrderFilterDto, AdminOrderQueryDto } from './dto/admin-order-query.dto';
import { AdminOrderDetailDto, AdminOrderPageDto } from './dto/admin-order.dto';
import { UpdateOrderDto } from './dto/update-order.dto';
import { AdminOrdersService } from './admin-orders.service';
import { ExportKind, OrderCsvExportService } from './order-csv-export.service';

/** Orders the dashboard lists as waiting to be sent; the card links to the full list for more. */
const AWAITING_FULFILMENT_SHOWN = 10;

/** Seconds a refused export is told to wait: a full export of 100,000 orders takes a few seconds. */
const EXPORT_RETRY_AFTER_SECONDS = 5;

@ApiTags('admin orders')
@AdminBearerAuth()
@Controller('api/admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly csvExport: OrderCsvExportService,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'listAdminOrders',
    summary: 'Orders, newest first, searched, filtered and paged on the server',
    description: 'search, status and the placed-date range (placedFrom, placedTo; both inclusive) must all hold.',
  })
  @ApiOkResponse({ type: AdminOrderPageDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'page, pageSize, search, status or a date is out of bounds, or the range ends before it starts',
  })
  listAdminOrders(@Query() query: AdminOrderQueryDto): Promise<AdminOrderPageDto> {
    return this.orders.search(toAdminOrderFilter(query), toPageRequest(query));
  }

  // Declared before ':id' so the path is never read as an id.
  @Get('awaiting-fulfilment')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'listOrdersAwaitingFulfilment',
    summary: 'Orders paid and not yet shipped, oldest first: the dashboard card of what staff still have to send',
    description: `Orders whose status is pending or processing, oldest first, at most ${AWAITING_FULFILMENT_SHOWN}; total counts them all. page is 1 and pageSize the limit.`,
  })
  @ApiOkResponse({ type: AdminOrderPageDto })
  listOrdersAwaitingFulfilment(): Promise<AdminOrderPageDto> {
    return this.orders.awaitingFulfilment(AWAITING_FULFILMENT_SHOWN);
  }

  // Declared before ':id' so "export" is never read as an id.
  @Get('export')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'exportAdminOrders',
    summary:
      'The orders of the list filters (all without filters) as a CSV file (streamed), downloaded as orders-YYYY-MM-DD.csv',
    description:
      'Takes the same search, status and date filters as the order list. Rows are read in batches and streamed, so large exports use little memory; at most two run at once.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, one row per order',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiJsonErrorResponse(503, 'Two exports are already running; the Retry-After header says when to try again')
  @ApiJsonErrorResponse(400, 'search, status or a date is out of bounds, or the range ends before it starts')
  exportAdminOrders(@Query() query: AdminOrderFilterDto): StreamableFile {
    return this.download(query, 'orders');
  }

  // Declared before ':id' so "export" is never read as an id.
  @Get('export/lines')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'exportAdminOrderLines',
    summary:
      'The lines of the orders the list filters select, one row per order line, as a CSV file (streamed), downloaded as order-lines-YYYY-MM-DD.csv',
    description:
      'Columns: Order Number, Placed At, Product, Scent, Size, Quantity, Unit Price, Line Discount, Line Total (quantity × unit price − line discount, before tax). The lines of an order add up to its subtotal less its discount. Same filters and limits as the order export.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, one row per order line',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiJsonErrorResponse(503, 'Two exports are already running; the Retry-After header says when to try again')
  @ApiJsonErrorResponse(400, 'search, status or a date is out of bounds, or the range ends before it starts')
  exportAdminOrderLines(@Query() query: AdminOrderFilterDto): StreamableFile {
    return this.download(query, 'lines');
  }

  private download(query: AdminOrderFilterDto, kind: ExportKind): StreamableFile {
    // Parsed before streaming starts, so a bad filter is a 400 rather than a broken download.
    const stream = this.csvExport.tryStream(toAdminOrderFilter(query), kind);
    if (!stream) {
      const busy = 'Two exports are already running. Please try again in a moment.';
      throw new TemporarilyUnavailable(busy, busy, EXPORT_RETRY_AFTER_SECONDS);
    }
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8; header=present',
      disposition: `attachment; filename="${this.csvExport.fileName(kind)}"`,
    });
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getAdminOrder',
    summary: 'One order with its items',
    description:
      'The whole order for the back office: customer, addresses, lines, totals, payment and fulfilment fields.',
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: AdminOrderDetailDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No order has that id' })
  getAdminOrder(@IdParam() id: number): Promise<AdminOrderDetailDto> {
    return this.orders.findOne(id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateAdminOrder',
    summary: 'Records fulfilment: tracking number, status, delivery date, carrier',
    description:
      "Only the fields sent change; each change is written to the order's history. Becoming shipped stamps shippedAt once.",
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: AdminOrderDetailDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is invalid, or none was sent' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No order has that id' })
  updateAdminOrder(@IdParam() id: number, @Body() body: UpdateOrderDto): Promise<AdminOrderDetailDto> {
    return this.orders.update(id, body);
  }
}
