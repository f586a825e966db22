import type { Queryable } from '../../../db/database';
import { likeLiteral } from '../../../db/like-literal';
import { whereClause } from '../../../db/where-clause';
import { LOW_STOCK } from '../../../../universal/variants';
import { lowStockProductIds } from '../stock';
import type { AdminProductQuery, AdminProductRow, ProductState } from '../../../../universal/contracts/admin/products';

/**
 * The console's product list: products on sale and drafts in one list, filtered, sorted and paged in SQL.
 * A search is a product number, a SKU, or part of the English title.
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
         COALESCE(s.stock, 0)::int AS stock, COALESCE(s.variants, 0)::int AS variants, 'published' AS state,
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
    const matches = [
      `title ILIKE ${param(`%${likeLiteral(q)}%`)} ESCAPE '\\'`,
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
