import type { Product } from '../../universal/product';

/** Spec §9: the wish list recommends 6 products. */
export const RECOMMENDATION_COUNT = 6;
/** Products from other categories join only when rated this well (spec §2). */
export const TOP_UP_MIN_RATING = 4;

/** Fisher–Yates on a copy; `random` is injectable so tests can fix the order. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Spec §2: products of the saved items' categories that are not saved, topped up with products
 * rated 4 or more from other categories when there are fewer than 6, shuffled, 6 shown.
 */
export function recommend(
  pool: readonly Product[],
  saved: readonly Pick<Product, 'id' | 'category'>[],
  random: () => number = Math.random,
  count = RECOMMENDATION_COUNT,
): Product[] {
  const savedIds = new Set(saved.map((product) => product.id));
  const savedCategories = new Set(saved.map((product) => product.category).filter(Boolean));
  const candidates = pool.filter(
    (product, index) => !savedIds.has(product.id) && pool.findIndex((p) => p.id === product.id) === index,
  );
  const sameCategory = candidates.filter((product) => savedCategories.has(product.category));
  const topUp = candidates.filter(
    (product) => !savedCategories.has(product.category) && product.rating.rate >= TOP_UP_MIN_RATING,
  );
  const picked = shuffled(sameCategory, random).slice(0, count);
  const filled = [...picked, ...shuffled(topUp, random).slice(0, count - picked.length)];
  return shuffled(filled, random);
}
