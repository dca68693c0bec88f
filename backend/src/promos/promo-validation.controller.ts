import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ShopError } from '../common/shop-error';
import { PromoValidationDto } from './dto/promo-validation.dto';
import { PromosService } from './promos.service';
import { RateLimit } from '../rate-limits/rate-limit.decorator';

@ApiTags('promos')
@Controller('api/promo-codes/validate')
export class PromoValidationController {
  constructor(private readonly promos: PromosService) {}

  @Get(':code')
  @ApiOperation({ operationId: 'validatePromoCode', summary: 'Checks a promo code (case-insensitive; active codes only)' })
  @ApiParam({ name: 'code', example: 'welcome15' })
  @ApiOkResponse({ type: PromoValidationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Unknown or inactive code' })
  @RateLimit('promoValidation')
  async validate(@Param('code') code: string): Promise<PromoValidationDto> {
    const promo = code.length <= 50 ? await this.promos.findActive(code) : undefined;
    if (!promo) throw new ShopError(404, 'This promo code is not valid or has expired.');
    return { code: promo.code, discountType: promo.discountType, discountValue: promo.discountValue };
  }
}
