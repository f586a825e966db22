import { prepared, type Queryable } from '../../db/database';
import { type EventSubscriber, subscriber } from '../../events/domain-events';
import { localizedOptions, type StoredOption } from './product-details';
import { optionValuesLabel } from '../../../universal/variants';

/**
 * Units on hand, the catalogue's to keep (product_variants is its table). Checkout takes them, a
 * cancellation or a return's refund puts them back, the operator sets them; every change takes a new
 * number from stock_changes, which the in-memory copies follow (search/stock-feed.ts). See
 * docs/decisions/0070-stock.md for the lock order.
 */

/** Units of one variant, as a cart line or an order line names them. */
export interface StockLine {
  sku: string;
  quantity: number;
}

/** A line the shelf cannot fill: what there is of its variant (0 when the variant is gone). */
export interface StockShortage {
  sku: string;
  productId: number;
  available: number;
}

/** A variant, its product, its units and how many variants its product sells. */
export interface VariantStock {
  sku: string;
  productId: number;
  stock: number;
  /** Variants of the product (1: it may be named by its product id alone). */
  variants: number;
}

/** Each SKU once, its quantities added up. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.quantity);
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * Row-locks the variants of `skus` in SKU order, the one order every writer of stock takes them in,
 * so two checkouts (or a checkout and a cancellation) holding some of the same variants never wait on
 * each other in opposite orders. PostgreSQL locks the rows as the sorted rows come out.
 */
async function lockVariants(tx: Queryable, skus: readonly string[]) {
  return tx.query<{ sku: string; product_id: number; stock: number }>(
    'SELECT sku, product_id, stock FROM product_variants WHERE sku = ANY($1::text[]) ORDER BY sku FOR UPDATE',
    [skus],
  );
}

/** Adds `sign` × each line's quantity to its variant's stock, taking a new stock_changes number. */
async function moveStock(tx: Queryable, lines: readonly StockLine[], sign: 1 | -1): Promise<string[]> {
  const rows = await tx.query<{ sku: string }>(
    `UPDATE product_variants AS v SET stock = v.stock + $3 * t.quantity, stock_changed = nextval('stock_changes')
     FROM unnest($1::text[], $2::int[]) AS t(sku, quantity)
     WHERE v.sku = t.sku AND v.stock + $3 * t.quantity >= 0
     RETURNING v.sku`,
    [lines.map((line) => line.sku), lines.map((line) => line.quantity), sign],
  );
  return rows.map((row) => row.sku);
}

/**
 * Takes the lines' units off the shelf inside the caller's transaction (checkout's, with its order),
 * or takes none and answers every line the shelf cannot fill. The rows stay locked until the caller
 * commits, so what was counted is what is taken; the CHECK (stock >= 0) is the last word.
 */
export async function takeStock(tx: Queryable, lines: readonly StockLine[]): Promise<StockShortage[]> {
  const wanted = merged(lines);
  if (wanted.length === 0) return [];
  const rows = await lockVariants(
    tx,
    wanted.map((line) => line.sku),
  );
  const onHand = new Map(rows.map((row) => [row.sku, row]));
  const short = wanted
    .filter((line) => (onHand.get(line.sku)?.stock ?? 0) < line.quantity)
    .map((line) => ({
      sku: line.sku,
      productId: onHand.get(line.sku)?.product_id ?? 0,
      available: onHand.get(line.sku)?.stock ?? 0,
    }));
  if (short.length > 0) return short;
  const taken = await moveStock(tx, wanted, -1);
  if (taken.length !== wanted.length) throw new Error(`stock of locked variants changed under their lock`);
  return [];
}

/**
 * Puts the lines' units back on the shelf inside the caller's transaction (a cancellation, a return's
 * refund). A variant the catalogue no longer sells has no shelf: its units are not put anywhere.
 */
export async function putBackStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  const back = merged(lines);
  if (back.length === 0) return;
  await lockVariants(
    tx,
    back.map((line) => line.sku),
  );
  await moveStock(tx, back, 1);
}

/** A cart takes a variant only of a product on sale (decision 0127); it lets go of one off sale too. */
const ON_SALE = 'EXISTS (SELECT 1 FROM products p WHERE p.id = v.product_id AND p.published)';

const variantBySkuSql = (condition: string) =>
  prepared(
    `SELECT sku, product_id AS "productId", stock,
       (SELECT count(*)::int FROM product_variants w WHERE w.product_id = v.product_id) AS variants
     FROM product_variants v WHERE sku = $1 AND ${condition}`,
  );

const defaultVariantSql = (condition: string) =>
  prepared(
    `SELECT sku, product_id AS "productId", stock, count(*) OVER ()::int AS variants
     FROM product_variants v WHERE product_id = $1 AND ${condition} ORDER BY position LIMIT 1`,
  );

const VARIANT_BY_SKU = { onSale: variantBySkuSql(ON_SALE), any: variantBySkuSql('true') };
const DEFAULT_VARIANT = { onSale: defaultVariantSql(ON_SALE), any: defaultVariantSql('true') };

/** Which variants a lookup finds: those on sale (to add to a cart), or also those off sale (to remove one). */
export interface VariantLookup {
  offSale?: boolean;
}

/** The variant of `sku`, or undefined when the catalogue sells none by that SKU. */
export async function variantBySku(
  db: Queryable,
  sku: string,
  { offSale = false }: VariantLookup = {},
): Promise<VariantStock | undefined> {
  const [row] = await db.query<VariantStock>(offSale ? VARIANT_BY_SKU.any : VARIANT_BY_SKU.onSale, [sku]);
  return row;
}

/** A product's default variant, with how many it sells; undefined for a product the catalogue does not hold. */
export async function defaultVariantOf(
  db: Queryable,
  productId: number,
  { offSale = false }: VariantLookup = {},
): Promise<VariantStock | undefined> {
  const [row] = await db.query<VariantStock>(offSale ? DEFAULT_VARIANT.any : DEFAULT_VARIANT.onSale, [productId]);
  return row;
}

/** Whether the catalogue holds product `id`, on sale or taken off it (a wish list lets go of either). */
export async function inCatalogue(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
}

const STOCK_OF = prepared(
  'SELECT sku, product_id AS "productId", stock FROM product_variants WHERE sku = ANY($1::text[])',
);

/** Units on hand of each of `skus` the catalogue sells (a cart's lines), read as they are now. */
export async function stockOf(
  db: Queryable,
  skus: readonly string[],
): Promise<Map<string, { productId: number; stock: number }>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<{ sku: string; productId: number; stock: number }>(STOCK_OF, [skus]);
  return new Map(rows.map((row) => [row.sku, { productId: row.productId, stock: row.stock }]));
}

/** A stock change as the in-memory copies read it: the variant's units now and the change's number. */
export interface StockChange {
  sku: string;
  productId: number;
  stock: number;
  changed: number;
}

/** Every variant whose stock changed after number `after`, oldest change first. */
export async function stockChangesSince(db: Queryable, after: number): Promise<StockChange[]> {
  const rows = await db.query<{ sku: string; product_id: number; stock: number; stock_changed: string }>(
    `SELECT sku, product_id, stock, stock_changed::text AS stock_changed FROM product_variants
     WHERE stock_changed > $1 ORDER BY stock_changed`,
    [after],
  );
  return rows.map((row) => ({
    sku: row.sku,
    productId: row.product_id,
    stock: row.stock,
    changed: Number(row.stock_changed),
  }));
}

/** The newest stock change's number (0 before any): where a copy built now starts following. */
export async function latestStockChange(db: Queryable): Promise<number> {
  const [row] = await db.query<{ latest: string | null }>(
    'SELECT max(stock_changed)::text AS latest FROM product_variants',
  );
  return Number(row?.latest ?? 0);
}

/** The operator's stock count: sets a variant's units; undefined for an unknown SKU. */
export async function setStock(
  db: Queryable,
  sku: string,
  quantity: number,
): Promise<{ productId: number; before: number; after: number } | undefined> {
  const [row] = await db.query<{ product_id: number; before: number; after: number }>(
    `UPDATE product_variants AS v SET stock = $2, stock_changed = nextval('stock_changes')
     FROM (SELECT sku, stock FROM product_variants WHERE sku = $1 FOR UPDATE) AS old
     WHERE v.sku = old.sku
     RETURNING v.product_id, old.stock AS before, v.stock AS after`,
    [sku, quantity],
  );
  return row && { productId: row.product_id, before: row.before, after: row.after };
}

/** A variant running low, for the operator. */
export interface LowStockRow {
  sku: string;
  productId: number;
  title: string;
  /** The variant's label in English ("Navy / M"); '' for a product without options. */
  label: string;
  stock: number;
}

/**
 * The products on sale with a variant at `max` units or fewer, as SQL of the placeholder holding `max`: what
 * the console's products list filters to with stock=low and the dashboard counts (issue 52).
 */
export const lowStockProductIds = (max: string) => `SELECT product_id FROM product_variants WHERE stock <= ${max}`;

/** How many products on sale have a variant at `max` units or fewer (the console dashboard). */
export async function lowStockProducts(db: Queryable, max: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT product_id)::int AS n FROM (${lowStockProductIds('$1')}) AS low`,
    [max],
  );
  return row?.n ?? 0;
}

/** Variants with `max` units or fewer, fewest first (SKU breaks ties). */
export async function lowStock(db: Queryable, max: number): Promise<LowStockRow[]> {
  const rows = await db.query<{
    sku: string;
    product_id: number;
    title: string;
    product_options: StoredOption[];
    options: Record<string, string>;
    stock: number;
  }>(
    `SELECT v.sku, v.product_id, p.title, p.options AS product_options, v.options, v.stock
     FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.stock <= $1 ORDER BY v.stock, v.sku`,
    [max],
  );
  return rows.map((row) => ({
    sku: row.sku,
    productId: row.product_id,
    title: row.title,
    label: labelOf(row.product_options, row.options),
    stock: row.stock,
  }));
}

/** A variant's label in English from the product's stored options and its values. */
export function labelOf(options: readonly StoredOption[], values: Readonly<Record<string, string>>): string {
  return optionValuesLabel(localizedOptions(options), values);
}

/**
 * Within one process a stock change is followed at once instead of at the next periodic check:
 * whoever changes stock calls noteStockChanged() after its transaction commits.
 */
let localChanges = 0;

export function noteStockChanged(): void {
  localChanges += 1;
}

/**
 * The stock.changed event's subscriber (docs/decisions/0106): the instance that dispatches the event
 * follows it at its next catalogue read; the others at their next periodic check (VERSION_CHECK_MS).
 */
export const stockEventSubscribers: readonly EventSubscriber[] = [
  subscriber('catalogue-follows-stock', 'stock.changed', async () => noteStockChanged()),
];

export function localStockChanges(): number {
  return localChanges;
}
