import { FACET_OPTIONS } from '../../../universal/product-query';
import { variantsOf } from '../../../universal/variants';
import type { Product } from './product';
import type { ProductQuery } from './search/product-query';
import { variantTest } from './search/rules/variants';

/** The options (size, colour) the query chooses a value of. */
const chosenKeys = (query: ProductQuery) =>
  FACET_OPTIONS.filter((key) => (query[key] ?? []).some((value) => value.trim() !== ''));

/**
 * With a Size or Colour filter on (issue 53), each card of the list shows the variant the shopper filtered
 * for: its first picture, and a link to the product page with that variant chosen. The variant is the
 * first, in the product's order, that the filter matched it by (variantTest), one on hand first; `details`
 * are the same products with their variants (a list answer carries none). Products the filter asks nothing
 * of, or whose matching variant has no values of the filter's options, are answered as they are.
 */
export function withShownVariants(
  products: readonly Product[],
  query: ProductQuery,
  details: readonly Product[],
): Product[] {
  const test = variantTest(query)?.test;
  const keys = chosenKeys(query);
  if (!test || keys.length === 0) return [...products];
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return products.map((product) => {
    const detail = byId.get(product.id);
    const matching = detail ? variantsOf(detail).filter(test) : [];
    const variant = matching.find((each) => each.stock > 0) ?? matching[0];
    if (!variant) return product;
    const options = Object.fromEntries(
      keys.flatMap((key) => {
        const value = variant.options[key];
        return value === undefined ? [] : [[key, value] as const];
      }),
    );
    if (Object.keys(options).length === 0) return product;
    return { ...product, shown: { options, image: variant.images[0] ?? product.image } };
  });
}

/** Whether a list query chooses sizes or colours, so its cards follow the choice (withShownVariants). */
export function choosesVariants(query: ProductQuery): boolean {
  return chosenKeys(query).length > 0;
}
