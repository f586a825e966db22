import type { Product, ProductOption, Variant } from './contracts/catalogue';

/** At or below this many units a variant reads "Only N left" (issue 33). */
export const LOW_STOCK = 5;

/** What a shopper is told about a quantity on hand. */
export type StockLevel = 'in-stock' | 'low' | 'out';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK ? 'low' : 'in-stock';
}

/** The SKU a product imported without variants gets for its single variant (and the migration gave). */
export function singleVariantSku(productId: number): string {
  return `P${productId}`;
}

/** A shopper's choice of option values: option key → value (the URL's query, e.g. size=M&colour=navy). */
export type OptionChoice = Readonly<Record<string, string>>;

/**
 * The product's variants, the default first. A list answer carries none: its single stand-in is the
 * default variant the FakeStore fields describe, so callers never special-case.
 */
export function variantsOf(product: Product): readonly Variant[] {
  if (product.variants && product.variants.length > 0) return product.variants;
  return [
    {
      sku: product.sku ?? singleVariantSku(product.id),
      options: {},
      price: product.price,
      ...(product.listPrice === undefined ? {} : { listPrice: product.listPrice }),
      ...(product.prices && { prices: product.prices }),
      stock: product.stock ?? 0,
      images: [],
    },
  ];
}

export function optionsOf(product: Product): readonly ProductOption[] {
  return product.options ?? [];
}

export function defaultVariant(product: Product): Variant {
  return variantsOf(product)[0] as Variant;
}

export function variantBySku(product: Product, sku: string): Variant | undefined {
  return variantsOf(product).find((variant) => variant.sku === sku);
}

/** The variant whose values are exactly the choice's, for every option the product has. */
export function variantFor(product: Product, choice: OptionChoice): Variant | undefined {
  const options = optionsOf(product);
  if (options.length === 0) return defaultVariant(product);
  return variantsOf(product).find((variant) =>
    options.every((option) => variant.options[option.key] === choice[option.key]),
  );
}

/** The options the choice leaves open or names a value the option does not have. */
export function missingOptions(product: Product, choice: OptionChoice): ProductOption[] {
  return optionsOf(product).filter((option) => !option.values.some((value) => value.value === choice[option.key]));
}

/** Only the keys the product has, with values it offers (a URL may carry anything). */
export function cleanChoice(product: Product, choice: Record<string, unknown>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const option of optionsOf(product)) {
    const value = choice[option.key];
    if (typeof value === 'string' && option.values.some((known) => known.value === value)) clean[option.key] = value;
  }
  return clean;
}

/**
 * How a value of one option stands, given the rest of the choice: sold by a variant with stock
 * ('available'), only by sold-out ones ('sold-out'), or by none ('unavailable').
 */
export function valueAvailability(
  product: Product,
  choice: OptionChoice,
  key: string,
  value: string,
): 'available' | 'sold-out' | 'unavailable' {
  const others = optionsOf(product).filter((option) => option.key !== key && choice[option.key] !== undefined);
  const matching = variantsOf(product).filter(
    (variant) =>
      variant.options[key] === value && others.every((option) => variant.options[option.key] === choice[option.key]),
  );
  if (matching.length === 0) return 'unavailable';
  return matching.some((variant) => variant.stock > 0) ? 'available' : 'sold-out';
}

/** A value's label in the shopper's language; the value itself when the option does not list it. */
function valueLabel(option: ProductOption, value: string): string {
  return option.values.find((known) => known.value === value)?.label ?? value;
}

/** Each option the variant has a value for, by the option's name and the value's label, in the product's order. */
export function variantValues(product: Product, variant: Variant): { option: string; value: string }[] {
  return optionsOf(product).flatMap((option) => {
    const value = variant.options[option.key];
    if (!value) return [];
    return [{ option: option.name, value: valueLabel(option, value) }];
  });
}

/** The variant's values by their labels, in the product's option order ("M / Navy"); '' for a single variant. */
export function variantLabel(product: Product, variant: Variant): string {
  return optionValuesLabel(optionsOf(product), variant.options);
}

/** Option values by their labels, in the options' order (variantLabel, for values held apart from a product). */
export function optionValuesLabel(options: readonly ProductOption[], values: Readonly<Record<string, string>>): string {
  return options
    .map((option) => {
      const value = values[option.key];
      return value === undefined ? undefined : valueLabel(option, value);
    })
    .filter((label): label is string => Boolean(label))
    .join(' / ');
}

/** A line's title with the variant it is for: "Classic Tee — Navy / M" (order mails, pictures' alt text). */
export function lineTitle(title: string, label: string | undefined): string {
  return label ? `${title} — ${label}` : title;
}

/**
 * Whether the shopper must choose before buying: a single product's answer lists its options, a list's
 * answer counts them (optionCount).
 */
export function hasOptions(product: Product): boolean {
  return (product.options?.length ?? product.optionCount ?? 0) > 0;
}

/** The product page with the variant chosen (its values in the URL, as the page reads them). */
export function variantPath(productId: number | string, variant?: Pick<Variant, 'options'>): string {
  const choice = new URLSearchParams(variant?.options ?? {}).toString();
  return `/product/${productId}${choice ? `?${choice}` : ''}`;
}

/**
 * The pictures to show: the variant's own first, then the product's (its main picture, then the others), each
 * once. `images` holds the product's pictures after `image` (migration 024); one that repeats `image` is shown once.
 */
export function picturesOf(product: Product, variant?: Variant): string[] {
  return [...new Set([...(variant?.images ?? []), product.image, ...(product.images ?? [])])];
}

/** Units of every variant on hand (0: sold out). */
export function totalStock(product: Product): number {
  return variantsOf(product).reduce((sum, variant) => sum + variant.stock, 0);
}
