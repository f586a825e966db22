import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './database';
import { listMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { createScratchDatabase } from './scratch-database';
import { ordersRepository } from '../modules/orders/repository';

/**
 * Migration 050 (decision 0105) on the engine this run uses: orders placed while each fee was a column
 * come out of it as rows, as their screens showed them, and read back through the orders repository.
 */
async function openEmptyDatabase(): Promise<Database> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') return openPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'charges');
  const db = openPostgres(scratch.url, 2);
  return {
    ...db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}

/** An order as migration 049 left them: its delivery, discount and fee in columns of its own. */
const oldOrder = (id: string, money: { subtotal: number; shipping: number; discount: number; codFee: number }) => ({
  sql: `INSERT INTO orders (id, user_id, guest_access, status, subtotal_cents, shipping_cents, discount_cents,
          cod_fee_cents, promo_code, tax_cents, total_cents, tax_rate_bp, tax_included, delivery_option,
          payment_method, shipping_address, customer)
        VALUES ($1, NULL, $1, 'pending', $2, $3, $4, $5, $6, 0, $7, 1400, true, 'standard',
          'credit-card (Demo)', '{}'::jsonb, '{"name":"Mona","email":"mona@example.com","phone":"1"}'::jsonb)`,
  params: [
    id,
    money.subtotal,
    money.shipping,
    money.discount,
    money.codFee,
    money.discount > 0 ? 'SAVE5' : null,
    money.subtotal - money.discount + money.shipping + money.codFee,
  ],
});

it('moves every old order’s delivery, discount and fee into rows, in the summary’s order, and drops the columns', async () => {
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const { name, sql } of listMigrations().filter((migration) => migration.name < '050'))
    writeFileSync(path.join(before, name), sql);
  const db = await openEmptyDatabase();
  try {
    await migrate(db, before);
    const orders = {
      // Free delivery, nothing else: one row, at 0, which the screens show as "Free".
      plain: oldOrder('aaaaaaaaaaaaaaaaaaaa0001', { subtotal: 6000, shipping: 0, discount: 0, codFee: 0 }),
      // Everything: discount first (negative), then delivery, then the fee.
      everything: oldOrder('aaaaaaaaaaaaaaaaaaaa0002', { subtotal: 4000, shipping: 299, discount: 500, codFee: 30 }),
      // Paid on delivery without a discount: numbered from 0 all the same.
      cash: oldOrder('aaaaaaaaaaaaaaaaaaaa0003', { subtotal: 3499, shipping: 299, discount: 0, codFee: 30 }),
    };
    for (const { sql, params } of Object.values(orders)) await db.query(sql, params);

    expect(await migrate(db)).toContain('050_order_charges.sql');

    expect(
      await db.query(
        'SELECT order_id, position, kind, amount_cents, tax FROM order_charges ORDER BY order_id, position',
      ),
    ).toEqual([
      { order_id: 'aaaaaaaaaaaaaaaaaaaa0001', position: 0, kind: 'delivery', amount_cents: 0, tax: 'untaxed' },
      { order_id: 'aaaaaaaaaaaaaaaaaaaa0002', position: 0, kind: 'discount', amount_cents: -500, tax: 'with-goods' },
      { order_id: 'aaaaaaaaaaaaaaaaaaaa0002', position: 1, kind: 'delivery', amount_cents: 299, tax: 'untaxed' },
      { order_id: 'aaaaaaaaaaaaaaaaaaaa0002', position: 2, kind: 'cod-fee', amount_cents: 30, tax: 'untaxed' },
      { order_id: 'aaaaaaaaaaaaaaaaaaaa0003', position: 0, kind: 'delivery', amount_cents: 299, tax: 'untaxed' },
      { order_id: 'aaaaaaaaaaaaaaaaaaaa0003', position: 1, kind: 'cod-fee', amount_cents: 30, tax: 'untaxed' },
    ]);
    // The columns are gone: nothing can read a copy the rows no longer agree with.
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'orders' AND column_name IN ('shipping_cents', 'discount_cents', 'cod_fee_cents')`,
    );
    expect(columns).toEqual([]);

    // Read back as the API answers it: the rows with their texts, and a total that is their sum on the goods.
    const order = await ordersRepository(db).get('aaaaaaaaaaaaaaaaaaaa0002');
    expect(order?.charges).toEqual([
      { kind: 'discount', text: 'cart.summary.discount', amountCents: -500, tax: 'with-goods' },
      { kind: 'delivery', text: 'checkout.summary.shippingWith', amountCents: 299, tax: 'untaxed' },
      { kind: 'cod-fee', text: 'checkout.summary.codFee', amountCents: 30, tax: 'untaxed' },
    ]);
    expect(order?.totalPrice).toBe((4000 - 500 + 299 + 30) / 100);
  } finally {
    await db.close();
    rmSync(before, { recursive: true, force: true });
  }
}, 120_000);
