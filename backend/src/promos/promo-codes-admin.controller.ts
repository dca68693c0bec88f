import { Body, Controller, Get, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminPasswordAuth } from '../admin/admin-auth.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParam } from '../common/id-param';
import { CreatePromoCodeDto } from './dto/create-promo-code.dto';
import { PromoCodeDto } from './dto/promo-code.dto';
import { UpdatePromoCodeDto } from './dto/update-promo-code.dto';
import { PromoCodeManagementService } from './promo-code-management.service';

@ApiTags('admin promo codes')
@AdminPasswordAuth()
@Controller('api/promo-codes')
export class PromoCodesAdminController {
  constructor(private readonly promoCodes: PromoCodeManagementService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPromoCodes',
    summary: 'Every promo code, newest first (also verifies the password)',
    description:
      "The back office list with each code's rules and redemption count; inactive and expired codes included.",
  })
  @ApiOkResponse({ type: PromoCodeDto, isArray: true })
  listPromoCodes(): Promise<PromoCodeDto[]> {
    return this.promoCodes.list();
  }

  @Post()
  @ApiOperation({
    operationId: 'createPromoCode',
    summary: 'Creates a promo code (active unless isActive is 0), optionally with its rules',
    description:
      'Rules are a validity window, a minimum subtotal and usage limits (overall and per customer); each is optional. Codes are unique.',
  })
  @ApiCreatedResponse({ type: PromoCodeDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The code already exists' })
  createPromoCode(@Body() body: CreatePromoCodeDto): Promise<PromoCodeDto> {
    return this.promoCodes.create(body);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updatePromoCode',
    summary: 'Edits a promo code: discount, active flag, validity window, minimum subtotal and usage limits',
    description:
      'Only the fields sent change; null clears a rule. The code itself cannot be changed (it may already be printed or mailed).',
  })
  @ApiParam({ name: 'id', type: Number, example: 3 })
  @ApiOkResponse({ type: PromoCodeDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A field is invalid, the code was sent, or the window ends before it starts',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No promo code has that id' })
  updatePromoCode(@IdParam() id: number, @Body() body: UpdatePromoCodeDto): Promise<PromoCodeDto> {
    return this.promoCodes.update(id, body);
  }

  @Patch(':id/toggle')
  @ApiOperation({
    operationId: 'togglePromoCode',
    summary: 'Switches a promo code between active and inactive',
    description: 'An inactive code is refused at checkout; switching it back on keeps its rules and its usage count.',
  })
  @ApiParam({ name: 'id', type: Number, example: 3 })
  @ApiOkResponse({ type: PromoCodeDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No promo code has that id' })
  togglePromoCode(@IdParam() id: number): Promise<PromoCodeDto> {
    return this.promoCodes.toggle(id);
  }
}
