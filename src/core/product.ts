/** A catalogue product as the catalogue service answers it (FakeStore shape, price in dollars). */
export interface Product {
  id: number;
  title: string;
  price: number;
  description: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
  /** The product's real list price in dollars, when the catalogue has one (an additive field). */
  listPrice?: number;
  /** The maker's brand, when the catalogue names one (an additive field; see brandOf). */
  brand?: string;
}

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
