import { randomUUID } from 'node:crypto';
import { InventoryEvent } from '../src/catalog/inventory/inventory-event.entity';
import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { ProductStock } from '../src/catalog/inventory/product-stock.entity';
import { StockLevelsService } from '../src/catalog/inventory/stock-levels.service';
import { StockReservation } from '../src/catalog/inventory/stock-reservation.entity';
import { StockReservationsService } from '../src/catalog/inventory/stock-reservations.service';
import { CatalogService } from '../src/catalog/catalog.service';
import { OrderItem } from '../src/orders/order-item.entity';
import { Order } from '../src/orders/order.entity';
import { PromoCode } from '../src/promos/promo-code.entity';
import { BEARER_HEADER, freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { CUSTOMER, Line, paymentOrderBody, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

describe('stock per size: checkouts never oversell', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const soapLine = (quantity = 1): Line => ({ productId: ids['hand-soap-no-42'], size: '16 oz', quantity });
  const stockRows = () => t.dataSource.getRepository(ProductStock);

  /** Sets a size's level as staff do, through the product form. */
  const setLevel = (slug: string, size: string, quantity: number | null, lowStockThreshold: number | null = null) =>
    t.http
      .patch(`/api/admin/products/${ids[slug]}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size, quantity, lowStockThreshold }] })
      .expect(200);
  const quantityOf = async (slug: string, size: string) =>
    (await stockRows().findOneByOrFail({ productId: ids[slug], size })).quantity;
  const availabilityOf = async (slug: string, size: string) =>
    ((await t.http.get(`/api/products/${slug}`).expect(200)).body.availability as Array<{ size: string }>).find(
      (a) => a.size === size,
    );

  /** The demo-wallet flow for one shopper from their own address; returns where it stopped. */
  async function checkout(
    lines: Line[],
    amount: string,
    email = 'ada@example.com',
  ): Promise<{ step: 'order' | 'capture' | 'done'; status: number; body: Record<string, unknown> }> {
    const created = await t.http
      .post('/order')
      .set(freshAddress())
      .send(paymentOrderBody(lines, amount, null, { customerEmail: email }));
    if (created.status !== 201) return { step: 'order', status: created.status, body: created.body };
    await t.http.post(`/order/${created.body.id}/approve`).set(freshAddress()).expect(200);
    const capture = await t.http.post(`/order/${created.body.id}/capture`).set(freshAddress());
    return { step: capture.status === 200 ? 'done' : 'capture', status: capture.status, body: capture.body };
  }

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo' });
    ids = await productIds(t.dataSource);
  });
  afterAll(() => t.close());

  it('50 simultaneous checkouts for the last 5 units of one size make exactly 5 orders; 45 hear "sold out" before paying', async () => {
    await setLevel('hand-soap-no-42', '16 oz', 5);
    const ordersBefore = await t.dataSource.getRepository(Order).count();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => checkout([soapLine()], '18.00', `racer${i}@example.com`)),
    );
    expect(results.filter((r) => r.step === 'done')).toHaveLength(5);
    const refused = results.filter((r) => r.step !== 'done');
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r).toMatchObject({ step: 'order', status: 409, body: { error: 'Hand Soap No. 42 (16 oz) is sold out.' } });
      expect(r.body.unavailable).toEqual([
        {
          productId: ids['hand-soap-no-42'],
          size: '16 oz',
          productName: 'Hand Soap No. 42',
          requested: 1,
          available: 0,
        },
      ]);
    }
    expect(await t.dataSource.getRepository(Order).count()).toBe(ordersBefore + 5);
    expect(await quantityOf('hand-soap-no-42', '16 oz')).toBe(0);
    expect(
      await t.dataSource
        .getRepository(StockReservation)
        .countBy({ productId: ids['hand-soap-no-42'], size: '16 oz', status: 'sold' }),
    ).toBe(5);
    expect(await availabilityOf('hand-soap-no-42', '16 oz')).toEqual({
      size: '16 oz',
      status: 'sold_out',
      available: 0,
    });
    // The other size of the same product is counted apart and stays untracked.
    expect(await availabilityOf('hand-soap-no-42', 'Refill Box')).toEqual({
      size: 'Refill Box',
      status: 'in_stock',
      available: null,
    });
  });

  it('asking for more than is left names the line and what is left; nothing is held', async () => {
    await setLevel('dish-soap-no-42', '16 oz', 2, 3);
    expect(await availabilityOf('dish-soap-no-42', '16 oz')).toEqual({ size: '16 oz', status: 'low', available: 2 });
    const tooMany = await checkout([{ productId: ids['dish-soap-no-42'], size: '16 oz', quantity: 3 }], '48.00');
    expect(tooMany).toMatchObject({
      step: 'order',
      status: 409,
      body: { error: 'Only 2 of Dish Soap No. 42 (16 oz) left.', unavailable: [{ requested: 3, available: 2 }] },
    });
    expect(await quantityOf('dish-soap-no-42', '16 oz')).toBe(2);
    expect((await checkout([{ productId: ids['dish-soap-no-42'], size: '16 oz', quantity: 2 }], '32.00')).step).toBe(
      'done',
    );
    expect(await quantityOf('dish-soap-no-42', '16 oz')).toBe(0);
  });

  it('a checkout that lapses without paying gives its units back', async () => {
    await setLevel('room-mist-no-42', '16 oz', 1);
    const line = { productId: ids['room-mist-no-42'], size: '16 oz', quantity: 1 };
    const abandoned = await t.http
      .post('/order')
      .set(freshAddress())
      .send(paymentOrderBody([line], '22.00'))
      .expect(201);
    expect(await quantityOf('room-mist-no-42', '16 oz')).toBe(0);
    expect(await availabilityOf('room-mist-no-42', '16 oz')).toMatchObject({ status: 'sold_out' });
    expect((await checkout([line], '22.00', 'second@example.com')).status).toBe(409);

    // The hold lapses: the sweep gives the unit back (once, however often it runs).
    await t.dataSource
      .getRepository(StockReservation)
      .update(
        { productId: line.productId, size: '16 oz', status: 'reserved' },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const sweeper = t.app.get(StockReservationsService);
    expect((await Promise.all([sweeper.releaseExpired(), sweeper.releaseExpired()])).reduce((a, b) => a + b)).toBe(1);
    expect(await quantityOf('room-mist-no-42', '16 oz')).toBe(1);
    expect(await availabilityOf('room-mist-no-42', '16 oz')).toMatchObject({ status: 'in_stock' });

    // A lapsed hold not yet swept is given back when a new checkout needs its units.
    const second = await t.http
      .post('/order')
      .set(freshAddress())
      .send(paymentOrderBody([line], '22.00'))
      .expect(201);
    await t.dataSource
      .getRepository(StockReservation)
      .update(
        { productId: line.productId, size: '16 oz', status: 'reserved' },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect((await checkout([line], '22.00', 'third@example.com')).step).toBe('done');
    expect(await quantityOf('room-mist-no-42', '16 oz')).toBe(0);
    // The lapsed checkouts cannot pay any more: their units are gone, so the capture is refused before money moves.
    await t.http.post(`/order/${second.body.id}/approve`).expect(200);
    const late = await t.http.post(`/order/${second.body.id}/capture`).expect(409);
    expect(late.body).toMatchObject({ error: 'Room Mist No. 42 (16 oz) is sold out.' });
    expect(abandoned.body.id).toBeDefined();
  });

  it('a line holds at most MAX_UNITS_PER_LINE (10) units: more is a 400 naming the line, and nothing is held', async () => {
    await setLevel('surface-spray-no-09', '16 oz', 50);
    const line = { productId: ids['surface-spray-no-09'], size: '16 oz', quantity: 11 };
    const res = await t.http
      .post('/order')
      .set(freshAddress())
      .send(paymentOrderBody([line], '154.00'))
      .expect(400);
    expect(res.body.error).toBe('You can order at most 10 of Surface Spray No. 09 (16 oz) at a time.');
    expect(await quantityOf('surface-spray-no-09', '16 oz')).toBe(50);
    const product = await t.http.get('/api/products/surface-spray-no-09').expect(200);
    expect(product.body.maxPerOrder).toBe(10);
  });

  it('a hold lasts 15 minutes and asking again does not renew it; when it lapses, those waiting hear', async () => {
    await setLevel('dish-soap-no-92', '16 oz', 2);
    const line = { productId: ids['dish-soap-no-92'], size: '16 oz', quantity: 2 };
    const started = Date.now();
    const held = await t.http
      .post('/order')
      .set(freshAddress())
      .send(paymentOrderBody([line], '32.00'))
      .expect(201);
    const reservations = () => t.dataSource.getRepository(StockReservation);
    const hold = await reservations().findOneByOrFail({ productId: line.productId, size: '16 oz', status: 'reserved' });
    const deadline = hold.expiresAt!.getTime();
    expect(deadline - started).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(deadline - started).toBeGreaterThan(14 * 60_000);
    // The same checkout asks again ten minutes later (a controlled clock): the deadline stays where it was.
    const stock = t.app.get(StockReservationsService);
    const tenMinutesOn = new Date(started + 10 * 60_000);
    await t.dataSource.transaction((manager) =>
      stock.reserve(manager, hold.checkoutId, [{ ...line, productName: 'Dish Soap No. 92' }], 'reserved', new Set(), {
        now: tenMinutesOn,
      }),
    );
    expect((await reservations().findOneByOrFail({ id: hold.id })).expiresAt!.getTime()).toBe(deadline);

    // Someone waits for the sold-out size; the hold lapses at minute 15 and the units come back with an e-mail.
    await t.http
      .post('/api/products/dish-soap-no-92/back-in-stock')
      .set(freshAddress())
      .send({ email: 'waiting@example.com', size: '16 oz' })
      .expect(201);
    await t.settled();
    expect(await stock.releaseExpired(new Date(started + 14 * 60_000))).toBe(0);
    expect(await stock.releaseExpired(new Date(deadline + 1))).toBe(1);
    expect(await quantityOf('dish-soap-no-92', '16 oz')).toBe(2);
    const notices = await t.dataSource
      .getRepository(OutboundEmail)
      .find({ where: { kind: 'back-in-stock', recipient: 'waiting@example.com' } });
    expect(notices.map((n) => n.subject)).toEqual(['Dish Soap No. 92 (16 oz) is back in stock']);
    expect(held.body.id).toBeDefined();
  });

  it('one address holds at most MAX_UNITS_HELD_PER_ADDRESS units in live holds, then 429; lapsed, paid and given-back units free it', async () => {
    const capped = await startTestApp({ MAX_UNITS_HELD_PER_ADDRESS: '12' });
    try {
      const cappedIds = await productIds(capped.dataSource);
      await capped.http
        .patch(`/api/admin/products/${cappedIds['hand-soap-no-09']}`)
        .set(PASSWORD_HEADER)
        .send({ inventory: [{ size: '16 oz', quantity: 60, lowStockThreshold: null }] })
        .expect(200);
      const line = (quantity: number) => ({ productId: cappedIds['hand-soap-no-09'], size: '16 oz', quantity });
      const from = { 'x-forwarded-for': '2001:db8:77:1::5' };
      const hold = (quantity: number, address: Record<string, string> = from) =>
        capped.http
          .post('/order')
          .set(address)
          .send(paymentOrderBody([line(quantity)], (18 * quantity).toFixed(2)));
      await hold(10).expect(201);
      const second = await hold(2).expect(201);
      // Another address of the same /64 is the same holder.
      const refused = await hold(1, { 'x-forwarded-for': '2001:db8:77:1::6' }).expect(429);
      expect(refused.body.message).toMatch(/already holding 12 items in unpaid checkouts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // The refused checkout held nothing: 12 units are out of the stock, not 13.
      expect(
        (
          await capped.dataSource
            .getRepository(ProductStock)
            .findOneByOrFail({ productId: cappedIds['hand-soap-no-09'], size: '16 oz' })
        ).quantity,
      ).toBe(48);
      await hold(1, freshAddress()).expect(201);

      // Once the holds have lapsed (a clock 15 minutes on, not yet swept), the same address holds again.
      const stock = capped.app.get(StockReservationsService);
      const holder = '2001:db8:77:1::/64';
      const asked = [{ ...line(10), productName: 'Hand Soap No. 09' }];
      const reserveAt = (now: Date) =>
        capped.dataSource
          .transaction(async (manager) => {
            await stock.reserve(manager, randomUUID(), asked, 'reserved', new Set(), { holder, now });
            throw new Error('rolled back');
          })
          .catch((error: unknown) => error);
      expect(await reserveAt(new Date())).toMatchObject({ kind: 'throttled' });
      expect(await reserveAt(new Date(Date.now() + 15 * 60_000 + 1000))).toMatchObject({ message: 'rolled back' });

      // A paid checkout's units are sold, no longer held: its 2 units come back to the allowance.
      await capped.http.post(`/order/${second.body.id}/approve`).set(freshAddress()).expect(200);
      await capped.http.post(`/order/${second.body.id}/capture`).set(freshAddress()).expect(200);
      await hold(2).expect(201);
      await hold(1).expect(429);

      // Given back by the sweep: the address holds nothing and may hold up to the cap again.
      await stock.releaseExpired(new Date(Date.now() + 15 * 60_000 + 1000));
      await hold(12).expect(400); // over the line cap, not the address cap
      await hold(10).expect(201);
      await hold(2).expect(201);
      await hold(1).expect(429);
    } finally {
      await capped.close();
    }
  });

  it('a product nobody tracks sells exactly as before: no stock rows, no holds', async () => {
    const candle = { productId: ids['soy-wax-candle-no-42'], size: '8 oz', quantity: 10 };
    expect((await checkout([candle], '340.00')).step).toBe('done');
    expect(await stockRows().countBy({ productId: candle.productId })).toBe(0);
    expect(await t.dataSource.getRepository(StockReservation).countBy({ productId: candle.productId })).toBe(0);
    expect(await availabilityOf('soy-wax-candle-no-42', '8 oz')).toEqual({
      size: '8 oz',
      status: 'in_stock',
      available: null,
    });
  });

  it('a free order takes its units in the same way', async () => {
    await t.dataSource
      .getRepository(PromoCode)
      .save({ code: 'STOCKFREE', discountType: 'percentage' as const, discountValue: '100.00', isActive: 1 });
    await setLevel('surface-spray-no-42', '16 oz', 1);
    const body = () => ({
      ...CUSTOMER,
      items: [{ productId: ids['surface-spray-no-42'], size: '16 oz', quantity: 1 }],
      promoCode: 'STOCKFREE',
      amount: '0.00',
      checkoutKey: randomUUID(),
    });
    await t.http.post('/order/free').set(freshAddress()).send(body()).expect(201);
    const refused = await t.http.post('/order/free').set(freshAddress()).send(body()).expect(409);
    expect(refused.body).toMatchObject({ error: 'Surface Spray No. 42 (16 oz) is sold out.' });
    expect(await quantityOf('surface-spray-no-42', '16 oz')).toBe(0);
  });

  it('staff adjust with a reason (kept as an event), never below 0; bad input is a 400 naming the field', async () => {
    const id = ids['hand-soap-no-09'];
    await setLevel('hand-soap-no-09', 'Refill Box', 2, 2);
    const adjust = (body: Record<string, unknown>) =>
      t.http.post(`/api/admin/products/${id}/inventory-adjustments`).set(PASSWORD_HEADER).send(body);
    const received = await adjust({ size: 'Refill Box', delta: 10, reason: 'received', note: 'Batch 14' }).expect(201);
    expect(received.body).toMatchObject({
      productId: id,
      size: 'Refill Box',
      reason: 'received',
      delta: 10,
      quantityAfter: 12,
      note: 'Batch 14',
    });
    await adjust({ size: 'Refill Box', delta: -3, reason: 'damaged' }).expect(201);
    expect(await quantityOf('hand-soap-no-09', 'Refill Box')).toBe(9);
    expect((await adjust({ size: 'Refill Box', delta: -10, reason: 'count-correction' }).expect(409)).body.error).toBe(
      'Only 9 of Hand Soap No. 09 (Refill Box) left.',
    );
    expect((await adjust({ size: '16 oz', delta: 1, reason: 'received' }).expect(409)).body.error).toBe(
      'Hand Soap No. 09 (16 oz) is not tracked.',
    );
    expect((await adjust({ size: 'Refill Box', delta: 1, reason: 'stolen' }).expect(400)).body.message).toMatch(
      /reason must be one of received, damaged, count-correction/,
    );
    expect((await adjust({ size: 'Refill Box', delta: 1.5, reason: 'received' }).expect(400)).body.message).toMatch(
      /delta must be a whole number/,
    );
    expect((await adjust({ size: '3 L', delta: 1, reason: 'received' }).expect(400)).body.error).toMatch(
      /does not come in size "3 L"/,
    );
    await t.http
      .post('/api/admin/products/999999/inventory-adjustments')
      .set(PASSWORD_HEADER)
      .send({ size: '16 oz', delta: 1, reason: 'received' })
      .expect(404);
    await t.http
      .post(`/api/admin/products/${id}/inventory-adjustments`)
      .send({ size: 'Refill Box', delta: 1, reason: 'received' })
      .expect(401);
    const reasons = (
      await t.dataSource.getRepository(InventoryEvent).find({ where: { productId: id }, order: { id: 'ASC' } })
    ).map((e) => [e.reason, e.delta, e.quantityAfter]);
    expect(reasons).toEqual([
      ['count-correction', 2, 2],
      ['received', 10, 12],
      ['damaged', -3, 9],
    ]);
    const form = await t.http
      .patch(`/api/admin/products/${id}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size: '8 oz', quantity: 1 }] })
      .expect(400);
    expect(form.body.error).toMatch(/does not come in size "8 oz"/);
    await t.http
      .patch(`/api/admin/products/${id}`)
      .set(PASSWORD_HEADER)
      .send({ inventory: [{ size: '16 oz', quantity: -1 }] })
      .expect(400);
  });

  it('an adjustment that would count past the bound is a 400 naming it, never a 500; the level stays', async () => {
    const id = ids['hand-soap-no-92'];
    await setLevel('hand-soap-no-92', '16 oz', 999_990);
    const adjust = (delta: number) =>
      t.http
        .post(`/api/admin/products/${id}/inventory-adjustments`)
        .set(PASSWORD_HEADER)
        .send({ size: '16 oz', delta, reason: 'received' });
    await adjust(10).expect(201);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => adjust(1_000_000)));
    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(results[0].body.error).toBe(
      'quantity after the adjustment must be at most 1000000 (Hand Soap No. 92 (16 oz) has 1000000).',
    );
    await adjust(1).expect(400);
    expect(await quantityOf('hand-soap-no-92', '16 oz')).toBe(1_000_000);
    await adjust(-1).expect(201);
  });

  it('the product list shows stock per size and filters low / sold out; the dashboard lists low sizes', async () => {
    const list = (query = '') => t.http.get(`/api/admin/products${query}`).set(PASSWORD_HEADER).expect(200);
    const all = (await list()).body as Array<{
      slug: string;
      inventory: Array<{ size: string; quantity: number | null }>;
    }>;
    expect(all.find((p) => p.slug === 'hand-soap-no-42')?.inventory).toEqual([
      { size: '16 oz', quantity: 0, lowStockThreshold: null },
      { size: 'Refill Box', quantity: null, lowStockThreshold: null },
    ]);
    const soldOut = ((await list('?stock=sold_out')).body as Array<{ slug: string }>).map((p) => p.slug);
    expect(soldOut).toEqual(expect.arrayContaining(['hand-soap-no-42', 'dish-soap-no-42']));
    expect(soldOut).not.toContain('hand-soap-no-09');
    await setLevel('dish-soap-no-09', '16 oz', 3, 3);
    const low = ((await list('?stock=low')).body as Array<{ slug: string }>).map((p) => p.slug);
    expect(low).toEqual(expect.arrayContaining(['hand-soap-no-42', 'dish-soap-no-09']));
    expect(low).not.toContain('soy-wax-candle-no-42');
    await t.http.get('/api/admin/products?stock=plenty').set(PASSWORD_HEADER).expect(400);

    const dashboard = (await t.http.get('/api/admin/inventory/low-stock').set(BEARER_HEADER).expect(200))
      .body as Array<{ productName: string; size: string; quantity: number }>;
    expect(dashboard).toContainEqual({
      productId: ids['dish-soap-no-09'],
      productName: 'Dish Soap No. 09',
      size: '16 oz',
      quantity: 3,
      lowStockThreshold: 3,
    });
    expect(dashboard[0].quantity).toBe(0);
    // The dashboard's realm: the bearer password, not the product screens' header.
    await t.http.get('/api/admin/inventory/low-stock').set(freshAddress()).set(PASSWORD_HEADER).expect(401);
    expect(dashboard.some((row) => row.size === 'Refill Box' && row.productName === 'Hand Soap No. 09')).toBe(false);
  });

  it("restock(orderId, lines) puts a refunded order's units back once", async () => {
    await setLevel('room-mist-no-62', '16 oz', 3);
    const done = await checkout([{ productId: ids['room-mist-no-62'], size: '16 oz', quantity: 2 }], '44.00');
    const orderId = (done.body as { orderId: number }).orderId;
    expect(await quantityOf('room-mist-no-62', '16 oz')).toBe(1);
    const lines = await t.dataSource.getRepository(OrderItem).findBy({ orderId });
    const levels = t.app.get(StockLevelsService);
    expect(await levels.restock(orderId, lines)).toBe(true);
    expect(await levels.restock(orderId, lines)).toBe(false);
    expect(await quantityOf('room-mist-no-62', '16 oz')).toBe(3);
    expect(await t.dataSource.getRepository(InventoryEvent).findOneByOrFail({ orderId })).toMatchObject({
      reason: 'returned',
      delta: 2,
      quantityAfter: 3,
    });
    expect((await t.app.get(CatalogService).stockOf(ids['room-mist-no-62'], '16 oz'))?.quantity).toBe(3);
  });

  it("a refund with 'put back in stock' raises the stock by its lines, once; the rest follows with the cancellation", async () => {
    await setLevel('dish-soap-no-62', '16 oz', 4);
    const done = await checkout([{ productId: ids['dish-soap-no-62'], size: '16 oz', quantity: 3 }], '48.00');
    const orderId = (done.body as { orderId: number }).orderId;
    expect(await quantityOf('dish-soap-no-62', '16 oz')).toBe(1);
    const [line] = await t.dataSource.getRepository(OrderItem).findBy({ orderId });
    const refund = (body: Record<string, unknown>) =>
      t.http.post(`/api/admin/orders/${orderId}/refunds`).set(BEARER_HEADER).send(body).expect(201);

    const requestId = randomUUID();
    const oneBack = { lines: [{ orderItemId: line.id, quantity: 1 }], reason: 'Damaged', restock: true, requestId };
    await refund(oneBack);
    expect(await quantityOf('dish-soap-no-62', '16 oz')).toBe(2);
    await refund(oneBack); // the same request again: the same refund, no more units
    expect(await quantityOf('dish-soap-no-62', '16 oz')).toBe(2);

    await refund({ reason: 'Changed their mind', cancelOrder: true, restock: true });
    expect(await quantityOf('dish-soap-no-62', '16 oz')).toBe(4);
    const events = await t.dataSource.getRepository(InventoryEvent).find({ where: { orderId }, order: { id: 'ASC' } });
    expect(events.map((e) => [e.reason, e.delta, e.quantityAfter, e.note])).toEqual([
      ['returned', 1, 2, expect.stringMatching(/^Refund #\d+: Damaged$/)],
      ['returned', 2, 4, expect.stringMatching(/^Refund #\d+: Changed their mind$/)],
    ]);
  });

  it('a refund without the choice leaves the stock as it is', async () => {
    await setLevel('dish-soap-no-62', '16 oz', 2);
    const done = await checkout([{ productId: ids['dish-soap-no-62'], size: '16 oz', quantity: 1 }], '16.00');
    const orderId = (done.body as { orderId: number }).orderId;
    await t.http.post(`/api/admin/orders/${orderId}/refunds`).set(BEARER_HEADER).send({ reason: 'Late' }).expect(201);
    expect(await quantityOf('dish-soap-no-62', '16 oz')).toBe(1);
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(BEARER_HEADER)
      .send({ reason: 'Late', restock: 'yes' })
      .expect(400)
      .expect(({ body }) => expect(body.message).toMatch(/restock must be true or false/));
    await t.http
      .post(`/api/admin/orders/${orderId}/refunds`)
      .set(BEARER_HEADER)
      .send({ reason: 'Late', amount: '1.00', restock: true })
      .expect(400)
      .expect(({ body }) => expect(body.error).toMatch(/restock is for a refund of lines or of the whole/));
  });
});
