import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product, ProductOption, Variant } from '../../../universal/contracts/catalogue';
import { KEEP_SCROLL } from '../../../browser-kit/keep-scroll';
import {
  cleanChoice,
  missingOptions,
  type OptionChoice,
  optionsOf,
  stockLevel,
  type StockLevel,
  variantFor,
  variantsOf,
} from '../../../universal/variants';

/**
 * The shopper's choice of a product's option values lives in the page's URL (/product/33?colour=navy&size=M):
 * it can be shared, Back leaves the product rather than undoing a click, and the server renders it.
 */

/** The choice a URL's query makes: only the product's options and values, and any option of one value picked. */
export function choiceFromSearch(product: Product, search: URLSearchParams): Record<string, string> {
  const asked = Object.fromEntries(optionsOf(product).map((option) => [option.key, search.get(option.key)]));
  const choice = cleanChoice(product, asked);
  for (const option of optionsOf(product)) {
    const [only, ...others] = option.values;
    if (only && others.length === 0 && choice[option.key] === undefined) choice[option.key] = only.value;
  }
  return choice;
}

/** The URL query that names a variant's choice, in the product's option order ('colour=navy&size=M'). */
export function choiceQuery(product: Product, variant: Variant): string {
  const query = new URLSearchParams();
  for (const option of optionsOf(product)) {
    const value = variant.options[option.key];
    if (value !== undefined) query.set(option.key, value);
  }
  return query.toString();
}

/**
 * Where the choice stands: 'incomplete' (an option still open), 'unavailable' (no variant has these
 * values), 'sold-out' (the variant has none on hand) or 'available' (it can be added).
 */
export type ChoiceStatus = 'incomplete' | 'unavailable' | 'sold-out' | 'available';

export interface ChoiceState {
  choice: OptionChoice;
  status: ChoiceStatus;
  /** The variant of a complete choice that exists (sold out or not). */
  variant: Variant | undefined;
  /** The options still open, in the product's order. */
  missing: ProductOption[];
  /**
   * The variant whose pictures to show: the chosen one, else the first the values picked so far allow
   * (a colour picked before its size shows that colour), else none (the product's own pictures).
   */
  shown: Variant | undefined;
  /**
   * The price to show: the chosen variant's (with its list price); before a full choice, the lowest the
   * values picked so far allow, marked `from` when those variants differ in price.
   */
  price: { price: number; listPrice?: number; prices?: Variant['prices']; from: boolean };
  /** What the stock line says: the variant's stock, or before a full choice the units of every variant still possible. */
  stock: StockLevel | 'unavailable';
  /** Units behind `stock` (the "Only 3 left" count). */
  units: number;
}

/** The variants whose values agree with every value picked so far. */
function variantsAllowedBy(product: Product, choice: OptionChoice): readonly Variant[] {
  return variantsOf(product).filter((variant) =>
    Object.entries(choice).every(([key, value]) => variant.options[key] === value),
  );
}

export function choiceState(product: Product, choice: OptionChoice): ChoiceState {
  const missing = missingOptions(product, choice);
  const variant = missing.length === 0 ? variantFor(product, choice) : undefined;
  if (variant) {
    return {
      choice,
      status: variant.stock > 0 ? 'available' : 'sold-out',
      variant,
      missing,
      shown: variant,
      price: {
        price: variant.price,
        ...(variant.listPrice === undefined ? {} : { listPrice: variant.listPrice }),
        ...(variant.prices && { prices: variant.prices }),
        from: false,
      },
      stock: stockLevel(variant.stock),
      units: variant.stock,
    };
  }
  const allowed = variantsAllowedBy(product, choice);
  const candidates = allowed.length > 0 ? allowed : variantsOf(product);
  const prices = candidates.map((candidate) => candidate.price);
  const lowest = Math.min(...prices);
  const units = allowed.reduce((sum, candidate) => sum + candidate.stock, 0);
  const first = candidates[0] as Variant;
  const samePrice = prices.every((price) => price === lowest);
  // Its price list, for the price in the shopper's currency (the lowest in dollars; lists follow the dollar order).
  const cheapest = candidates.find((candidate) => candidate.price === lowest) as Variant;
  const listed = cheapest.prices && { prices: cheapest.prices };
  return {
    choice,
    status: missing.length > 0 ? 'incomplete' : 'unavailable',
    variant: undefined,
    missing,
    shown: Object.keys(choice).length > 0 ? allowed[0] : undefined,
    price:
      samePrice && candidates.every((candidate) => candidate.listPrice === first.listPrice)
        ? {
            price: lowest,
            ...(first.listPrice === undefined ? {} : { listPrice: first.listPrice }),
            ...listed,
            from: false,
          }
        : { price: lowest, ...listed, from: !samePrice },
    stock: allowed.length === 0 ? 'unavailable' : stockLevel(units),
    units,
  };
}

/** The choice the page's URL query makes, and where it stands. */
export function choiceAt(product: Product, search: URLSearchParams): ChoiceState {
  return choiceState(product, choiceFromSearch(product, search));
}

/**
 * The product page's query and how to pick a value: the screen reads the choice with choiceAt once its
 * product is there (a hook cannot wait for it), and the server's render reads the same URL.
 */
export function useChoiceSearch(): { search: URLSearchParams; choose: (key: string, value: string) => void } {
  const [search, setSearch] = useSearchParams();
  const choose = useCallback(
    (key: string, value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(key, value);
          return next;
        },
        // Replaced, not pushed: a pick is not a page to go Back to. The page stays where it is.
        { replace: true, state: KEEP_SCROLL },
      ),
    [setSearch],
  );
  return { search, choose };
}
