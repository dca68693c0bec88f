import { Module } from '@nestjs/common';
import { AdminAuthService } from './admin-auth.service';
import { AdminBearerGuard } from './admin-bearer.guard';
import { AdminPasswordGuard } from './admin-password.guard';
import { AdminPasswordService } from './admin-password.service';
import { FailedLoginAlarm } from './failed-login-alarm';
import { LoginThrottle } from './login-throttle';
import { ShopSettingsController } from './shop-settings.controller';
import { VerifyPasswordController } from './verify-password.controller';

/**
 * The back office's single shared password: the verify endpoint and the two guards; and the shop settings the back
 * office reads (its time zone). Modules with admin
 * routes import this one; the throttle is one per process, whichever guard counts, and shared by all instances through Redis when REDIS_URL is set.
 */
@Module({
  controllers: [VerifyPasswordController, ShopSettingsController],
  providers: [
    AdminPasswordService,
    AdminAuthService,
    AdminPasswordGuard,
    AdminBearerGuard,
    LoginThrottle,
    { provide: FailedLoginAlarm, useFactory: () => new FailedLoginAlarm() },
  ],
  exports: [AdminAuthService, AdminPasswordGuard, AdminBearerGuard],
})
export class AdminModule {}
