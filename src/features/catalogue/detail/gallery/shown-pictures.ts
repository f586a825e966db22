import type { Product } from '../../../../core/product';
import { cleanChoice, defaultVariant, picturesOf, variantsOf } from '../../../../core/variants';

/**
 * The product page's pictures for the choice in its URL (?colour=white&size=M): those of the first variant
 * that agrees with every value chosen, so a colour chosen before its size already shows that colour; the
 * default variant's when the choice names nothing, or nothing sold. The page and its server part (the
 * main picture's preload) both read it.
 */
export function shownPictures(product: Product, search: URLSearchParams): string[] {
  const choice = Object.entries(cleanChoice(product, Object.fromEntries(search)));
  const chosen = variantsOf(product).find((variant) => choice.every(([key, value]) => variant.options[key] === value));
  return picturesOf(product, chosen ?? defaultVariant(product));
}
