import type { Product } from '../../../universal/product';
import { ALSO_BOUGHT_MIN } from '../../../universal/contracts/catalogue';

/** Sold out: no variant has a unit to sell. A product without a stock figure is taken as on sale. */
const soldOut = (product: Product) => product.stock === 0;

export interface AlsoBoughtChoice {
  /** The product the shopper is looking at. */
  product: Product;
  /** What was bought with it, best first, as the catalogue holds them now (unpublished ones are not there). */
  bought: readonly Product[];
  limit: number;
  /** The category's products in stock, best first, at most `count` of them: read only when needed. */
  sameCategory: (count: number) => Promise<readonly Product[]>;
}

/**
 * The products to show: what was bought with it, never the product itself nor a sold-out one, at most
 * `limit`; when fewer than ALSO_BOUGHT_MIN remain, filled up to `limit` from its category (a new shop,
 * a product nobody has bought yet).
 */
export async function pickAlsoBought({ product, bought, limit, sameCategory }: AlsoBoughtChoice): Promise<Product[]> {
  const picks: Product[] = [];
  const taken = new Set([product.id]);
  const add = (candidates: readonly Product[]) => {
    for (const candidate of candidates) {
      if (picks.length === limit) return;
      if (taken.has(candidate.id) || soldOut(candidate)) continue;
      taken.add(candidate.id);
      picks.push(candidate);
    }
  };
  add(bought);
  if (picks.length < Math.min(ALSO_BOUGHT_MIN, limit)) add(await sameCategory(limit + picks.length + 1));
  return picks;
}
