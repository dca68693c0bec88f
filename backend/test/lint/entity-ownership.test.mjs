// `make lint` runs this: it proves that the entity-ownership rule (backend/eslint/entity-ownership.mjs) fires on a
// module's write through another module's entity, in each way the code can write, stays quiet on reads and on a
// module's own tables, and is on for backend/src in eslint.config.mjs.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import shopRules from '../../eslint/entity-ownership.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const srcDir = join(root, 'backend', 'src');

/** Lints `code` as if it were backend/src/<file>, with only this rule (no type information needed). */
async function ownershipMessages(file, code) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { shop: shopRules },
        rules: { 'shop/entity-ownership': ['error', { srcDir, shared: ['database'] }] },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: join(srcDir, file) });
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
    'the source parses',
  );
  return result.messages.filter((m) => m.ruleId === 'shop/entity-ownership');
}

const imports = `
import { Order } from '../orders/order.entity';
import { PromoRedemption } from '../promos/promo-redemption.entity';
import { OrderEvent } from '../order-events/order-event.entity';
import { OrderRefund } from './order-refund.entity';
`;

test('a write through another module’s entity is reported, each way the code writes', async () => {
  const writes = [
    "await manager.update(Order, { id: 1 }, { orderStatus: 'cancelled' });",
    "await manager.createQueryBuilder().update(Order).set({ refundedCents: () => 'refundedCents + 1' }).execute();",
    "await manager.delete(PromoRedemption, { orderId: 1, status: 'redeemed' });",
    "await manager.save(OrderEvent, manager.create(OrderEvent, { orderId: 1, kind: 'note', note: 'x' }));",
    'await manager.createQueryBuilder().insert().into(OrderEvent).values({}).execute();',
    'await manager.createQueryBuilder().delete().from(PromoRedemption).where("id = 1").execute();',
    "await insertRows(manager, OrderEvent, { orderId: 1, kind: 'note' });",
    'await manager.getRepository(Order).save(order);',
    "await dataSource.getRepository(Order).createQueryBuilder('o').update().set({}).execute();",
    'await this.orders.increment({ id: 1 }, "refundedCents", 1);',
  ];
  for (const write of writes) {
    const code = `${imports}
import { InjectRepository } from '@nestjs/typeorm';
export class S {
  constructor(@InjectRepository(Order) private readonly orders: unknown) {}
  async run(manager: any, dataSource: any, order: any, insertRows: any) { ${write} }
}`;
    const messages = await ownershipMessages('refunds/order-refunds.service.ts', code);
    assert.equal(messages.length, 1, `${write}: ${JSON.stringify(messages)}`);
    assert.match(
      messages[0].message,
      /^refunds writes a table of (orders|promos|order-events) through \w+: ask a service/,
    );
  }
});

test('reads of another module’s entities, and writes of a module’s own, are allowed', async () => {
  const code = `${imports}
export async function run(manager: any, dataSource: any) {
  await manager.findOneBy(Order, { id: 1 });
  await manager.find(PromoRedemption, { where: { orderId: 1 } });
  await dataSource.getRepository(OrderEvent).find({ where: { orderId: 1 } });
  await manager.createQueryBuilder(Order, 'o').select('o.id').getMany();
  await manager.createQueryBuilder().select('e.id').from(OrderEvent, 'e').getRawMany();
  await manager.update(OrderRefund, { id: 1 }, { status: 'failed' });
  await manager.createQueryBuilder().update(OrderRefund).set({ status: 'failed' }).execute();
  const order: Order | null = null;
  return order;
}`;
  assert.deepEqual(await ownershipMessages('refunds/order-refunds.service.ts', code), []);
  // The owner writes its own table; database/ (the seed) fills every table.
  const own = `import { Order } from './order.entity';\nexport const f = (m: any) => m.update(Order, { id: 1 }, {});`;
  assert.deepEqual(await ownershipMessages('orders/order-refund-ledger.service.ts', own), []);
  const seed = `import { Order } from '../../orders/order.entity';\nexport const f = (m: any) => m.save(Order, {});`;
  assert.deepEqual(await ownershipMessages('database/seed/seed.ts', seed), []);
});

test('eslint.config.mjs turns the rule on for backend/src', { timeout: 120_000 }, async () => {
  const eslint = new ESLint({ cwd: root });
  const config = await eslint.calculateConfigForFile(join(srcDir, 'refunds', 'order-refunds.service.ts'));
  assert.equal(config.rules['shop/entity-ownership'][0], 2);
});
