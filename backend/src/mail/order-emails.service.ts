import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service';
import { productPicture } from '../catalog/product-picture';
import { absoluteUrl } from '../common/absolute-url';
import { centsToDecimal, toCents } from '../common/money';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type {
  OrderEventLine,
  PlacedOrderEvent,
  RefundedOrderEvent,
  ShippedOrderEvent,
} from '../order-events/order-event-payloads';
import { OrderEvents, type OrderEventListener } from '../order-events/order-events';
import { OrderStatusLinks } from '../order-events/order-status-links.service';
import { OutboxService } from './outbox.service';
import { OrderEmailData, OrderEmailLine, PostalAddress } from './templates/email-data';
import { carrierTrackingUrl } from './tracking-link';

/** The e-mails an order's life sends, queued inside the transaction that records each step (it listens to OrderEvents). */
@Injectable()
export class OrderEmailsService implements OrderEventListener, OnModuleInit {
  constructor(
    private readonly events: OrderEvents,
    private readonly outbox: OutboxService,
    // The confirmation and shipping e-mails link to the order's signed guest status page.
    private readonly statusLinks: OrderStatusLinks,
    // The lines' product pictures, from the catalogue's snapshot (the lines keep no picture of their own).
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
  }

  /** The customer's confirmation and, when SHOP_ORDERS_EMAIL is set, the staff notification. Keyed by order id. */
  async orderPlaced(manager: EntityManager, order: PlacedOrderEvent): Promise<void> {
    const data = await this.orderData(order);
    await this.outbox.queue(manager, {
      template: 'order-confirmation',
      dedupeKey: `order-confirmation:${order.id}`,
      recipient: order.customerEmail,
      data,
    });
    const staff = this.config.mail.shopOrdersEmail;
    if (staff) {
      const adminOrderUrl = `${this.config.publicBaseUrl}/admin-orders/${order.id}`;
      await this.outbox.queue(manager, {
        template: 'staff-order',
        dedupeKey: `staff-order:${order.id}`,
        recipient: staff,
        data: { ...data, adminOrderUrl },
      });
    }
  }

  /** One shipping e-mail per order, whatever the number of times staff save "shipped". */
  async orderShipped(manager: EntityManager, order: ShippedOrderEvent): Promise<void> {
    await this.outbox.queue(manager, {
      template: 'shipping',
      dedupeKey: `shipping:${order.id}`,
      recipient: order.customerEmail,
      data: {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        lines: await this.emailLines(order.items),
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: carrierTrackingUrl(order.carrier, order.trackingNumber),
        shopUrl: `${this.config.publicBaseUrl}/`,
        orderStatusUrl: this.statusLinks.statusUrlFor(order.id),
      },
    });
  }

  /** One e-mail per completed refund (keyed by the refund), queued in the transaction that records it completed. */
  async orderRefunded(manager: EntityManager, refund: RefundedOrderEvent): Promise<void> {
    await this.outbox.queue(manager, {
      template: 'refund',
      dedupeKey: `refund:${refund.refundId}`,
      recipient: refund.customerEmail,
      data: {
        orderNumber: refund.orderNumber,
        customerName: refund.customerName,
        amount: refund.amount,
        lines: refund.lines,
        note: refund.note,
        shopUrl: `${this.config.publicBaseUrl}/`,
        orderStatusUrl: this.statusLinks.statusUrlFor(refund.id),
      },
    });
  }

  private async orderData(order: PlacedOrderEvent): Promise<OrderEmailData> {
    const billing: PostalAddress | null = order.billingAddress
      ? {
          address: order.billingAddress,
          city: order.billingCity ?? '',
          state: order.billingState ?? '',
          zip: order.billingZip ?? '',
        }
      : null;
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      lines: await this.emailLines(order.items),
      subtotal: order.subtotal,
      discountAmount: order.discountAmount,
      promoCode: order.promoCode,
      shippingMethodName: order.shippingMethodName,
      shippingAmount: order.shippingAmount,
      taxAmount: order.taxAmount,
      taxState: order.taxState,
      taxRate: order.taxRate,
      total: order.total,
      shipping: {
        address: order.shippingAddress,
        city: order.shippingCity,
        state: order.shippingState,
        zip: order.shippingZip,
      },
      billing,
      notes: order.customerNotes,
      shopUrl: `${this.config.publicBaseUrl}/`,
      orderStatusUrl: this.statusLinks.statusUrlFor(order.id),
    };
  }

  /**
   * An order's items as the e-mails list them (unit price × quantity), each with its product's picture as an absolute
   * URL, so mail clients can load it; a line whose product is gone from the catalogue has none.
   */
  private async emailLines(items: OrderEventLine[]): Promise<OrderEmailLine[]> {
    const { products } = await this.catalog.list();
    return items.map((item) => {
      const product = item.productId === null ? undefined : products.find(({ id }) => id === item.productId);
      return {
        name: item.productName,
        scent: item.scent,
        size: item.size,
        quantity: item.quantity,
        lineTotal: centsToDecimal(toCents(item.price) * item.quantity),
        ...(product && { imageUrl: absoluteUrl(this.config.publicBaseUrl, productPicture(product, item.size)) }),
      };
    });
  }
}
