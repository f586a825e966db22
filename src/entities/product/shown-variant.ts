import type { Product } from '../../universal/product';

/**
 * On a list filtered by size or colour, a card is the variant the filter matched (the answer's `shown`,
 * issue 53): its picture, and its page with that variant chosen (/product/10?colour=navy). Elsewhere,
 * the product's own.
 */
export function cardPicture(product: Product): string {
  return product.shown?.image ?? product.image;
}

export function cardHref(product: Product): string {
  const query = product.shown ? new URLSearchParams(product.shown.options).toString() : '';
  return `/product/${product.id}${query ? `?${query}` : ''}`;
}
