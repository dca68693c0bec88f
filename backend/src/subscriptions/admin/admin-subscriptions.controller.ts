import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminPasswordAuth } from '../../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { ValidationProblem } from '../../common/errors/domain-errors';
import { IdParam } from '../../common/id-param';
import {
  AdminSubscriptionDto,
  AdminSubscriptionPageDto,
  AdminSubscriptionQueryDto,
  SubscriptionSettingsDto,
  UpdateSubscriptionSettingsDto,
} from '../dto/admin-subscription.dto';
import { AdminSubscriptionsService, StaffAction } from './admin-subscriptions.service';

const ACTIONS: readonly StaffAction[] = ['skip', 'pause', 'resume', 'cancel', 'retry'];

@ApiTags('admin subscriptions')
@AdminPasswordAuth()
@Controller('api/admin')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  @Get('subscriptions')
  @ApiOperation({
    operationId: 'listAdminSubscriptions',
    summary: 'Subscriptions, soonest renewal first',
    description: 'q matches a subscription id or part of the e-mail address; status filters.',
  })
  @ApiOkResponse({ type: AdminSubscriptionPageDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A query value is invalid' })
  listAdminSubscriptions(@Query() query: AdminSubscriptionQueryDto): Promise<AdminSubscriptionPageDto> {
    return this.subscriptions.list(query);
  }

  @Get('subscriptions/:id')
  @ApiOperation({
    operationId: 'getAdminSubscription',
    summary: 'One subscription: lines, address, renewals with their orders and failures, history of changes',
    description: 'Renewals and the history newest first; a renewal shows its order once charged and its last failure.',
  })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No subscription has that id' })
  getAdminSubscription(@IdParam() id: number): Promise<AdminSubscriptionDto> {
    return this.subscriptions.detail(id);
  }

  @Post('subscriptions/:id/:action')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'actOnAdminSubscription',
    summary: 'A staff action: skip the next renewal, pause, resume, cancel, or retry the failed renewal now',
    description:
      'Recorded in the history as staff. Cancelling confirms by e-mail to the shopper; retry charges at once ' +
      '(a renewal waiting for a retry or stock, or the one whose last attempt failed and paused the subscription).',
  })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiParam({ name: 'action', enum: ACTIONS })
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id or the action is invalid' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No subscription has that id' })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'The subscription is cancelled, the renewal is being charged, or there is nothing to retry',
  })
  actOnAdminSubscription(@IdParam() id: number, @Param('action') action: string): Promise<AdminSubscriptionDto> {
    if (!(ACTIONS as readonly string[]).includes(action))
      throw new ValidationProblem(`action must be one of ${ACTIONS.join(', ')}.`);
    return this.subscriptions.act(id, action as StaffAction);
  }

  @Get('subscription-settings')
  @ApiOperation({
    operationId: 'getSubscriptionSettings',
    summary: 'The subscription terms, the reminder days and the sizes offered by subscription',
    description: 'Without stored settings: 10 % off, every 2 months first, a reminder 3 days before each renewal.',
  })
  @ApiOkResponse({ type: SubscriptionSettingsDto })
  getSubscriptionSettings(): Promise<SubscriptionSettingsDto> {
    return this.subscriptions.settings();
  }

  @Put('subscription-settings')
  @ApiOperation({
    operationId: 'updateSubscriptionSettings',
    summary: 'Changes the terms for new subscriptions, the reminder days, and the sizes offered',
    description:
      'Fields left out keep their value; subscribableItems replaces the whole list. Existing subscriptions keep their percent.',
  })
  @ApiOkResponse({ type: SubscriptionSettingsDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A value is invalid, or an item names no size of a product',
  })
  updateSubscriptionSettings(@Body() body: UpdateSubscriptionSettingsDto): Promise<SubscriptionSettingsDto> {
    return this.subscriptions.updateSettings(body);
  }
}
