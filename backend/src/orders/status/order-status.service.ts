import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { Product } from '../../catalog/product.entity';
import { productPicture } from '../../catalog/product-picture';
import { centsToDecimal, toCents } from '../../common/money';
import { NotFound } from '../../common/errors/domain-errors';
import { OrderEvent } from '../../order-events/order-event.entity';
import { OrderItem } from '../order-item.entity';
import { Order } from '../order.entity';
import { OrderRefundReads } from '../order-refund-reads';
import { trackingUrl } from './carrier-tracking';
import { OrderStatusDto } from './order-status.dto';
import { OrderStatusLinks } from '../../order-events/order-status-links.service';
import { orderTimeline } from './order-timeline';

export const ORDER_NOT_FOUND_TEXT = 'We could not find an order with that number and email';

/** One answer whatever was wrong (number, e-mail or link), so a caller learns nothing about which orders exist. */
function notFound(): NotFound {
  return new NotFound(ORDER_NOT_FOUND_TEXT, `${ORDER_NOT_FOUND_TEXT}.`);
}

function emailDigest(email: string): Buffer {
  return createHash('sha256').update(email.trim().toLowerCase()).digest();
}

/** The guest order status page: finds an order by number and e-mail or by signed link, and tells only what the page shows. */
@Injectable()
export class OrderStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: OrderStatusLinks,
    private readonly refundReads: OrderRefundReads,
  ) {}

  async lookup(orderNumber: number, email: string): Promise<OrderStatusDto> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ orderNumber });
    // The digest comparison runs even without an order, so a missing number takes as long as a wrong e-mail.
    const matches = timingSafeEqual(emailDigest(order?.customerEmail ?? ''), emailDigest(email));
    if (!order || !matches) throw notFound();
    return this.view(order);
  }

  async byToken(token: string): Promise<OrderStatusDto> {
    const orderId = this.links.orderIdFrom(token);
    const order = orderId === undefined ? null : await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order) throw notFound();
    return this.view(order);
  }

  private async view(order: Order): Promise<OrderStatusDto> {
    const [items, processing, refunds] = await Promise.all([
      this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(OrderEvent).findOne({
        where: { orderId: order.id, kind: 'status_changed', toValue: 'processing' },
        order: { createdAt: 'DESC', id: 'DESC' },
      }),
      this.refundReads.refundsOf(this.dataSource.manager, order.id),
    ]);
    const productIds = [...new Set(items.map((line) => line.productId).filter((id): id is number => id !== null))];
    const products = new Map(
      (productIds.length ? await this.dataSource.getRepository(Product).findBy({ id: In(productIds) }) : []).map(
        (product) => [product.id, product],
      ),
    );
    const shown = refunds.filter((r) => r.status !== 'failed');
    return {
      orderNumber: order.orderNumber,
      placedAt: order.createdAt,
      status: order.orderStatus,
      timeline: orderTimeline(order, processing?.createdAt ?? null),
      items: items.map((line) => ({
        productName: line.productName,
        scent: line.scent,
        size: line.size,
        quantity: line.quantity,
        price: line.price,
        lineTotal: centsToDecimal(toCents(line.price) * line.quantity),
        tax: line.tax,
        // The picture the order e-mail shows; none once the product has left the catalogue.
        image:
          line.productId !== null && products.has(line.productId)
            ? productPicture(products.get(line.productId) as Product, line.size)
            : null,
      })),
      subtotal: order.subtotal,
      promoCode: order.promoCode,
      discountAmount: order.discountAmount,
      shippingMethodName: order.shippingMethodName,
      shippingAmount: order.shippingAmount,
      taxAmount: order.taxAmount,
      taxState: order.taxState,
      taxRate: order.taxRate,
      total: order.total,
      shipping: {
        name: order.customerName,
        address: order.shippingAddress,
        address2: order.shippingAddress2,
        city: order.shippingCity,
        state: order.shippingState,
        zip: order.shippingZip,
      },
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
      shippedAt: order.shippedAt,
      deliveredAt: order.deliveredAt,
      refunds: shown.map((r) => ({
        amount: centsToDecimal(r.amountCents),
        status: r.status === 'completed' ? 'completed' : 'pending',
        at: r.createdAt,
      })),
      refunded: centsToDecimal(
        shown.filter((r) => r.status === 'completed').reduce((sum, r) => sum + r.amountCents, 0),
      ),
    };
  }
}
