import type { Product } from './product';

/**
 * The product's brand: the catalogue's own brand field where it has one, else the first word of the
 * title (FakeStore data has no brand field, and its titles, like the demo catalogue's, start with it).
 */
export function brandOf(product: Pick<Product, 'title' | 'brand'>): string {
  const named = product.brand?.trim();
  if (named) return named;
  return product.title.trim().split(/\s+/)[0] ?? '';
}
