import type { Product } from './contracts/catalogue';

/** A catalogue product as the catalogue service answers it (FakeStore shape, price in dollars): its contract's. */
export type { Product };

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** A cart, wish-list or order line whose product could not be loaded (spec §3 fallback). */
export function fallbackProduct(productId: string | number): Product {
  return {
    id: Number(productId),
    title: `Product ${productId}`,
    price: 0,
    description: '',
    category: '',
    image: PLACEHOLDER_IMAGE,
    rating: { rate: 0, count: 0 },
  };
}
