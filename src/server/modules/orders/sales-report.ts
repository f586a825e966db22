import type { Queryable } from '../../db/database';
import type { Currency } from '../../../universal/i18n/money';
import { CANCELLED } from '../../../universal/order-status';
import type { ChargeKind } from '../../../universal/order-charges';
import { REFUND_PAYMENTS_SQL } from './refunded-sql';

/**
 * The console's sales report (issue 52) in minor units of each currency. What counts is
 * docs/decisions/0114-reports-and-exports.md: orders placed in the period and not cancelled, bucketed by
 * the shop's day they were placed on; refunds by the day they were paid back. Every order's lines and
 * charges are read by its id from their indexes (migration 058), never by reading every line.
 */

export type Bucketing = 'day' | 'week' | 'month';

export interface SalesPeriod {
  /** First and last day, inclusive ('YYYY-MM-DD', read in `timeZone`). */
  from: string;
  to: string;
  interval: Bucketing;
  timeZone: string;
}

/** One currency's figures in a bucket, minor units. */
export interface MinorFigures {
  orders: number;
  units: number;
  gross: number;
  discounts: number;
  delivery: number;
  fees: number;
  tax: number;
  charged: number;
  refunds: number;
}

export interface BucketFigures extends MinorFigures {
  /** The bucket's first day ('YYYY-MM-DD'; a week starts on Monday, a month on its 1st). */
  start: string;
  currency: Currency;
}

export interface RankedLine {
  productId: number;
  sku: string | null;
  title: string;
  variantLabel: string;
  units: number;
  sales: { currency: Currency; minor: number }[];
}

export interface SalesReportFigures {
  buckets: BucketFigures[];
  topProducts: RankedLine[];
  topVariants: RankedLine[];
  returnRates: { productId: number; title: string; sold: number; returned: number }[];
  customers: { new: { customers: number; orders: number }; returning: { customers: number; orders: number } };
}

/** How many products, variants and return rates the report lists. */
export const REPORT_TOP = 10;

const [DISCOUNT, DELIVERY] = ['discount', 'delivery'] as const satisfies readonly ChargeKind[];

/** A bucket with nothing in it: the report's zeros, and where the console's answer starts its sums. */
export const NO_SALES: MinorFigures = {
  orders: 0,
  units: 0,
  gross: 0,
  discounts: 0,
  delivery: 0,
  fees: 0,
  tax: 0,
  charged: 0,
  refunds: 0,
};

/** $1 from, $2 to, $3 time zone, $4 interval, $5 'cancelled', $6 'discount', $7 'delivery', $8 how many to rank. */
const PERIOD = `bounds AS (SELECT ($1::date)::timestamp AT TIME ZONE $3 AS start_at,
                                  ($2::date + 1)::timestamp AT TIME ZONE $3 AS end_at)`;
const BUCKET = (at: string) => `to_char(date_trunc($4, ${at} AT TIME ZONE $3), 'YYYY-MM-DD')`;

const REPORT_SQL = `
WITH ${PERIOD},
placed AS MATERIALIZED (
  SELECT o.id, o.currency, o.user_id, lower(o.customer->>'email') AS email, ${BUCKET('o.created_at')} AS start,
         o.subtotal_cents, o.tax_cents, o.total_cents
  FROM orders o, bounds b
  WHERE o.created_at >= b.start_at AND o.created_at < b.end_at AND o.status <> $5
),
-- Each order's lines and charges, looked up by its id (OFFSET 0 keeps each a lookup on the index, never a
-- join that reads every line).
lines AS MATERIALIZED (
  SELECT p.id AS order_id, p.start, p.currency, l.product_id, l.sku, l.quantity AS units, l.quantity * l.price_cents AS sales
  FROM placed p
  CROSS JOIN LATERAL (SELECT i.product_id, i.sku, i.quantity, i.price_cents
                      FROM order_items i WHERE i.order_id = p.id OFFSET 0) l
),
charges AS (
  SELECT p.start, p.currency,
         coalesce(-sum(c.amount_cents) FILTER (WHERE c.kind = $6), 0) AS discounts,
         coalesce(sum(c.amount_cents) FILTER (WHERE c.kind = $7), 0) AS delivery,
         coalesce(sum(c.amount_cents) FILTER (WHERE c.kind <> $6 AND c.kind <> $7), 0) AS fees
  FROM placed p
  CROSS JOIN LATERAL (SELECT kind, amount_cents FROM order_charges c WHERE c.order_id = p.id OFFSET 0) c
  GROUP BY p.start, p.currency
),
buckets AS (
  SELECT o.start, o.currency, o.orders, coalesce(u.units, 0) AS units, o.gross, coalesce(c.discounts, 0) AS discounts,
         coalesce(c.delivery, 0) AS delivery, coalesce(c.fees, 0) AS fees, o.tax, o.charged
  FROM (SELECT start, currency, count(*) AS orders, sum(subtotal_cents) AS gross, sum(tax_cents) AS tax,
               sum(total_cents) AS charged
        FROM placed GROUP BY start, currency) o
  LEFT JOIN (SELECT start, currency, sum(units) AS units FROM lines GROUP BY start, currency) u USING (start, currency)
  LEFT JOIN charges c USING (start, currency)
),
refunds AS (
  SELECT ${BUCKET('r.at')} AS start, o.currency, sum(r.cents) AS refunds
  FROM ${REFUND_PAYMENTS_SQL} r JOIN orders o ON o.id = r.order_id, bounds b
  WHERE r.at >= b.start_at AND r.at < b.end_at
  GROUP BY 1, 2
),
by_product AS (
  SELECT product_id, currency, sum(units) AS units, sum(sales) AS sales, min(order_id) AS sample
  FROM lines GROUP BY product_id, currency
),
top_products AS (
  SELECT product_id, sum(units) AS units, min(sample) AS sample FROM by_product
  GROUP BY product_id ORDER BY sum(units) DESC, product_id LIMIT $8
),
by_variant AS (
  SELECT product_id, sku, currency, sum(units) AS units, sum(sales) AS sales, min(order_id) AS sample
  FROM lines WHERE sku IS NOT NULL GROUP BY product_id, sku, currency
),
top_variants AS (
  SELECT product_id, sku, sum(units) AS units, min(sample) AS sample FROM by_variant
  GROUP BY product_id, sku ORDER BY sum(units) DESC, product_id, sku LIMIT $8
),
-- Units asked back (returns not rejected) of the period's orders, against the units those orders sold.
returned AS (
  SELECT ri.product_id, sum(ri.quantity) AS units, min(p.id) AS sample
  FROM placed p JOIN return_requests q ON q.order_id = p.id AND q.status <> 'rejected'
  JOIN return_items ri ON ri.return_id = q.id
  GROUP BY ri.product_id
),
rates AS (
  SELECT r.product_id, r.units AS returned, s.units AS sold, r.sample
  FROM returned r JOIN (SELECT product_id, sum(units) AS units FROM by_product GROUP BY product_id) s USING (product_id)
  ORDER BY r.units::numeric / s.units DESC, r.units DESC, r.product_id LIMIT $8
),
-- A customer is an account, or a guest's email; returning when they had an order (not cancelled) before.
people AS (
  SELECT user_id, CASE WHEN user_id IS NULL THEN email END AS email, count(*) AS orders FROM placed GROUP BY 1, 2
),
known AS (
  SELECT pe.orders,
         CASE WHEN pe.user_id IS NOT NULL
              THEN EXISTS (SELECT 1 FROM orders e, bounds b WHERE e.user_id = pe.user_id
                             AND e.created_at < b.start_at AND e.status <> $5)
              ELSE EXISTS (SELECT 1 FROM orders e, bounds b WHERE e.user_id IS NULL
                             AND lower(e.customer->>'email') = pe.email AND e.created_at < b.start_at AND e.status <> $5)
         END AS came_back
  FROM people pe
)
SELECT
  (SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM (
     SELECT coalesce(b.start, f.start) AS start, coalesce(b.currency, f.currency) AS currency,
            coalesce(b.orders, 0) AS orders, coalesce(b.units, 0) AS units, coalesce(b.gross, 0) AS gross,
            coalesce(b.discounts, 0) AS discounts, coalesce(b.delivery, 0) AS delivery, coalesce(b.fees, 0) AS fees,
            coalesce(b.tax, 0) AS tax, coalesce(b.charged, 0) AS charged, coalesce(f.refunds, 0) AS refunds
     FROM buckets b FULL JOIN refunds f ON f.start = b.start AND f.currency = b.currency) x) AS buckets,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('productId', t.product_id, 'units', t.units, 'sample', t.sample,
     'sales', (SELECT jsonb_object_agg(currency, sales) FROM by_product x WHERE x.product_id = t.product_id))
     ORDER BY t.units DESC, t.product_id), '[]') FROM top_products t) AS products,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('productId', t.product_id, 'sku', t.sku, 'units', t.units,
     'sample', t.sample, 'sales', (SELECT jsonb_object_agg(currency, sales) FROM by_variant x
                                   WHERE x.product_id = t.product_id AND x.sku = t.sku))
     ORDER BY t.units DESC, t.product_id, t.sku), '[]') FROM top_variants t) AS variants,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('productId', r.product_id, 'sold', r.sold, 'returned', r.returned,
     'sample', r.sample) ORDER BY r.returned::numeric / r.sold DESC, r.returned DESC, r.product_id), '[]')
   FROM rates r) AS returns,
  (SELECT coalesce(jsonb_object_agg(CASE WHEN came_back THEN 'returning' ELSE 'new' END,
     jsonb_build_object('customers', n, 'orders', orders)), '{}')
   FROM (SELECT came_back, count(*) AS n, sum(orders) AS orders FROM known GROUP BY came_back) k) AS customers`;

interface Ranked {
  productId: number;
  sku?: string;
  units: number;
  sample: string;
  sales: Record<string, number>;
}

interface ReportRow {
  buckets: (MinorFigures & { start: string; currency: Currency })[];
  products: Ranked[];
  variants: Ranked[];
  returns: { productId: number; sold: number; returned: number; sample: string }[];
  customers: Partial<Record<'new' | 'returning', { customers: number; orders: number }>>;
}

const salesOf = (sales: Record<string, number>) =>
  Object.entries(sales)
    .map(([currency, minor]) => ({ currency: currency as Currency, minor: Number(minor) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/** An order that sold a product (or a variant of it, by SKU). */
interface Sample {
  order: string;
  productId: number;
  sku: string | null;
}

/** The words of a line as sold (title, variant label), from one order that sold it: a key lookup each. */
async function lineWords(db: Queryable, samples: Sample[]) {
  const rows = await db.query<{
    order_id: string;
    product_id: number;
    sku: string | null;
    title: string;
    label: string;
  }>(
    `SELECT DISTINCT ON (i.order_id, i.product_id, i.sku) i.order_id, i.product_id, i.sku, i.title,
            coalesce(i.variant_label, '') AS label
     FROM order_items i JOIN unnest($1::text[], $2::int[]) AS s(order_id, product_id)
       ON i.order_id = s.order_id AND i.product_id = s.product_id
     ORDER BY i.order_id, i.product_id, i.sku, i.position`,
    [samples.map((sample) => sample.order), samples.map((sample) => sample.productId)],
  );
  const key = (order: string, productId: number, sku: string | null) => `${order} ${productId} ${sku ?? ''}`;
  const exact = new Map(rows.map((row) => [key(row.order_id, row.product_id, row.sku), row]));
  const ofProduct = new Map(rows.map((row) => [key(row.order_id, row.product_id, null), row]));
  return (sample: Sample) => {
    const row =
      exact.get(key(sample.order, sample.productId, sample.sku)) ??
      ofProduct.get(key(sample.order, sample.productId, null));
    return { title: row?.title ?? '', variantLabel: sample.sku === null ? '' : (row?.label ?? '') };
  };
}

/** The report's figures over a period, in one statement (and one key lookup for the titles). */
export async function salesReport(db: Queryable, period: SalesPeriod): Promise<SalesReportFigures> {
  const [row] = await db.query<ReportRow>(REPORT_SQL, [
    period.from,
    period.to,
    period.timeZone,
    period.interval,
    CANCELLED,
    DISCOUNT,
    DELIVERY,
    REPORT_TOP,
  ]);
  if (!row) throw new Error('The sales report answered no row');
  const samples: Sample[] = [
    ...row.products.map((p) => ({ order: p.sample, productId: p.productId, sku: null })),
    ...row.variants.map((v) => ({ order: v.sample, productId: v.productId, sku: v.sku ?? null })),
    ...row.returns.map((r) => ({ order: r.sample, productId: r.productId, sku: null })),
  ];
  const words = await lineWords(db, samples);
  const ranked = (entry: Ranked): RankedLine => {
    const sku = entry.sku ?? null;
    const { title, variantLabel } = words({ order: entry.sample, productId: entry.productId, sku });
    return {
      productId: entry.productId,
      sku,
      title,
      variantLabel,
      units: Number(entry.units),
      sales: salesOf(entry.sales),
    };
  };
  const group = (kind: 'new' | 'returning') => ({
    customers: Number(row.customers[kind]?.customers ?? 0),
    orders: Number(row.customers[kind]?.orders ?? 0),
  });
  return {
    buckets: row.buckets
      .map((bucket) => ({ ...NO_SALES, ...bucket }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.currency.localeCompare(b.currency)),
    topProducts: row.products.map(ranked),
    topVariants: row.variants.map(ranked),
    returnRates: row.returns.map((entry) => ({
      productId: entry.productId,
      title: words({ order: entry.sample, productId: entry.productId, sku: null }).title,
      sold: Number(entry.sold),
      returned: Number(entry.returned),
    })),
    customers: { new: group('new'), returning: group('returning') },
  };
}

/** The report statement's plan as PostgreSQL runs it (EXPLAIN ANALYZE): the bench's proof that it reads by key. */
export async function explainSalesReport(db: Queryable, period: SalesPeriod): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${REPORT_SQL}`, [
    period.from,
    period.to,
    period.timeZone,
    period.interval,
    CANCELLED,
    DISCOUNT,
    DELIVERY,
    REPORT_TOP,
  ]);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
