import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PromoCodeManagementService } from '../promos/promo-code-management.service';
import { OutboundEmail } from './outbound-email.entity';
import { OutboxService } from './outbox.service';
import { unsubscribeUrl } from './unsubscribe-link';

export const WELCOME_PERCENT = 15;

/** The newsletter's promise kept: a personal code and the welcome e-mail, both in the subscriber's transaction. */
@Injectable()
export class WelcomeEmailsService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly promoCodes: PromoCodeManagementService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queueWelcome(manager: EntityManager, email: string): Promise<void> {
    if (!this.config.mail.enabled) return;
    const dedupeKey = `welcome:${email}`;
    // Someone who unsubscribed and comes back gets no second code (the dedupe key would drop the e-mail anyway).
    if (await manager.existsBy(OutboundEmail, { dedupeKey })) return;
    // Personal and single-use: a code shared on a forum is worth one order, not a thousand.
    const { code } = await this.promoCodes.createSingleUseCode(manager, {
      discountType: 'percentage',
      discountValue: String(WELCOME_PERCENT),
      prefix: 'WELCOME',
    });
    await this.outbox.queue(manager, {
      template: 'welcome',
      dedupeKey,
      recipient: email,
      data: {
        code,
        percent: WELCOME_PERCENT,
        shopUrl: `${this.config.publicBaseUrl}/`,
        unsubscribeUrl: unsubscribeUrl(this.config.publicBaseUrl, email, this.config.mail.linkSecret),
      },
    });
  }
}
