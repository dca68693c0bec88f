import { Body, Controller, Get, Header, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminBearerAuth } from '../../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { IdParam } from '../../common/id-param';
import { OrderHistoryService } from './order-history.service';
import { AddOrderNoteDto, OrderEventDto } from './order-event.dto';

@ApiTags('admin orders')
@AdminBearerAuth()
@Controller('api/admin/orders/:id')
export class AdminOrderHistoryController {
  constructor(private readonly history: OrderHistoryService) {}

  @Get('events')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'listAdminOrderEvents',
    summary: "An order's history, newest first",
    description:
      'Placement, every status, tracking, carrier and delivery-date change (with the values before and after), staff notes and e-mails sent.',
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiOkResponse({ type: [OrderEventDto] })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No order has that id' })
  listAdminOrderEvents(@IdParam() id: number): Promise<OrderEventDto[]> {
    return this.history.list(id);
  }

  @Post('notes')
  @ApiOperation({
    operationId: 'addAdminOrderNote',
    summary: 'Adds a staff note to the order history',
    description: 'Notes are internal: the guest order status page never shows them.',
  })
  @ApiParam({ name: 'id', type: Number, example: 41 })
  @ApiCreatedResponse({ type: OrderEventDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The note is empty or longer than 2000 characters' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No order has that id' })
  addAdminOrderNote(@IdParam() id: number, @Body() body: AddOrderNoteDto): Promise<OrderEventDto> {
    return this.history.addNote(id, body.note);
  }
}
