import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { createTestUser, withTestApp } from '../test/harness';
import { placeTestOrder, setStockOf } from '../test/checkout-test-support';
import { orderStatusChanges } from '../modules/orders/status-changes';
import { createTestStaff } from '../modules/staff/test-support';
import { OPERATOR_TOOLS, type OperatorToolName } from './tools';

// Staff members are made with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Every terminal command that changes money, stock, delivery terms or carriers leaves the audit entry
 * the console leaves for the same change, naming the system account as `terminal:<user>`.
 */
const t = withTestApp();

const TERMINAL = `terminal:${userInfo().username}`;

const run = async (tool: OperatorToolName, ...args: string[]) => {
  const result = await OPERATOR_TOOLS[tool].run(args, t.db, { config: t.ctx.config, now: t.clock.now() });
  expect(result).toMatchObject({ exitCode: 0 });
  return result;
};

interface Entry {
  staff_email: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
}
const entriesOf = (objectType: string, objectId: string) =>
  t.db.query<Entry>(
    'SELECT staff_email, action, object_type, object_id, before, after FROM audit_log WHERE object_type = $1 AND object_id = $2 ORDER BY id',
    [objectType, objectId],
  );
/** An entry with the actor left out, to compare the terminal's with the console's. */
const withoutActor = ({ staff_email: _who, object_id: _id, ...entry }: Entry) => entry;

async function deliveredOrderWithReturn() {
  const user = await createTestUser(t.ctx);
  const order = await placeTestOrder(t, user, [[1, 1]]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: user.headers,
    payload: { reason: 'damaged', items: [{ productId: '1', quantity: 1 }] },
  });
  expect(asked.statusCode).toBe(201);
  return asked.json<{ id: string }>().id;
}

it('orders ship and set-status: the console’s entries, as terminal:<user>', async () => {
  const user = await createTestUser(t.ctx);
  const byTerminal = await placeTestOrder(t, user);
  const byConsole = await placeTestOrder(t, user);
  await run('orders', 'ship', byTerminal._id, '--carrier', 'dhl', '--tracking', 'JD0001');
  await run('orders', 'set-status', byTerminal._id, 'delivered');
  const cancelled = await placeTestOrder(t, user);
  await run('orders', 'set-status', cancelled._id, 'cancelled');

  const member = await createTestStaff(t, 'support');
  const shipped = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${byConsole._id}/ship`,
    headers: member.headers,
    payload: { carrier: 'DHL', tracking: 'JD0001' },
  });
  expect(shipped.statusCode).toBe(200);

  const terminal = await entriesOf('order', byTerminal._id);
  expect(terminal.map((entry) => [entry.staff_email, entry.action])).toEqual([
    [TERMINAL, 'order.ship'],
    [TERMINAL, 'order.status'],
  ]);
  const [consoleShip] = await entriesOf('order', byConsole._id);
  expect(consoleShip?.staff_email).toBe(member.email);
  expect(withoutActor(terminal[0] as Entry)).toEqual(withoutActor(consoleShip as Entry));
  expect(terminal[1]).toMatchObject({ before: { status: 'shipped' }, after: { status: 'delivered' } });
  expect(await entriesOf('order', cancelled._id)).toEqual([
    expect.objectContaining({ staff_email: TERMINAL, action: 'order.cancel', after: { status: 'cancelled' } }),
  ]);
});

it('orders set-return-status approved and refunded: each recorded with the refund and the units back', async () => {
  const returnId = await deliveredOrderWithReturn();
  await run('orders', 'set-return-status', returnId, 'approved');
  await run('orders', 'set-return-status', returnId, 'refunded');
  const entries = await entriesOf('return', returnId);
  expect(entries.map((entry) => [entry.staff_email, entry.action])).toEqual([
    [TERMINAL, 'return.approve'],
    [TERMINAL, 'return.refund'],
  ]);
  expect(entries[1]?.after).toMatchObject({ status: 'refunded', refundCents: expect.any(Number) });
});

it('orders set-carrier: recorded, and only an https:// template is taken', async () => {
  await run('orders', 'set-carrier', 'Bosta', 'https://bosta.co/tracking-shipments?shipment-number={number}');
  expect(await entriesOf('carrier', 'Bosta')).toEqual([
    expect.objectContaining({
      staff_email: TERMINAL,
      action: 'carrier.set',
      before: null,
      after: { trackingUrlTemplate: 'https://bosta.co/tracking-shipments?shipment-number={number}' },
    }),
  ]);
  for (const template of ['http://bosta.co/{number}', 'HTTPS://bosta.co/{number}', 'https:bosta.co/{number}']) {
    const refused = await OPERATOR_TOOLS.orders.run(['set-carrier', 'Bosta', template], t.db, {
      config: t.ctx.config,
      now: t.clock.now(),
    });
    expect(refused.exitCode).toBe(2);
  }
  expect(await entriesOf('carrier', 'Bosta')).toHaveLength(1);
});

it('catalogue stock: the console count’s entry (stock.set, before → after)', async () => {
  const sku = await setStockOf(t.db, 3, 7);
  await run('catalogue', 'stock', sku, '11');
  expect(await entriesOf('variant', sku)).toEqual([
    expect.objectContaining({
      staff_email: TERMINAL,
      action: 'stock.set',
      before: { stock: 7 },
      after: { stock: 11 },
    }),
  ]);
  // The same count again changes nothing and records nothing.
  await run('catalogue', 'stock', sku, '11');
  expect(await entriesOf('variant', sku)).toHaveLength(1);
});

it('catalogue stock run several times at once: each change recorded once, the entries a chain that ends on the shelf', async () => {
  const sku = await setStockOf(t.db, 5, 1);
  const counts = ['10', '20', '30', '40', '50'];
  await Promise.all(counts.map((count) => run('catalogue', 'stock', sku, count)));
  const entries = (await entriesOf('variant', sku)) as (Entry & {
    before: { stock: number };
    after: { stock: number };
  })[];
  expect(entries).toHaveLength(counts.length);
  // Each entry starts where the one before it ended: no change was lost or recorded twice.
  expect(entries[0]?.before.stock).toBe(1);
  entries.slice(1).forEach((entry, index) => expect(entry.before.stock).toBe(entries[index]?.after.stock));
  const [shelf] = await t.db.query<{ stock: number }>('SELECT stock FROM product_variants WHERE sku = $1', [sku]);
  expect(shelf?.stock).toBe(entries.at(-1)?.after.stock);
});

it('regions set-*: each change recorded with what it changed; a refusal records nothing', async () => {
  await run('regions', 'set-tax', 'EG', '15');
  await run('regions', 'set-cod', 'egypt', 'on', '--fee', '1.50');
  await run('regions', 'set-shipping', 'egypt', 'express', '--price', '9.99', '--days', '1-2', '--cutoff', '12');
  const refused = await OPERATOR_TOOLS.regions.run(['set-tax', 'ZZ', '5'], t.db, {
    config: t.ctx.config,
    now: t.clock.now(),
  });
  expect(refused.exitCode).not.toBe(0);
  expect(await entriesOf('country', 'EG')).toEqual([
    expect.objectContaining({
      staff_email: TERMINAL,
      action: 'region.set-tax',
      // One setter for the terminal and the console (decision 0122): the rate before and after, in basis points.
      before: { country: 'EG', rateBasisPoints: 1400 },
      after: { country: 'EG', rateBasisPoints: 1500 },
    }),
  ]);
  expect((await entriesOf('region', 'egypt')).map((entry) => [entry.staff_email, entry.action])).toEqual([
    [TERMINAL, 'region.set-cod'],
    [TERMINAL, 'region.set-shipping'],
  ]);
  expect(await entriesOf('country', 'ZZ')).toEqual([]);
});

it('catalogue import and generate: one entry each, in the transaction that changed the prices and stock', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'terminal-audit-')), 'products.json');
  const product = {
    id: 9001,
    title: 'Imported lamp',
    price: 12.5,
    description: 'A lamp',
    category: 'electronics',
    image: '/catalog/images/1.svg',
    rating: { rate: 4, count: 2 },
  };
  writeFileSync(file, JSON.stringify([product, { ...product, id: -1 }]));
  await run('catalogue', 'import', file);
  expect(await entriesOf('catalogue', file)).toEqual([
    expect.objectContaining({
      staff_email: TERMINAL,
      action: 'catalogue.import',
      after: { imported: 1, skipped: 1 },
    }),
  ]);
  await run('catalogue', 'generate', '3');
  expect(await entriesOf('catalogue', 'synthetic')).toEqual([
    expect.objectContaining({
      staff_email: TERMINAL,
      action: 'catalogue.generate',
      after: { count: 3, firstId: 9002 },
    }),
  ]);
});
