import type { Product } from '../../shared/product';

/** How many products of the current category or search the Brands filter samples for its keywords. */
export const BRAND_SAMPLE_SIZE = 200;
export const BRANDS_SHOWN = 8;

/**
 * The catalogue has no brand field; titles begin with the brand word ('Nordvik Aria Over-Ear…'). The Brands
 * filter offers the most frequent first words of the products in view, and always keeps the ones already
 * chosen, so a shared link's choice stays visible and can be unticked.
 */
export function brandKeywords(
  products: readonly Product[],
  selected: readonly string[] = [],
  shown = BRANDS_SHOWN,
): string[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    const word = product.title
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^\p{L}\p{N}&'-]/gu, '');
    if (!word || !/^\p{L}/u.test(word) || word.length < 2) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const frequent = [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, shown)
    .map(([word]) => word);
  const extra = selected.filter((brand) => !frequent.some((word) => word.toLowerCase() === brand.toLowerCase()));
  return [...frequent, ...extra].sort((a, b) => a.localeCompare(b));
}
