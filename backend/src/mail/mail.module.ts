import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PromosModule } from '../promos/promos.module';
import { OrderStatusLinks } from '../orders/status/order-status-links.service';
import { DevMailboxController } from './dev-mailbox.controller';
import { OrderEmailsService } from './order-emails.service';
import { OutboundEmail } from './outbound-email.entity';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';
import { WelcomeEmailsService } from './welcome-emails.service';

/** The transactional outbox, its sender, the templates and the development mailbox (docs/mail.md). */
@Module({
  imports: [TypeOrmModule.forFeature([OutboundEmail]), PromosModule],
  controllers: [DevMailboxController],
  // OrderStatusLinks is stateless (config only): provided here too so the e-mails can sign links without importing OrdersModule, which imports this one.
  providers: [OutboxService, OutboxSender, OrderEmailsService, WelcomeEmailsService, OrderStatusLinks],
  exports: [OutboxService, OrderEmailsService, WelcomeEmailsService],
})
export class MailModule {}
