import type { Product } from '../../../core/product';

export type { Product };

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
}

/** The columns an import writes: the rating is the imported starting point. */
export const PRODUCT_COLUMNS =
  'id, title, price_cents, description, category, image, rating_rate, rating_count, list_price_cents, brand';

/** The columns a read answers: the rating combined with the shop's own reviews (migration 019). */
export const PRODUCT_SELECT =
  'id, title, price_cents, description, category, image, shown_rating_rate AS rating_rate, ' +
  'shown_rating_count AS rating_count, list_price_cents, brand';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    price: row.price_cents / 100,
    description: row.description,
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
