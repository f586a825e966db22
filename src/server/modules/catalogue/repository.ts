import type { Queryable } from '../../db/database';
import { bumpCatalogueVersion } from './catalogue-version';
import { PRODUCT_COLUMNS, PRODUCT_SELECT, type Product, type ProductRow, toProduct } from './product';
import type { ProductWords } from './line-words';
import {
  type CatalogueRecord,
  DETAIL_COLUMNS,
  type DetailRow,
  detailsOf,
  variantsToWrite,
  withDetail,
  writeDetails,
} from './product-details';
import { searchColumns, type SearchTextChange, writeSearchWords } from './search/search-text';
import type { Locale } from '../../../universal/i18n/locale';

/** Rows per INSERT: 12 parameters each stays far below PostgreSQL's 65535-parameter limit. */
const UPSERT_BATCH = 500;

/**
 * The catalogue's writes, and the reads other modules make by id (a cart's products at checkout, a
 * review's product). Searching the catalogue is search/'s: CatalogueReader answers it.
 */
export function catalogueRepository(db: Queryable) {
  return {
    /**
     * One product on sale with its gallery, options and variants (see product-details), in `language`; a
     * product taken off sale (decision 0127) is none, for shoppers' carts and checkout as for its page.
     */
    async get(id: number, language: Locale = 'en'): Promise<Product | undefined> {
      return (await this.getMany([id], language)).get(id);
    },

    async getMany(ids: readonly number[], language: Locale = 'en'): Promise<Map<number, Product>> {
      return (await this.getManyWithWords(ids, language)).products;
    },

    /**
     * As getMany, with each product's words in every language beside it (checkout copies them onto the order's
     * lines, decision 0093): one read of the products' rows serves both.
     */
    async getManyWithWords(
      ids: readonly number[],
      language: Locale = 'en',
    ): Promise<{ products: Map<number, Product>; words: Map<number, ProductWords> }> {
      if (ids.length === 0) return { products: new Map(), words: new Map() };
      const rows = await db.query<ProductRow & DetailRow>(
        `SELECT ${PRODUCT_SELECT}, ${DETAIL_COLUMNS} FROM products WHERE id = ANY($1::int[]) AND published`,
        [ids],
      );
      const details = await detailsOf(db, rows);
      const products = new Map<number, Product>();
      const words = new Map<number, ProductWords>();
      for (const row of rows) {
        const product = toProduct(row);
        const detail = details.get(row.id);
        products.set(row.id, detail ? withDetail(product, detail, language) : product);
        words.set(row.id, { title: row.title, options: row.options, texts: row.texts });
      }
      return { products, words };
    },

    /**
     * The shop's own visible reviews of a product (their number and star sum), which the shown rating
     * combines with the imported one; raises the catalogue version so every instance shows it.
     */
    async setReviewTotals(productId: number, count: number, starSum: number): Promise<void> {
      await db.query('UPDATE products SET review_count = $2, review_star_sum = $3 WHERE id = $1', [
        productId,
        count,
        starSum,
      ]);
      await bumpCatalogueVersion(db);
    },

    /** Which product sells each of `skus` the catalogue knows. */
    async skuOwners(skus: readonly string[]): Promise<{ sku: string; productId: number }[]> {
      if (skus.length === 0) return [];
      return db.query<{ sku: string; productId: number }>(
        'SELECT sku, product_id AS "productId" FROM product_variants WHERE sku = ANY($1::text[])',
        [skus],
      );
    },

    /** How many products the catalogue holds. */
    async count(): Promise<number> {
      const [row] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM products');
      return row?.total ?? 0;
    },

    /**
     * Inserts or replaces products by id, several hundred rows a statement, with their options,
     * variants, gallery and texts (product-details), and raises the catalogue version (see
     * catalogue-version) so every instance's in-memory copy is rebuilt. The row's price and list price
     * are its default variant's. Run it in a transaction: a product's row, its variants and its search
     * words (search-text writeSearchWords: the words of the old text it lost go, the new ones come) go
     * together; the rows are locked first, so a concurrent write of the same product waits and then
     * reads the text this one wrote.
     */
    async upsert(records: readonly CatalogueRecord[]): Promise<void> {
      const products = records.map((record) => {
        const first = variantsToWrite(record)[0];
        if (!first) return record;
        const { listPrice: _listPrice, ...rest } = record;
        return {
          ...rest,
          price: first.price,
          ...(first.listPrice === undefined ? {} : { listPrice: first.listPrice }),
        };
      });
      for (let start = 0; start < products.length; start += UPSERT_BATCH) {
        const batch = products.slice(start, start + UPSERT_BATCH);
        const before = new Map(
          (
            await db.query<{ id: number; search_text: string | null }>(
              'SELECT id, search_text FROM products WHERE id = ANY($1::int[]) FOR UPDATE',
              [batch.map((product) => product.id)],
            )
          ).map((row) => [Number(row.id), row.search_text]),
        );
        const changes: SearchTextChange[] = [];
        const params: unknown[] = [];
        const rows = batch.map((product) => {
          const { searchText, titleLc } = searchColumns(product);
          changes.push({ id: product.id, before: before.get(product.id), after: searchText });
          const values = [
            product.id,
            product.title,
            Math.round(product.price * 100),
            product.description,
            product.category,
            product.image,
            product.rating.rate,
            product.rating.count,
            product.listPrice === undefined ? null : Math.round(product.listPrice * 100),
            product.brand ?? null,
            searchText,
            titleLc,
          ];
          const placeholders = values.map((value) => `$${params.push(value)}`);
          return `(${placeholders.join(', ')})`;
        });
        const written = await db.query<{ id: number; replaced: boolean }>(
          `INSERT INTO products (${PRODUCT_COLUMNS}) VALUES ${rows.join(', ')}
           ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, price_cents = EXCLUDED.price_cents,
             description = EXCLUDED.description, category = EXCLUDED.category, image = EXCLUDED.image,
             rating_rate = EXCLUDED.rating_rate, rating_count = EXCLUDED.rating_count,
             list_price_cents = EXCLUDED.list_price_cents, brand = EXCLUDED.brand,
             search_text = EXCLUDED.search_text, title_lc = EXCLUDED.title_lc
           RETURNING id, xmax <> 0 AS replaced`,
          params,
        );
        // A product new when its rows were locked, yet replaced here: another transaction inserted it
        // meanwhile (this statement waited for its commit). Its words are unknown here, so they all go.
        const raced = written.filter((row) => row.replaced && !before.has(Number(row.id))).map((row) => row.id);
        if (raced.length > 0) await db.query('DELETE FROM product_words WHERE product_id = ANY($1::int[])', [raced]);
        await writeSearchWords(db, changes);
      }
      await writeDetails(db, records);
      // After the rows: even outside a transaction, an instance seeing the new version sees them.
      if (products.length > 0) await bumpCatalogueVersion(db);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
