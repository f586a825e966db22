import type { Database, Queryable } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { openPostgres } from '../src/server/db/postgres';
import { createScratchDatabase } from '../src/server/db/scratch-database';

/**
 * The benches' orders (npm run bench:report, bench:also-bought, bench:dashboard): 100,000 placed in 2026 and 20,000 in 2025
 * (so some customers come back), written straight into a migrated scratch database by SQL.
 */
export const ORDERS = 100_000;

/** Orders, each with 1 to 4 lines, a delivery charge, a discount on every fifth, in four currencies; 1 in 10 cancelled. */
const SEED = `
INSERT INTO users (id, email, name, phone, password_hash)
SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'shopper' || n || '@bench.example',
       'Shopper ' || n, '0101' || lpad(n::text, 7, '0'), 'x'
FROM generate_series(1, 30000) AS n;

INSERT INTO orders (id, user_id, status, created_at, status_changed_at, subtotal_cents, tax_cents, total_cents,
  delivery_option, payment_method, shipping_address, customer, tax_rate_bp, tax_included, currency, guest_access)
SELECT lpad(to_hex(n), 24, '0'),
       CASE WHEN n % 5 = 0 THEN NULL ELSE ('00000000-0000-4000-8000-' || lpad(to_hex(1 + (n * 7919) % 30000), 12, '0'))::uuid END,
       CASE WHEN n % 10 = 0 THEN 'cancelled' WHEN n % 3 = 0 THEN 'delivered' ELSE 'processing' END,
       at, at, 0, 0, 0, 'standard', 'card (Demo)', '{"country":"Egypt"}',
       jsonb_build_object('name', 'Shopper ' || n, 'email', 'guest' || (n % 9000) || '@bench.example'),
       800, false, (ARRAY['USD','EGP','GBP','EUR'])[1 + n % 4],
       CASE WHEN n % 5 = 0 THEN md5(n::text) END
FROM (SELECT n, CASE WHEN n <= ${ORDERS}
                     THEN timestamptz '2026-01-01' + (n - 1) * (interval '365 days' / ${ORDERS})
                     ELSE timestamptz '2025-01-01' + (n - ${ORDERS}) * (interval '365 days' / 20000) END AS at
      FROM generate_series(1, ${ORDERS} + 20000) AS n) AS s;

INSERT INTO order_items (order_id, position, product_id, title, price_cents, image, quantity, sku, variant_label)
SELECT o.id, p, 1 + (n * 31 + p * 17) % 500, 'Product ' || (1 + (n * 31 + p * 17) % 500), 500 + (n * 13 + p) % 9500,
       '/images/product.webp', 1 + (n + p) % 3, 'SKU-' || (1 + (n * 31 + p * 17) % 500) || '-' || (p % 3), 'Size ' || (p % 3)
FROM (SELECT id, ('x' || right(id, 8))::bit(32)::int AS n FROM orders) AS o, generate_series(0, 3) AS p
WHERE p <= o.n % 4;

UPDATE orders o SET subtotal_cents = s.goods, tax_cents = s.goods * 8 / 100
FROM (SELECT order_id, sum(price_cents * quantity)::int AS goods FROM order_items GROUP BY order_id) s
WHERE s.order_id = o.id;

INSERT INTO order_charges (order_id, position, kind, amount_cents, tax)
SELECT id, 0, 'delivery', 500, 'untaxed' FROM orders;
INSERT INTO order_charges (order_id, position, kind, amount_cents, tax)
SELECT id, 1, 'discount', -(subtotal_cents / 10), 'with-goods' FROM orders WHERE ('x' || right(id, 8))::bit(32)::int % 5 = 1;
UPDATE orders o SET total_cents = o.subtotal_cents + o.tax_cents + c.sum
FROM (SELECT order_id, sum(amount_cents)::int AS sum FROM order_charges GROUP BY order_id) c WHERE c.order_id = o.id;

INSERT INTO staff (id, email, name, role, password_hash, created_at)
VALUES ('00000000-0000-4000-8000-000000000001', 'owner@bench.example', 'Owner', 'owner', 'x', now());
INSERT INTO order_refunds (id, order_id, amount_cents, reason, staff_id, staff_email, request_key, created_at, provider_state)
SELECT gen_random_uuid(), id, total_cents / 4, 'bench', '00000000-0000-4000-8000-000000000001', 'owner@bench.example',
       id, created_at + interval '12 days', CASE WHEN ('x' || right(id, 8))::bit(32)::int % 99 = 0 THEN 'failed' END
FROM orders WHERE status = 'delivered' AND ('x' || right(id, 8))::bit(32)::int % 11 = 0;
INSERT INTO return_requests (id, order_id, status, reason, created_at, status_changed_at, refund_cents)
SELECT 'r' || id, id, CASE WHEN ('x' || right(id, 8))::bit(32)::int % 2 = 0 THEN 'refunded' ELSE 'rejected' END, 'damaged',
       created_at + interval '10 days', created_at + interval '15 days', subtotal_cents / 3
FROM orders WHERE status = 'delivered' AND ('x' || right(id, 8))::bit(32)::int % 17 = 0;
INSERT INTO return_items (return_id, product_id, title, quantity)
SELECT q.id, i.product_id, i.title, 1 FROM return_requests q JOIN order_items i ON i.order_id = q.order_id AND i.position = 0;
`;

/** Writes the orders, analyses the tables and prints how many there are and how long it took. */
export async function seedBenchOrders(db: Queryable): Promise<void> {
  const started = Date.now();
  await db.exec(SEED);
  await db.exec('VACUUM ANALYZE');
  const [counts] = await db.query<{ orders: number; lines: number; in_2026: number }>(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS lines,
            (SELECT count(*)::int FROM orders WHERE created_at >= '2026-01-01' AND created_at < '2027-01-01') AS in_2026`,
  );
  console.log(`seeded in ${Date.now() - started} ms: ${JSON.stringify(counts)}`);
}

/** The server the benches make their databases on: BENCH_DATABASE_URL, TEST_DATABASE_URL, or the local test server. */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A database of the bench's own (named for `label`) on that server, migrated and holding the benches' orders,
 * for `work`; dropped afterwards unless BENCH_KEEP=1.
 */
export async function withBenchOrders(label: string, work: (db: Database) => Promise<void>): Promise<void> {
  const scratch = await createScratchDatabase(ADMIN_URL, label);
  const db = openPostgres(scratch.url, 2);
  try {
    await migrate(db);
    await seedBenchOrders(db);
    await work(db);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP === '1') console.log(`kept: ${scratch.url}`);
    else await scratch.drop();
  }
}
