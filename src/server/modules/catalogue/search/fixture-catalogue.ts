import type { Product } from '../product';

const product = (
  id: number,
  title: string,
  price: number,
  category: string,
  rate: number,
  count: number,
  description: string,
  more: { listPrice?: number; brand?: string } = {},
): Product => ({
  id,
  title,
  price,
  description,
  category,
  image: `/catalog/images/${id}.svg`,
  rating: { rate, count },
  ...more,
});

/**
 * The small fixed catalogue the search cases are written against (search-cases.ts): each product is
 * made to sit on one side or the other of some rule's edge, as its note says. Its titles leave the name
 * orders unambiguous under any collation within one category (the embedded database and PostgreSQL
 * sort "Gold Ring" and "Golden Earrings" differently); a new rule adds the products its cases need.
 */
export const FIXTURE_CATALOGUE: readonly Product[] = [
  // Relevance: "gold ring" lists 1 and 5 (both words, whole), 2 (both, inside words), 3 and 6 (one in
  // the title), 4 (description alone).
  product(1, 'Gold Ring', 90, 'jewelery', 4.5, 20, 'A ring of gold.', { listPrice: 120, brand: 'Aurelo' }),
  // No brand: its facet brand is the title's first word, "Golden".
  product(2, 'Golden Earrings', 40, 'jewelery', 3.9, 8, 'A pair for evenings.'),
  // List price equal to the price: no deal.
  product(3, 'Gold Necklace', 70, 'jewelery', 4.2, 5, 'Pairs with any ring.', { listPrice: 70, brand: 'Aurelo' }),
  product(4, 'Silver Bracelet', 20, 'jewelery', 2.5, 3, 'Its clasp is a gold ring.', { brand: 'Lumen' }),
  // A deal at exactly 4 stars.
  product(5, 'Gold Ring Set', 150, 'jewelery', 4.0, 40, 'Three rings.', { listPrice: 200, brand: 'Aurelo' }),
  // Below the price, but under 4 stars: no deal. "Lumenara" is not "Lumen".
  product(6, 'Ring Light', 30, 'electronics', 3.5, 12, 'Not gold, but bright.', { listPrice: 45, brand: 'Lumenara' }),
  product(7, 'Wireless Headphones', 99.99, 'electronics', 4.7, 300, 'Over-ear, 30 hours.', {
    listPrice: 129.99,
    brand: 'Nordvik',
  }),
  // Prime's edge: $100.00 is Prime, 9's $100.01 is not. Same stars as 7, fewer ratings.
  product(8, 'Headphones Stand', 100, 'electronics', 4.7, 50, 'Holds your headphones.', { brand: 'Nordvik' }),
  // A slip only its description holds.
  product(9, 'Studio Monitor Arm', 100.01, 'electronics', 1.9, 2, 'The hook holds your hedphones.', {
    brand: 'Kestrel',
  }),
  // Exactly 3 stars; its description holds LIKE's wildcard "%".
  product(10, "Men's Rain Jacket", 55, "men's clothing", 3.0, 9, 'Sheds rain, 50% lighter.', {
    listPrice: 80,
    brand: 'Kestrel',
  }),
  product(11, "Men's Cotton T-Shirt", 15, "men's clothing", 4.1, 100, 'Soft cotton.'),
  // A list price below the price: no deal.
  product(12, "Women's Wool Coat", 180, "women's clothing", 4.8, 15, 'Warm, lined.', {
    listPrice: 150,
    brand: 'Marlow',
  }),
  // Same price as 16 and same stars as 2, more ratings: ties broken by id, then by the rating count.
  product(13, "Women's T-Shirts, 3 Pack", 25, "women's clothing", 3.9, 30, 'Three colours.', { brand: 'Marlow' }),
  // No brand field, but its title starts with one: counted and filtered as Aurelo.
  product(14, 'Aurelo Classic Watch', 200, 'jewelery', 5.0, 1, 'Steel and sapphire glass.'),
  product(15, 'Ring Stand', 10, 'jewelery', 0, 0, 'Wooden.', { brand: 'Lumen' }),
  // Same stars and ratings as 1: the rating order falls back to the id.
  product(16, 'Leather Wallet', 25, "men's clothing", 4.5, 20, 'Brown.', { brand: 'Kestrel' }),
];
