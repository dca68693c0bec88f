import { claimDueEmails, markSent } from '../src/mail/outbox-claims';
import { OutboundEmail } from '../src/mail/outbound-email.entity';
import { OrderEvent } from '../src/order-events/order-event.entity';
import { Line, payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

/** The sender marks a batch's delivered messages in one transaction: only rows still claimed move, each with its event. */
describe('marking a batch of e-mails sent', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const outbox = () => t.dataSource.getRepository(OutboundEmail);

  beforeAll(async () => {
    // The sender's first poll runs at start-up, before any order; the next one comes after the test.
    t = await startTestApp({ MAIL_POLL_INTERVAL_MS: '3600000' });
    ids = await productIds(t.dataSource);
  });
  afterAll(() => t.close());

  async function paidOrder(): Promise<number> {
    const items: Line[] = [{ productId: ids['dish-soap-no-62'], size: '16 oz', quantity: 1 }];
    const { capture } = await payWithDemoWallet(t.http, items, '16.00');
    expect(capture.status).toBe(200);
    return capture.body.orderId as number;
  }

  it('marks every row still claimed, with one "e-mail sent" event per order, and leaves a row whose claim was lost', async () => {
    const orders = [await paidOrder(), await paidOrder(), await paidOrder()];
    const batch = await claimDueEmails(t.dataSource, 10, 60_000);
    const confirmations = orders.map((orderId) =>
      batch.find((row) => row.dedupeKey === `order-confirmation:${orderId}`),
    );
    expect(confirmations.every(Boolean)).toBe(true);
    // The third message's claim lapsed and went back to the queue while it was being sent.
    const lost = confirmations[2] as OutboundEmail;
    await outbox().update({ id: lost.id }, { status: 'queued' });

    await markSent(t.dataSource, batch);

    const rows = await outbox().findBy(batch.map((row) => ({ id: row.id })));
    for (const row of rows) {
      if (row.id === lost.id) expect(row).toMatchObject({ status: 'queued', sentAt: null });
      else expect(row).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(Date) });
    }
    const events = await t.dataSource.getRepository(OrderEvent).findBy({ kind: 'email_sent' });
    const byOrder = (orderId: number) => events.filter((e) => e.orderId === orderId).map((e) => e.toValue);
    expect(byOrder(orders[0])).toEqual(['confirmation']);
    expect(byOrder(orders[1])).toEqual(['confirmation']);
    expect(byOrder(orders[2])).toEqual([]);

    // Marking the same batch again changes nothing and adds no event.
    await markSent(t.dataSource, batch);
    expect(await t.dataSource.getRepository(OrderEvent).countBy({ kind: 'email_sent' })).toBe(events.length);
  });
});
