import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { toCents } from '../common/money';
import { PromoValidationDto } from './dto/promo-validation.dto';
import { ValidatePromoQueryDto } from './dto/validate-promo-query.dto';
import { PromoRefusal } from './promo-rules';
import { PromosService } from './promos.service';
import { RateLimit } from '../rate-limits/rate-limit.decorator';

@ApiTags('promos')
@Controller('api/promo-codes/validate')
export class PromoValidationController {
  constructor(private readonly promos: PromosService) {}

  @Get(':code')
  @ApiOperation({
    operationId: 'validatePromoCode',
    summary: 'Checks a promo code (case-insensitive; active codes only)',
    description:
      'Also checks the validity window, the usage limit and, when `subtotal` is given, the minimum subtotal. `error` names the rule that failed. The per-customer limit is checked when the order is committed (POST /order).',
  })
  @ApiParam({ name: 'code', example: 'welcome15' })
  @ApiOkResponse({ type: PromoValidationDto })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: "Unknown or inactive code: 'This promo code is not valid or has expired.'",
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description: "Not started, expired, used up, or 'Add $X more to use this code.'",
  })
  @RateLimit('promoValidation')
  async validate(@Param('code') code: string, @Query() query: ValidatePromoQueryDto): Promise<PromoValidationDto> {
    // A refusal (PromoRefusal) is answered by the exception filter: 404 for an unknown code, 422 for a broken rule.
    if (code.length > 50) throw new PromoRefusal('unknown');
    const promo = await this.promos.check(code, query.subtotal === undefined ? undefined : toCents(query.subtotal));
    return { code: promo.code, discountType: promo.discountType, discountValue: promo.discountValue };
  }
}
