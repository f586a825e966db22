import type { Queryable } from '../../db/database';
import { extended } from '../../../universal/extended';
import type { Product } from '../../../universal/product';
import type { ProductOption, Variant } from '../../../universal/contracts/catalogue';

export type { Product, ProductOption, Variant };

export interface ProductRow {
  id: number;
  title: string;
  price_cents: number;
  description: string;
  category: string;
  image: string;
  rating_rate: number;
  rating_count: number;
  list_price_cents: number | null;
  brand: string | null;
  /** The title and description in the language asked, when a read asks for one the product has (texts->lang). */
  texts_in?: { title: string; description: string } | null;
}

/** A product's own columns that a catalogue record states (an import's, the console editor's). */
export type ProductRecordRow = Pick<
  ProductRow,
  'id' | 'title' | 'description' | 'category' | 'brand' | 'image' | 'rating_rate' | 'rating_count'
>;

/**
 * The columns an import writes: the rating is the imported starting point; the search columns are the
 * texts folded for search (search/search-text.ts).
 */
export const PRODUCT_COLUMNS =
  'id, title, price_cents, description, category, image, rating_rate, rating_count, list_price_cents, brand, ' +
  'search_text, title_lc';

/** The columns a read answers: the rating combined with the shop's own reviews (migration 019). */
export const PRODUCT_SELECT =
  'id, title, price_cents, description, category, image, shown_rating_rate AS rating_rate, ' +
  'shown_rating_count AS rating_count, list_price_cents, brand';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.texts_in?.title ?? row.title,
    price: row.price_cents / 100,
    description: row.texts_in?.description ?? row.description,
    category: row.category,
    image: row.image,
    rating: { rate: Number(row.rating_rate), count: row.rating_count },
    // Absent rather than null: a FakeStore client sees exactly the fields it knows, plus these when real.
    ...(row.list_price_cents === null ? {} : { listPrice: row.list_price_cents / 100 }),
    ...(row.brand === null ? {} : { brand: row.brand }),
  };
}

/** The four categories of the demo catalogue, spelled as the spec spells them. */
export const DEMO_CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing"] as const;

/**
 * What a list answer tells of a product's variants: the default one's SKU, the units of all of them, and
 * how many options the shopper chooses from (a card cannot add a product with options).
 */
export interface VariantSummary {
  sku: string;
  stock: number;
  optionCount: number;
}

/** The variant summaries of `ids` (every product has at least its one variant). */
export async function readVariantSummaries(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, VariantSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ product_id: number; sku: string; stock: number; option_count: number }>(
    `SELECT v.product_id, (array_agg(v.sku ORDER BY v.position))[1] AS sku, sum(v.stock)::int AS stock,
       (SELECT jsonb_array_length(p.options) FROM products p WHERE p.id = v.product_id) AS option_count
     FROM product_variants v WHERE v.product_id = ANY($1::int[]) GROUP BY v.product_id`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.product_id,
      { sku: row.sku, stock: Number(row.stock), optionCount: Number(row.option_count) },
    ]),
  );
}

/** The products with their variant summaries (SQL answers; the in-memory copy holds them already). */
export async function withVariantSummaries(db: Queryable, products: Product[]): Promise<Product[]> {
  const summaries = await readVariantSummaries(
    db,
    products.map((product) => product.id),
  );
  return products.map((product) => {
    const summary = summaries.get(product.id);
    return summary ? extended(product, summary) : product;
  });
}
