import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminPasswordAuth } from './admin-auth.decorators';
import { ShopSettingsDto } from './dto/shop-settings.dto';

@ApiTags('admin')
@AdminPasswordAuth()
@Controller('api/admin/shop-settings')
export class ShopSettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({
    operationId: 'getShopSettings',
    summary: "The shop's settings the back office works in",
    description:
      'The time zone (SHOP_TIME_ZONE) in which the promo code screen shows and reads dates, so the browser never assumes one.',
  })
  @ApiOkResponse({ type: ShopSettingsDto })
  getShopSettings(): ShopSettingsDto {
    return { timeZone: this.config.shopTimeZone };
  }
}
