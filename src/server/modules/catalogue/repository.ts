import type { Queryable } from '../../db/database';
import { bumpCatalogueVersion } from './catalogue-version';
import { PRODUCT_COLUMNS, type Product, type ProductRow, toProduct } from './product';
import { buildProductFilter, orderByClause, pageOf, type ProductQuery } from './product-query';

/** Rows per INSERT: 8 parameters each stays far below PostgreSQL's 65535-parameter limit. */
const UPSERT_BATCH = 500;

export interface ProductPage {
  products: Product[];
  total: number;
}

/** All catalogue reads and writes. */
export function catalogueRepository(db: Queryable) {
  return {
    async list(query: ProductQuery): Promise<ProductPage> {
      const { where, params } = buildProductFilter(query);
      const { limit, offset } = pageOf(query);
      const [rows, [count]] = await Promise.all([
        db.query<ProductRow>(
          `SELECT ${PRODUCT_COLUMNS} FROM products ${where} ORDER BY ${orderByClause(query)} LIMIT ${limit} OFFSET ${offset}`,
          params,
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products ${where}`, params),
      ]);
      return { products: rows.map(toProduct), total: count?.total ?? 0 };
    },

    async get(id: number): Promise<Product | undefined> {
      const [row] = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1`, [id]);
      return row && toProduct(row);
    },

    async getMany(ids: number[]): Promise<Map<number, Product>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ANY($1::int[])`, [
        ids,
      ]);
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },

    async exists(id: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
    },

    async categories(): Promise<string[]> {
      const rows = await db.query<{ category: string }>(
        'SELECT category FROM products GROUP BY category ORDER BY min(id)',
      );
      return rows.map((row) => row.category);
    },

    async count(): Promise<number> {
      const [row] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM products');
      return row?.total ?? 0;
    },

    /**
     * Inserts or replaces products by id, several hundred rows a statement, and raises the
     * catalogue version (see catalogue-version) so every instance's in-memory copy is rebuilt.
     */
    async upsert(products: Product[]): Promise<void> {
      for (let start = 0; start < products.length; start += UPSERT_BATCH) {
        const batch = products.slice(start, start + UPSERT_BATCH);
        const params: unknown[] = [];
        const rows = batch.map((product) => {
          const values = [
            product.id,
            product.title,
            Math.round(product.price * 100),
            product.description,
            product.category,
            product.image,
            product.rating.rate,
            product.rating.count,
          ];
          const placeholders = values.map((value) => `$${params.push(value)}`);
          return `(${placeholders.join(', ')})`;
        });
        await db.query(
          `INSERT INTO products (${PRODUCT_COLUMNS}) VALUES ${rows.join(', ')}
           ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, price_cents = EXCLUDED.price_cents,
             description = EXCLUDED.description, category = EXCLUDED.category, image = EXCLUDED.image,
             rating_rate = EXCLUDED.rating_rate, rating_count = EXCLUDED.rating_count`,
          params,
        );
      }
      // After the rows: even outside a transaction, an instance seeing the new version sees them.
      if (products.length > 0) await bumpCatalogueVersion(db);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
