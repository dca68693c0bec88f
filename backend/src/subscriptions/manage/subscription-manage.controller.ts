import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { ChangeSubscriptionDto, SubscriptionViewDto } from '../dto/subscription-view.dto';
import { SubscriptionManagementService } from './subscription-management.service';

const TOKEN_EXAMPLE = '7.Jq2b3xZ0mH4o6lq2Zy1hV2c8pXbqQm0vYp1s9FzQy0E';
const NOT_FOUND = 'The link is malformed, tampered with, signed with an old secret, or its subscription is gone';
const CANCELLED = 'The subscription is cancelled';

/** The signed link of every subscription e-mail: the shopper manages the subscription without an account. */
@ApiTags('subscriptions')
@ApiParam({ name: 'token', type: String, example: TOKEN_EXAMPLE, description: 'The signed token of the e-mail link' })
@ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
@Controller('api/subscriptions/manage/:token')
export class SubscriptionManageController {
  constructor(private readonly management: SubscriptionManagementService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getManagedSubscription',
    summary: 'A subscription by its signed link',
    description: "The next renewal's date and its amount at today's prices, the lines and the terms.",
  })
  @ApiOkResponse({ type: SubscriptionViewDto })
  getManagedSubscription(@Param('token') token: string): Promise<SubscriptionViewDto> {
    return this.management.view(token);
  }

  @Patch()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'changeManagedSubscription',
    summary: 'Change the frequency, the quantities or the address',
    description:
      "Applies from the next renewal on; the next date stays. A new address is checked like the checkout's and the next renewal is taxed for its state.",
  })
  @ApiOkResponse({ type: SubscriptionViewDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A frequency or quantity out of range, a line it lacks, or an address that is not valid',
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: CANCELLED })
  changeManagedSubscription(
    @Param('token') token: string,
    @Body() body: ChangeSubscriptionDto,
  ): Promise<SubscriptionViewDto> {
    return this.management.change(token, body);
  }

  @Post('skip')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'skipManagedSubscription',
    summary: 'Skip the next delivery',
    description: 'The next renewal moves one period on; nothing is charged for the skipped one.',
  })
  @ApiOkResponse({ type: SubscriptionViewDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: `${CANCELLED}, or its renewal is being charged right now` })
  skipManagedSubscription(@Param('token') token: string): Promise<SubscriptionViewDto> {
    return this.management.skip(token);
  }

  @Post('pause')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'pauseManagedSubscription',
    summary: 'Pause the subscription',
    description: 'Nothing is charged until it is resumed, also not a renewal waiting for stock or a retry.',
  })
  @ApiOkResponse({ type: SubscriptionViewDto })
  pauseManagedSubscription(@Param('token') token: string): Promise<SubscriptionViewDto> {
    return this.management.pause(token);
  }

  @Post('resume')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'resumeManagedSubscription',
    summary: 'Resume a paused subscription',
    description: 'Its next renewal keeps its date, or comes at once when that date has passed.',
  })
  @ApiOkResponse({ type: SubscriptionViewDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: CANCELLED })
  resumeManagedSubscription(@Param('token') token: string): Promise<SubscriptionViewDto> {
    return this.management.resume(token);
  }

  @Post('cancel')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'cancelManagedSubscription',
    summary: 'Cancel the subscription (one click)',
    description:
      'Stops every future charge at once, a renewal already claimed but not yet charged included. Repeating it changes nothing.',
  })
  @ApiOkResponse({ type: SubscriptionViewDto })
  cancelManagedSubscription(@Param('token') token: string): Promise<SubscriptionViewDto> {
    return this.management.cancel(token);
  }
}
