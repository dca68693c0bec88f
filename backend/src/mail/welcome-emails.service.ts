import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboundEmail } from './outbound-email.entity';
import { OutboxService } from './outbox.service';
import { unsubscribeUrl } from './unsubscribe-link';
import { createWelcomeCode, WELCOME_PERCENT } from './welcome-code';

/** The newsletter's promise kept: a personal code and the welcome e-mail, both in the subscriber's transaction. */
@Injectable()
export class WelcomeEmailsService {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queueWelcome(manager: EntityManager, email: string): Promise<void> {
    if (!this.config.mail.enabled) return;
    const dedupeKey = `welcome:${email}`;
    // Someone who unsubscribed and comes back gets no second code (the dedupe key would drop the e-mail anyway).
    if (await manager.existsBy(OutboundEmail, { dedupeKey })) return;
    const code = await createWelcomeCode(manager, email);
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
