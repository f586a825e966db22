import type { Product } from '../../../../universal/product';
import { defaultVariant, picturesOf } from '../../../../universal/variants';
import { choiceAt } from '../variant-choice';

/**
 * The product page's pictures for the choice in its URL (?colour=white&size=M): those of the first variant
 * that agrees with every value chosen (the choice's `shown`), so a colour chosen before its size already
 * shows that colour; the default variant's when the choice names nothing, or nothing sold. The page and its
 * server part (the main picture's preload) both read it.
 */
export function shownPictures(product: Product, search: URLSearchParams): string[] {
  return picturesOf(product, choiceAt(product, search).shown ?? defaultVariant(product));
}
