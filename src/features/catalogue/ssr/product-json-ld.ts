import type { Product, ProductOption, Variant } from '../../../universal/contracts/catalogue';
import { CHARGE_CURRENCY } from '../../../universal/i18n/money';
import { defaultVariant, optionsOf, picturesOf, variantLabel, variantsOf } from '../../../universal/variants';
import { choiceQuery } from '../detail/variant-choice';

/**
 * The options schema.org has a property for, by the catalogue's option keys: a search engine reads
 * `variesBy` and each variant's value through these. Any other option is named plainly in `variesBy`
 * and its value given as an `additionalProperty`.
 */
const SCHEMA_PROPERTIES: Readonly<Record<string, 'size' | 'color'>> = {
  size: 'size',
  'ring-size': 'size',
  colour: 'color',
  color: 'color',
};

const propertyOf = (option: ProductOption) => SCHEMA_PROPERTIES[option.key];

export interface ProductJsonLdContext {
  /** The shop's public origin. */
  origin: string;
  /** The product page's absolute URL in the page's language, without a query. */
  url: string;
}

const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

function offer(variant: Variant, url: string) {
  return {
    '@type': 'Offer',
    price: variant.price.toFixed(2),
    priceCurrency: CHARGE_CURRENCY,
    availability: availability(variant.stock),
    url,
  };
}

/** The facts every form shares: name, description, brand, category, rating. */
function productFacts(product: Product) {
  return {
    name: product.title,
    description: product.description,
    category: product.category,
    ...(product.brand !== undefined && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(product.rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.rate,
        reviewCount: product.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/** One variant of a ProductGroup: a Product with its SKU, its values, its pictures and its Offer at its own URL. */
function variantJsonLd(product: Product, variant: Variant, context: ProductJsonLdContext) {
  const url = `${context.url}?${choiceQuery(product, variant)}`;
  const values: Record<string, string> = {};
  const others: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
  for (const option of optionsOf(product)) {
    const value = variant.options[option.key];
    const label = option.values.find((known) => known.value === value)?.label ?? value;
    if (label === undefined) continue;
    const property = propertyOf(option);
    if (property) values[property] = label;
    else others.push({ '@type': 'PropertyValue', name: option.name, value: label });
  }
  return {
    '@type': 'Product',
    sku: variant.sku,
    name: `${product.title} (${variantLabel(product, variant)})`,
    image: picturesOf(product, variant).map((picture) => new URL(picture, context.origin).href),
    ...values,
    ...(others.length > 0 && { additionalProperty: others }),
    offers: offer(variant, url),
  };
}

/**
 * The product page's structured data (issue 33): a product with options is a `ProductGroup` that varies
 * by them, each variant a `Product` with an `Offer`; one without options a `Product` with its SKU and
 * an `Offer` whose availability is its stock.
 */
export function productJsonLd(product: Product, context: ProductJsonLdContext): object {
  const options = optionsOf(product);
  if (options.length === 0) {
    const variant = defaultVariant(product);
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      ...productFacts(product),
      image: picturesOf(product).map((picture) => new URL(picture, context.origin).href),
      sku: variant.sku,
      url: context.url,
      offers: offer(variant, context.url),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...productFacts(product),
    image: picturesOf(product).map((picture) => new URL(picture, context.origin).href),
    productGroupID: String(product.id),
    url: context.url,
    variesBy: options.map((option) => {
      const property = propertyOf(option);
      return property ? `https://schema.org/${property}` : option.name;
    }),
    hasVariant: variantsOf(product).map((variant) => variantJsonLd(product, variant, context)),
  };
}
