import type { IntlShape } from 'react-intl';
import { SUGGEST_LIMIT, type SuggestResponse } from '../../../universal/contracts/search';
import { categoryName, type NamedIn } from '../../../universal/i18n/category-names';
import { productsFor } from '../nav-links';

type SuggestedProduct = SuggestResponse['products'][number];

/** One row of the suggestions list: a category to browse or a product to open, with where it leads. */
export type Suggestion =
  | { kind: 'category'; key: string; label: string; count: number; to: string }
  | { kind: 'product'; key: string; label: string; product: SuggestedProduct; to: string };

/** Categories first (a few short rows that widen the search), then the products, in the server's order. */
export function suggestionOptions(answer: SuggestResponse, intl: IntlShape, named?: NamedIn): Suggestion[] {
  return [
    ...answer.categories.map((category): Suggestion => ({
      kind: 'category',
      key: `category:${category.value}`,
      label: categoryName(category.value, intl.formatMessage, named),
      count: category.count,
      to: productsFor({ category: category.value }),
    })),
    ...answer.products.slice(0, SUGGEST_LIMIT).map((product): Suggestion => ({
      kind: 'product',
      key: `product:${product.id}`,
      label: product.title,
      product,
      to: `/product/${product.id}`,
    })),
  ];
}
