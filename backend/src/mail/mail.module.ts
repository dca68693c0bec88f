import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DevMailboxController } from './dev-mailbox.controller';
import { OrderEmailsService } from './order-emails.service';
import { OutboundEmail } from './outbound-email.entity';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';
import { WelcomeEmailsService } from './welcome-emails.service';

/** The transactional outbox, its sender, the templates and the development mailbox (docs/mail.md). */
@Module({
  imports: [TypeOrmModule.forFeature([OutboundEmail])],
  controllers: [DevMailboxController],
  providers: [OutboxService, OutboxSender, OrderEmailsService, WelcomeEmailsService],
  exports: [OutboxService, OrderEmailsService, WelcomeEmailsService],
})
export class MailModule {}
