import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.service';
import { Conflict, NotFound, ValidationProblem } from '../../common/errors/domain-errors';
import { serializeOnSqlite } from '../../common/sqlite-write-lock';
import { Order } from '../../orders/order.entity';
import type {
  AdminSubscriptionDto,
  AdminSubscriptionPageDto,
  AdminSubscriptionQueryDto,
  SubscriptionSettingsDto,
  UpdateSubscriptionSettingsDto,
} from '../dto/admin-subscription.dto';
import { SubscriptionManagementService } from '../manage/subscription-management.service';
import { RenewalRunner } from '../renewal-runner';
import { SubscribableItem } from '../subscribable-item.entity';
import { SubscriptionEvent } from '../subscription-event.entity';
import { recordSubscriptionEvents } from '../subscription-events';
import { SubscriptionRenewal } from '../subscription-renewal.entity';
import { SubscriptionSettings } from '../subscription-settings.entity';
import { Subscription } from '../subscription.entity';
import { SubscriptionsService } from '../subscriptions.service';

export type StaffAction = 'skip' | 'pause' | 'resume' | 'cancel' | 'retry';

/**
 * The back office's view of subscriptions: the list (search by id or e-mail, filter by status, soonest renewal first),
 * one subscription with its renewals, their orders and its history, the staff actions (the shopper's own, recorded as
 * staff's, and "retry now"), and the settings.
 */
@Injectable()
export class AdminSubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly management: SubscriptionManagementService,
    private readonly settingsService: SubscriptionsService,
    private readonly runner: RenewalRunner,
  ) {}

  async list(query: AdminSubscriptionQueryDto): Promise<AdminSubscriptionPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const select = this.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .orderBy('s.nextRenewalAt', 'ASC')
      .addOrderBy('s.id', 'ASC');
    if (query.status) select.andWhere('s.status = :status', { status: query.status });
    const q = query.q?.toLowerCase();
    if (q) {
      // The e-mail lives in the customer JSON: narrowed in SQL, matched exactly below.
      const id = /^\d{1,9}$/.test(q) ? Number(q) : 0;
      select.andWhere('(s.id = :id OR LOWER(s.customer) LIKE :pattern)', {
        id,
        pattern: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      });
    }
    const rows = (await select.getMany()).filter(
      (s) => !q || s.id === Number(q) || s.customer.customerEmail.toLowerCase().includes(q),
    );
    const names = await this.productNames();
    return {
      items: rows.slice((page - 1) * pageSize, page * pageSize).map((s) => ({
        id: s.id,
        status: s.status,
        customerEmail: s.customer.customerEmail,
        customerName: s.customer.customerName,
        frequencyMonths: s.frequencyMonths,
        nextRenewalAt: s.nextRenewalAt,
        summary: s.lines.map((l) => `${names(l.productId)} (${l.size}) × ${l.quantity}`).join(', '),
        createdAt: s.createdAt,
      })),
      page,
      pageSize,
      total: rows.length,
    };
  }

  async detail(id: number): Promise<AdminSubscriptionDto> {
    const s = await this.find(id);
    const renewals = await this.dataSource
      .getRepository(SubscriptionRenewal)
      .find({ where: { subscriptionId: id }, order: { dueAt: 'DESC', id: 'DESC' } });
    const orderIds = renewals.map((r) => r.orderId).filter((o): o is number => o !== null);
    const orders = orderIds.length
      ? await this.dataSource.getRepository(Order).find({
          select: { id: true, orderNumber: true, total: true },
          where: { id: In(orderIds) },
        })
      : [];
    const events = await this.dataSource
      .getRepository(SubscriptionEvent)
      .find({ where: { subscriptionId: id }, order: { id: 'DESC' }, take: 500 });
    const names = await this.productNames();
    const c = s.customer;
    return {
      id: s.id,
      status: s.status,
      frequencyMonths: s.frequencyMonths,
      nextRenewalAt: s.nextRenewalAt,
      discountPercent: s.discountPercent,
      provider: s.provider,
      firstOrderId: s.firstOrderId,
      lines: s.lines.map((l) => ({ ...l, productName: names(l.productId) })),
      address: {
        name: c.customerName,
        email: c.customerEmail,
        phone: c.customerPhone ?? null,
        lines: [c.shippingAddress, c.shippingAddress2, `${c.shippingCity}, ${c.shippingState} ${c.shippingZip}`].filter(
          (line): line is string => Boolean(line),
        ),
      },
      renewals: renewals.map((r) => {
        const order = orders.find((o) => o.id === r.orderId);
        return {
          id: r.id,
          dueAt: r.dueAt,
          status: r.status,
          attempts: r.attempts,
          nextAttemptAt: r.nextAttemptAt,
          orderId: r.orderId,
          orderNumber: order?.orderNumber ?? null,
          orderTotal: order?.total ?? null,
          lastError: r.lastError,
        };
      }),
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        actor: e.actor,
        detail: e.detail,
        createdAt: e.createdAt,
      })),
      createdAt: s.createdAt,
    };
  }

  async act(id: number, action: StaffAction): Promise<AdminSubscriptionDto> {
    const subscription = await this.find(id);
    switch (action) {
      case 'skip':
        await this.management.skipNext(subscription, 'staff');
        break;
      case 'pause':
        if (subscription.status === 'cancelled') throw this.management.cancelled();
        await this.management.stop(subscription, 'paused', 'staff');
        break;
      case 'cancel':
        await this.management.stop(subscription, 'cancelled', 'staff');
        break;
      case 'resume':
        await this.management.resumeSubscription(subscription, 'staff');
        break;
      case 'retry':
        await this.retryNow(subscription);
        break;
    }
    return this.detail(id);
  }

  /**
   * "Retry now": the renewal waiting for a retry or for stock is attempted at once; a renewal whose last attempt
   * failed (the subscription paused) gets one more attempt, the subscription active again. Runs the runner's round.
   */
  private async retryNow(subscription: Subscription): Promise<void> {
    if (subscription.status === 'cancelled') throw this.management.cancelled();
    const now = new Date();
    const renewals = this.dataSource.getRepository(SubscriptionRenewal);
    const waiting = await renewals.findOneBy({ subscriptionId: subscription.id, status: 'due' });
    const failed = waiting
      ? null
      : await renewals.findOne({
          where: { subscriptionId: subscription.id, status: 'failed', dueAt: subscription.nextRenewalAt },
        });
    const renewal = waiting ?? failed;
    if (!renewal)
      throw new Conflict(
        'There is no failed or waiting renewal to retry.',
        'Only a renewal waiting for a retry or for stock, or the one whose last attempt failed, can be retried now.',
      );
    await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        await manager.update(
          SubscriptionRenewal,
          { id: renewal.id, status: renewal.status },
          { status: 'due', nextAttemptAt: now },
        );
        if (renewal.status === 'failed') {
          await manager.update(Subscription, { id: subscription.id, status: 'paused' }, { status: 'active' });
          await recordSubscriptionEvents(manager, [
            { subscriptionId: subscription.id, kind: 'resumed', actor: 'staff', detail: 'retry now' },
          ]);
        }
      }),
    );
    await this.runner.runDue(now);
  }

  async settings(): Promise<SubscriptionSettingsDto> {
    const terms = await this.settingsService.settings();
    const items = await this.dataSource
      .getRepository(SubscribableItem)
      .find({ order: { productId: 'ASC', size: 'ASC' } });
    return {
      discountPercent: terms.discountPercent,
      defaultFrequencyMonths: terms.defaultFrequencyMonths,
      reminderDays: terms.reminderDays,
      subscribableItems: items.map((i) => ({ productId: i.productId, size: i.size })),
    };
  }

  async updateSettings(change: UpdateSubscriptionSettingsDto): Promise<SubscriptionSettingsDto> {
    const current = await this.settingsService.settings();
    const percent = change.discountPercent ?? current.discountPercent;
    if (Number(percent) <= 0 || Number(percent) > 50)
      throw new ValidationProblem('discountPercent must be more than 0 and at most 50.');
    if (change.subscribableItems) await this.checkItems(change.subscribableItems);
    await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        await manager.save(SubscriptionSettings, {
          id: 1,
          discountPercent: Number(percent).toFixed(2),
          defaultFrequencyMonths: change.defaultFrequencyMonths ?? current.defaultFrequencyMonths,
          reminderDays: change.reminderDays ?? current.reminderDays,
        });
        if (change.subscribableItems) {
          await manager.clear(SubscribableItem);
          if (change.subscribableItems.length)
            await manager.insert(
              SubscribableItem,
              change.subscribableItems.map((i) => ({ productId: i.productId, size: i.size })),
            );
        }
      }),
    );
    return this.settings();
  }

  /** Every item names a product and one of its sizes, once. */
  private async checkItems(items: ReadonlyArray<{ productId: number; size: string }>): Promise<void> {
    const { products } = await this.catalog.list();
    const seen = new Set<string>();
    for (const item of items) {
      const product = products.find((p) => p.id === item.productId);
      if (!product?.sizes.includes(item.size))
        throw new ValidationProblem(`Product ${item.productId} has no size "${item.size}".`);
      const key = `${item.productId}\u0000${item.size}`;
      if (seen.has(key))
        throw new ValidationProblem(`Product ${item.productId} in size "${item.size}" is listed twice.`);
      seen.add(key);
    }
  }

  private async find(id: number): Promise<Subscription> {
    const subscription = await this.dataSource.getRepository(Subscription).findOneBy({ id });
    if (!subscription) throw new NotFound('No subscription has that id.');
    return subscription;
  }

  private async productNames(): Promise<(productId: number) => string> {
    const { products } = await this.catalog.list();
    return (productId) => products.find((p) => p.id === productId)?.name ?? 'A product no longer sold';
  }
}
