import type { Queryable } from '../../../db/database';
import { likeLiteral } from '../../../db/like-literal';
import { whereClause } from '../../../db/where-clause';
import { LOW_STOCK } from '../../../../universal/variants';
import { lowStockProductIds } from '../stock';
import type { AdminProductQuery, AdminProductRow, ProductState } from '../../../../universal/contracts/admin/products';

/**
 * The console's product list: products on sale, taken off sale and drafts in one list, filtered, sorted and
 * paged in SQL. A search is a product number, a SKU, part of the English title, or part of a category's key or
 * of a name the owner gave it in any language (decision 0125).
 */

interface Row {
  id: number;
  title: string;
  category: string;
  brand: string | null;
  image: string;
  price_cents: number;
  stock: number;
  variants: number;
  state: ProductState;
}

const SORT_COLUMN = { id: 'id', title: 'lower(title)', price: 'price_cents' } as const;

/** Both kinds of product with the list's columns; a draft's price and units are its first variant's and all. */
const ITEMS = `
  SELECT p.id, p.title, p.category, p.brand, p.image, p.price_cents,
         COALESCE(s.stock, 0)::int AS stock, COALESCE(s.variants, 0)::int AS variants,
         CASE WHEN p.published THEN 'published' ELSE 'unpublished' END AS state,
         s.skus
  FROM products AS p
  LEFT JOIN LATERAL (SELECT sum(stock) AS stock, count(*) AS variants, array_agg(sku) AS skus
                     FROM product_variants WHERE product_id = p.id) AS s ON true
  UNION ALL
  SELECT d.id, d.record->>'title', d.record->>'category', d.record->>'brand', d.record->>'image',
         round((d.record->'variants'->0->>'price')::numeric * 100)::int,
         (SELECT COALESCE(sum((v->>'stock')::int), 0) FROM jsonb_array_elements(d.record->'variants') AS v)::int,
         jsonb_array_length(d.record->'variants'), 'draft',
         ARRAY(SELECT v->>'sku' FROM jsonb_array_elements(d.record->'variants') AS v)
  FROM product_drafts AS d`;

/** The list's filters (its state, category, stock and search) as a WHERE clause over ITEMS. */
function filtered(query: Pick<AdminProductQuery, 'state' | 'category' | 'stock' | 'q'>) {
  const where = whereClause();
  const { param } = where;
  if (query.state) where.and(`state = ${param(query.state)}`);
  if (query.category) where.and(`lower(category) = lower(${param(query.category)})`);
  // Low: on sale (a draft's units are not on sale yet) with a variant the shop says "Only N left" of.
  if (query.stock === 'low') where.and(`state = 'published' AND id IN (${lowStockProductIds(param(LOW_STOCK))})`);
  const q = query.q?.trim();
  if (q) {
    const number = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
    const pattern = param(`%${likeLiteral(q)}%`);
    const matches = [
      `title ILIKE ${pattern} ESCAPE '\\'`,
      // The category's key, or a name the owner gave it in any language ("Montres", "ساعات").
      `category ILIKE ${pattern} ESCAPE '\\'`,
      `category IN (SELECT key FROM categories AS c
         WHERE EXISTS (SELECT 1 FROM jsonb_each_text(c.names) AS n WHERE n.value ILIKE ${pattern} ESCAPE '\\'))`,
      `${param(q)} = ANY(skus)`,
      ...(number === undefined ? [] : [`id = ${param(number)}`]),
    ];
    where.and(`(${matches.join(' OR ')})`);
  }
  return where;
}

const rowOf = (row: Row): AdminProductRow => ({
  id: row.id,
  title: row.title,
  category: row.category,
  brand: row.brand,
  image: row.image,
  price: row.price_cents / 100,
  stock: row.stock,
  variants: row.variants,
  state: row.state,
});

/** Products an export reads at a time. */
const BATCH = 500;

/**
 * Every product the list's filters find, by number (a draft after the product of its number, if any), a
 * batch at a time, each starting after the last one's: the console's export (issue 52).
 */
export async function* productBatches(
  db: Queryable,
  query: Pick<AdminProductQuery, 'state' | 'category' | 'stock' | 'q'>,
): AsyncGenerator<AdminProductRow[]> {
  let after: { id: number; state: ProductState } | undefined;
  for (;;) {
    const where = filtered(query);
    const { param, params } = where;
    if (after) where.and(`(id, state) > (${param(after.id)}::int, ${param(after.state)}::text)`);
    const rows = await db.query<Row>(
      `SELECT id, title, category, brand, image, price_cents, stock, variants, state FROM (${ITEMS}) AS items
       ${where.sql} ORDER BY id, state LIMIT ${param(BATCH)}`,
      params,
    );
    if (rows.length > 0) yield rows.map(rowOf);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { id: last.id, state: last.state };
  }
}

/** A product a bulk action names: its number, and where it lives (a draft, or the catalogue on sale or not). */
export interface ProductTarget {
  id: number;
  state: ProductState;
}

/**
 * The products a bulk action names (issue 52): the rows chosen by number, or every product the list's
 * filters find, by number; at most `limit` (the caller says when more were found: `limit` is one more than
 * it allows).
 */
export async function productTargets(
  db: Queryable,
  target: { ids: readonly number[] } | { filter: Pick<AdminProductQuery, 'state' | 'category' | 'q'> },
  limit: number,
): Promise<ProductTarget[]> {
  const where = 'ids' in target ? whereClause() : filtered(target.filter);
  const { param, params } = where;
  if ('ids' in target) where.and(`id = ANY(${param(target.ids)}::int[])`);
  return db.query<ProductTarget>(
    `SELECT id, state FROM (${ITEMS}) AS items ${where.sql} ORDER BY id, state LIMIT ${param(limit)}`,
    params,
  );
}

export async function listProducts(
  db: Queryable,
  query: AdminProductQuery,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = filtered(query);
  const { param, params } = where;
  const filter = where.sql;
  const order = `${SORT_COLUMN[query.sort]} ${query.direction === 'asc' ? 'ASC' : 'DESC'}, id DESC`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${ITEMS}) AS items ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `SELECT id, title, category, brand, image, price_cents, stock, variants, state FROM (${ITEMS}) AS items ${filter}
     ORDER BY ${order} LIMIT ${param(query.pageSize)} OFFSET ${param(query.page * query.pageSize)}`,
    params,
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map(rowOf),
  };
}
