import type { ProductOrder } from '../../../../../universal/product-query';
import type { OrderRule, SearchCase } from './rule';

/**
 * The product list's orders (spec §2), each as its ORDER BY and, where no collation is involved, as the
 * same comparison of in-memory rows. The name orders have no comparison: the in-memory engine takes them
 * from the database's own sort when it loads (its collation, not JavaScript's).
 * "featured" keeps catalogue (id) order; a search ranks it by relevance instead (relevance.ts).
 */
export const ORDER_RULES: Record<ProductOrder, OrderRule> = {
  featured: { order: 'featured', sql: 'id ASC', compare: (a, b) => a.id - b.id },
  'price-low-high': {
    order: 'price-low-high',
    sql: 'price_cents ASC, id ASC',
    compare: (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  },
  'price-high-low': {
    order: 'price-high-low',
    sql: 'price_cents DESC, id ASC',
    compare: (a, b) => b.priceCents - a.priceCents || a.id - b.id,
  },
  rating: {
    order: 'rating',
    sql: 'shown_rating_rate DESC, shown_rating_count DESC, id ASC',
    compare: (a, b) => b.rate - a.rate || b.ratingCount - a.ratingCount || a.id - b.id,
  },
  'name-a-z': { order: 'name-a-z', sql: 'title ASC, id ASC' },
  'name-z-a': { order: 'name-z-a', sql: 'title DESC, id ASC' },
};

/** FakeStore's `sort=desc`: the id order reversed (ignored when `order` is given). */
export const REVERSED_SQL = 'id DESC';

export const ORDER_CASES: readonly SearchCase[] = [
  { name: 'featured: catalogue order', query: { order: 'featured', limit: 4 }, ids: [1, 2, 3, 4], total: 16 },
  { name: "FakeStore's sort=desc", query: { sort: 'desc', limit: 3 }, ids: [16, 15, 14], total: 16 },
  { name: 'order wins over sort', query: { order: 'featured', sort: 'desc', limit: 2 }, ids: [1, 2], total: 16 },
  {
    name: 'price low to high, equal prices by id',
    query: { order: 'price-low-high' },
    ids: [15, 11, 4, 13, 16, 6, 2, 10, 3, 1, 7, 8, 9, 5, 12, 14],
  },
  {
    name: 'price high to low, equal prices still by id',
    query: { order: 'price-high-low' },
    ids: [14, 12, 5, 9, 8, 7, 1, 3, 10, 2, 6, 13, 16, 4, 11, 15],
  },
  {
    name: 'rating: stars, then more ratings, then id',
    query: { order: 'rating' },
    ids: [14, 12, 7, 8, 1, 16, 3, 11, 5, 13, 2, 6, 10, 4, 9, 15],
  },
  { name: 'name A to Z', query: { order: 'name-a-z', category: 'electronics' }, ids: [8, 6, 9, 7] },
  { name: 'name Z to A', query: { order: 'name-z-a', category: 'electronics' }, ids: [7, 9, 6, 8] },
  { name: 'a page of an order', query: { order: 'price-low-high', limit: 3, offset: 4 }, ids: [16, 6, 2], total: 16 },
  { name: 'past the last product', query: { order: 'rating', offset: 40 }, ids: [], total: 16 },
  {
    name: 'a filtered page past its matches',
    query: { order: 'rating', category: 'jewelery', offset: 7 },
    ids: [],
    total: 7,
  },
];
