import { Module } from '@nestjs/common';
import { OrderEvents } from './order-events';
import { OrderStatusLinks } from './order-status-links.service';

/**
 * What `orders` and the modules that follow an order (mail) share, so neither imports the other: the event bus and its
 * payloads, the history rows and their writer (order-event-records.ts), and the signed status-page links the e-mails
 * carry and the status page checks.
 */
@Module({
  providers: [OrderEvents, OrderStatusLinks],
  exports: [OrderEvents, OrderStatusLinks],
})
export class OrderEventsModule {}
