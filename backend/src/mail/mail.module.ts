import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { OrderEventsModule } from '../order-events/order-events.module';
import { PromosModule } from '../promos/promos.module';
import { DevMailboxController } from './dev-mailbox.controller';
import { OrderEmailsService } from './order-emails.service';
import { OutboundEmail } from './outbound-email.entity';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';
import { WelcomeEmailsService } from './welcome-emails.service';

/** The transactional outbox, its sender, the templates and the development mailbox (docs/mail.md). */
@Module({
  // OrderEventsModule: the order events the e-mails listen to and the signed status links they carry (not OrdersModule,
  // which tells the events and knows no listener); CatalogModule: the lines' product pictures.
  imports: [TypeOrmModule.forFeature([OutboundEmail]), PromosModule, OrderEventsModule, CatalogModule],
  controllers: [DevMailboxController],
  providers: [OutboxService, OutboxSender, OrderEmailsService, WelcomeEmailsService],
  exports: [OutboxService, OrderEmailsService, WelcomeEmailsService],
})
export class MailModule {}
