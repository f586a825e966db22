import type { Queryable } from '../../db/database';
import { PRODUCT_COLUMNS, type Product, type ProductRow, toProduct } from './product';
import {
  effectiveOrder,
  type FilterRow,
  ORDER_BY,
  PRODUCT_ORDERS,
  type ProductOrder,
  pageOf,
  productConditions,
  type ProductQuery,
  searchTerm,
} from './product-query';
import type { ProductPage } from './repository';

/** Separates rows in the search text; a hit spanning it is not a match (see searchHits). */
const ROW_SEPARATOR = '\n';

interface IndexedRow extends FilterRow {
  product: Product;
}

/**
 * The whole catalogue in memory, answering exactly what the SQL of repository.list answers:
 * filters through productConditions (the same rules as the SQL), search as a substring of the
 * database's own search_text, and each order as the database sorted it (so collation is the
 * database's, not JavaScript's). A query is one pass over the rows in the asked order, counting
 * every match and keeping the page: a few milliseconds for 100,000 products, no database trip.
 */
export class CatalogueIndex {
  private readonly byId = new Map<number, number>();
  /** All search texts in id order, joined: one indexOf over it beats 100,000 includes calls. */
  private readonly haystack: string;
  private readonly starts: Int32Array;
  readonly categories: string[];

  private constructor(
    private readonly rows: IndexedRow[],
    private readonly orders: Record<ProductOrder, Int32Array>,
  ) {
    rows.forEach((row, position) => this.byId.set(row.product.id, position));
    this.starts = new Int32Array(rows.length);
    let offset = 0;
    rows.forEach((row, position) => {
      this.starts[position] = offset;
      offset += row.searchText.length + ROW_SEPARATOR.length;
    });
    this.haystack = rows.map((row) => row.searchText).join(ROW_SEPARATOR);
    // Categories in order of their first product, as `GROUP BY category ORDER BY min(id)` answers.
    this.categories = [...new Set(rows.map((row) => row.product.category))];
  }

  get size(): number {
    return this.rows.length;
  }

  /** Reads the catalogue: its rows in id order, and each order's permutation as the database sorts it. */
  static async load(db: Queryable): Promise<CatalogueIndex> {
    const raw = await db.query<ProductRow & { search_text: string; category_lc: string; title_lc: string }>(
      `SELECT ${PRODUCT_COLUMNS}, search_text, lower(category) AS category_lc, lower(title) AS title_lc
       FROM products ORDER BY id`,
    );
    const rows: IndexedRow[] = raw.map((row) => ({
      product: toProduct(row),
      searchText: row.search_text,
      categoryLc: row.category_lc,
      titleLc: row.title_lc,
      priceCents: row.price_cents,
      rate: Number(row.rating_rate),
    }));
    const position = new Map(rows.map((row, index) => [row.product.id, index]));
    const orders = {} as Record<ProductOrder, Int32Array>;
    for (const order of PRODUCT_ORDERS) {
      if (order === 'featured') {
        orders[order] = Int32Array.from(rows.keys());
        continue;
      }
      const ids = await db.query<{ id: number }>(`SELECT id FROM products ORDER BY ${ORDER_BY[order]}`);
      orders[order] = Int32Array.from(ids, (row) => position.get(row.id) ?? 0);
    }
    return new CatalogueIndex(rows, orders);
  }

  get(id: number): Product | undefined {
    const position = this.byId.get(id);
    return position === undefined ? undefined : this.rows[position]?.product;
  }

  list(query: ProductQuery): ProductPage {
    const { limit, offset } = pageOf(query);
    const term = searchTerm(query);
    const hits = term === undefined ? undefined : this.searchHits(term);
    const tests = productConditions(query).map((condition) => condition.test);
    const { order, reversed } = effectiveOrder(query);
    const permutation = this.orders[order];
    const products: Product[] = [];
    const count = permutation.length;
    if (!hits && tests.length === 0) {
      // Nothing to filter: the page is a slice of the order, the total is the catalogue's size.
      for (let step = offset; step < Math.min(count, offset + limit); step += 1) {
        products.push((this.rows[permutation[reversed ? count - 1 - step : step] as number] as IndexedRow).product);
      }
      return { products, total: count };
    }
    let total = 0;
    for (let step = 0; step < count; step += 1) {
      const position = permutation[reversed ? count - 1 - step : step] as number;
      if (hits && hits[position] === 0) continue;
      const row = this.rows[position] as IndexedRow;
      if (!tests.every((test) => test(row))) continue;
      if (total >= offset && products.length < limit) products.push(row.product);
      total += 1;
    }
    return { products, total };
  }

  /** Marks the rows whose search text contains `term`, jumping from hit to hit through the joined text. */
  private searchHits(term: string): Uint8Array {
    const hits = new Uint8Array(this.rows.length);
    let from = 0;
    for (;;) {
      const at = this.haystack.indexOf(term, from);
      if (at < 0) break;
      const position = this.rowAt(at);
      const end = (this.starts[position] as number) + (this.rows[position] as IndexedRow).searchText.length;
      if (at + term.length <= end) {
        hits[position] = 1;
        from = end + ROW_SEPARATOR.length;
      } else {
        from = at + 1;
      }
    }
    return hits;
  }

  /** The row whose text holds character `at` (binary search over the row starts). */
  private rowAt(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
