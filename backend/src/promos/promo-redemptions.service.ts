import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { canonicalEmail } from '../common/email-address';
import type { Cents } from '../common/money';
import { PromoCode } from './promo-code.entity';
import { PromoRedemption } from './promo-redemption.entity';
import { PromoRefusal, staticRefusal } from './promo-rules';

/** How long a checkout holds its use of a code while the shopper pays; renewed just before the money is taken. */
export const RESERVATION_MINUTES = 30;
const RESERVATION_MS = RESERVATION_MINUTES * 60_000;

export interface ReservationRequest {
  code: string;
  checkoutId: string;
  email: string;
  /** The cart subtotal in cents, for the minimum. */
  subtotal: Cents;
  /** 'reserved' when the shopper commits; 'capturing' just before the money is taken (and for free orders). */
  status?: 'reserved' | 'capturing';
  now?: Date;
}

/** A use that counts: redeemed, or reserved and not yet lapsed. */
export function countingUses(manager: EntityManager, promoCodeId: number, now: Date) {
  return manager
    .createQueryBuilder(PromoRedemption, 'r')
    .where('r.promoCodeId = :promoCodeId', { promoCodeId })
    .andWhere("(r.status = 'redeemed' OR r.expiresAt > :now)", { now });
}

/** The e-mail's earlier, unpaid attempts with this code (cancelled, declined, a reloaded page), other than `checkoutId`. */
function supersededHolds(manager: EntityManager, promoCodeId: number, email: string, checkoutId: string) {
  return manager
    .createQueryBuilder()
    .delete()
    .from(PromoRedemption)
    .where('promoCodeId = :promoCodeId AND email = :email AND status = :status AND checkoutId <> :checkoutId', {
      promoCodeId,
      email,
      status: 'reserved',
      checkoutId,
    });
}

const isMysql = (manager: EntityManager) => manager.connection.options.type === 'mysql';

/**
 * Counted with a locking read on MySQL: a plain read in REPEATABLE READ would see the transaction's snapshot, which
 * may predate the code's lock (any earlier read in the caller's transaction fixes it), and so miss uses that
 * committed while this checkout waited for the lock.
 */
function countLatest(manager: EntityManager, query: ReturnType<typeof countingUses>): Promise<number> {
  return (isMysql(manager) ? query.setLock('pessimistic_write') : query).getCount();
}

/**
 * The uses of promo codes: reserved when the shopper commits (POST /order), redeemed in the order's transaction,
 * released when the payment is refused. Every method works inside the caller's transaction.
 *
 * Why it cannot over-redeem: on MySQL the code's row is locked (SELECT ... FOR UPDATE) before the uses are counted
 * (with locking reads, which see the latest commits), so two checkouts of one code count one after the other; on SQLite all checkout writes run one at a time
 * (CheckoutWriteLock) in a transaction on the one connection. The unique checkout id stops one checkout from holding
 * two uses.
 */
@Injectable()
export class PromoRedemptionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Holds one use of the code for the checkout, or throws a PromoRefusal naming the rule. Repeatable: renews the hold.
   * A new hold replaces the same e-mail's unpaid holds of the code; a replaced checkout must win its use back under
   * the same counting before its money is taken (its capture calls this again with status 'capturing').
   */
  async reserve(manager: EntityManager, request: ReservationRequest): Promise<void> {
    const now = request.now ?? new Date();
    const status = request.status ?? 'reserved';
    const email = canonicalEmail(request.email);
    const lock = isMysql(manager) ? { mode: 'pessimistic_write' as const } : undefined;
    const promo = await manager.findOne(PromoCode, { where: { code: request.code }, lock });
    const refusal = staticRefusal(promo, now, request.subtotal);
    if (refusal || !promo) throw refusal ?? new PromoRefusal('unknown');

    const expiresAt = new Date(now.getTime() + RESERVATION_MS);
    const held = await manager.findOne(PromoRedemption, { where: { checkoutId: request.checkoutId }, lock });
    if (held?.status === 'redeemed') return;
    if (held && held.expiresAt && held.expiresAt.getTime() > now.getTime()) {
      await manager.update(
        PromoRedemption,
        { id: held.id },
        { expiresAt, status: held.status === 'capturing' ? 'capturing' : status },
      );
      return;
    }
    // A lapsed hold is given up and taken again only if the code still has room.
    if (held) await manager.delete(PromoRedemption, { id: held.id });
    if (status === 'reserved') await supersededHolds(manager, promo.id, email, request.checkoutId).execute();

    if (
      promo.usageLimit !== null &&
      (await countLatest(manager, countingUses(manager, promo.id, now))) >= promo.usageLimit
    ) {
      throw new PromoRefusal('used-up');
    }
    if (
      promo.usageLimitPerCustomer !== null &&
      (await countLatest(manager, countingUses(manager, promo.id, now).andWhere('r.email = :email', { email }))) >=
        promo.usageLimitPerCustomer
    ) {
      throw new PromoRefusal('used-by-customer');
    }
    await manager.insert(PromoRedemption, {
      promoCodeId: promo.id,
      checkoutId: request.checkoutId,
      email,
      status,
      expiresAt,
      orderId: null,
    });
  }

  /**
   * In the order's transaction: the checkout's hold becomes the order's redemption. A paid checkout without a hold
   * (paid before this table existed, or finished by a webhook after its hold was given up) is still recorded: the
   * shopper paid the discounted price, so the order keeps its code.
   */
  async redeem(
    manager: EntityManager,
    redemption: { checkoutId: string; orderId: number; code: string | null; email: string },
  ): Promise<void> {
    if (!redemption.code) return;
    const updated = await manager.update(
      PromoRedemption,
      { checkoutId: redemption.checkoutId },
      { status: 'redeemed', orderId: redemption.orderId, expiresAt: null },
    );
    if (updated.affected) return;
    const promo = await manager.findOne(PromoCode, { where: { code: redemption.code } });
    if (!promo) return;
    await manager.insert(PromoRedemption, {
      promoCodeId: promo.id,
      checkoutId: redemption.checkoutId,
      email: canonicalEmail(redemption.email),
      status: 'redeemed',
      expiresAt: null,
      orderId: redemption.orderId,
    });
  }

  /** Gives a checkout's held use back (its payment was refused); a redeemed use is never released. */
  async release(checkoutId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(PromoRedemption, { checkoutId, status: In(['reserved', 'capturing']) });
  }

  /** The capture failed without taking money (declined, not approved): the hold is an ordinary reservation again. */
  async captureFailed(checkoutId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(PromoRedemption, { checkoutId, status: 'capturing' }, { status: 'reserved' });
  }

  /**
   * Gives an order's redeemed use back (the whole order was refunded before it shipped: the shopper got nothing for
   * it), in the caller's transaction. Changes nothing for an order without one.
   */
  async giveBack(manager: EntityManager, orderId: number): Promise<void> {
    await manager.delete(PromoRedemption, { orderId, status: 'redeemed' });
  }

  /** Redeemed uses per code id, for the back office's 'Used' column. */
  async redeemedCounts(promoCodeIds: number[]): Promise<Map<number, number>> {
    if (promoCodeIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(PromoRedemption)
      .createQueryBuilder('r')
      .select('r.promoCodeId', 'promoCodeId')
      .addSelect('COUNT(*)', 'uses')
      .where({ promoCodeId: In(promoCodeIds), status: 'redeemed' })
      .groupBy('r.promoCodeId')
      .getRawMany<{ promoCodeId: number | string; uses: number | string }>();
    return new Map(rows.map((row) => [Number(row.promoCodeId), Number(row.uses)]));
  }
}
