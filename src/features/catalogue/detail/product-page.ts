import { MAX_QUANTITY_PER_LINE } from '../../../universal/pricing';
import type { Product } from '../../../universal/product';

/** Bullet points of the product page: the description's sentences (and colon-led clauses), at most five. */
export function highlights(description: string, max = 5): string[] {
  return description
    .split(/(?<=[.!?])\s+|:\s+/)
    .map((part) => part.trim().replace(/[.]$/, ''))
    .filter((part) => part.length > 2)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .slice(0, max);
}

/** Spec §9: the quantity select runs from 1 to 10. */
export const QUANTITY_CHOICES = Array.from({ length: 10 }, (_, index) => index + 1);

/** The most the quantity select offers on its own: the spec's 10, within the cart's per-line cap. */
const PAGE_QUANTITY_CAP = Math.min(QUANTITY_CHOICES.length, MAX_QUANTITY_PER_LINE);

/**
 * Where the quantity select stops and why (said under it): the chosen variant's stock when that is
 * less ('stock': "Only 3 left"), else the page's own cap ('page': "Up to 10 at a time").
 */
export function quantityLimit(stock: number | undefined): { max: number; reason: 'stock' | 'page' } {
  if (stock !== undefined && stock < PAGE_QUANTITY_CAP) return { max: Math.max(stock, 0), reason: 'stock' };
  return { max: PAGE_QUANTITY_CAP, reason: 'page' };
}

/** Spec §9: related products shown on the detail page. */
export const RELATED_COUNT = 6;

/**
 * Spec §8: the same category first; when that call fails or yields fewer than 6, topped up from all
 * products, never the current one, never twice.
 */
export function pickRelated(currentId: number, sameCategory: readonly Product[], all: readonly Product[]): Product[] {
  const picked: Product[] = [];
  for (const product of [...sameCategory, ...all]) {
    if (picked.length === RELATED_COUNT) break;
    if (product.id === currentId || picked.some((chosen) => chosen.id === product.id)) continue;
    picked.push(product);
  }
  return picked;
}
