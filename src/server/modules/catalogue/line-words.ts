import type { Queryable } from '../../db/database';
import type { LineWords } from '../../../universal/contracts/order';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../../../universal/i18n/locale';
import { optionValuesLabel } from '../../../universal/variants';
import { localizedOptions, type ProductTexts, type StoredOption } from './product-details';

/** What a product's lines are called by: its English title, its texts and its options in every language. */
export interface ProductWords {
  title: string;
  options: readonly StoredOption[];
  texts: Readonly<Record<string, ProductTexts>>;
}

/** An order line's words by language tag, as the order keeps them (order_items.words, migration 047). */
export type LineWordsByLanguage = Record<string, LineWords>;

/**
 * A line of the product with these option values in the shop's other languages: the product's title and
 * the values' labels in each, English wherever the catalogue has none. A language whose words are all
 * English is left out (the order's English copy says it).
 */
export function lineWords(product: ProductWords, values: Readonly<Record<string, string>>): LineWordsByLanguage {
  const english = lineWordsOf(product, values, DEFAULT_LOCALE);
  const words: LineWordsByLanguage = {};
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const own = lineWordsOf(product, values, locale);
    if (own.title === english.title && own.variantLabel === english.variantLabel) continue;
    words[locale] = own;
  }
  return words;
}

/** A line of the product with these option values in one language, English wherever the catalogue has none. */
function lineWordsOf(product: ProductWords, values: Readonly<Record<string, string>>, locale: Locale): LineWords {
  const title = locale === DEFAULT_LOCALE ? product.title : product.texts[locale]?.title || product.title;
  const variantLabel = optionValuesLabel(localizedOptions(product.options, locale), values);
  return { title, ...(variantLabel ? { variantLabel } : {}) };
}

/**
 * What lines of `skus` are called now in `locale` (English wherever the catalogue has none), by SKU: a cart
 * reminder names the cart's lines so (decision 0120). A SKU the catalogue no longer sells is left out.
 */
export async function skuWordsIn(
  db: Queryable,
  skus: readonly string[],
  locale: Locale,
): Promise<Map<string, LineWords>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<ProductWords & { sku: string; values: Record<string, string> }>(
    `SELECT v.sku, v.options AS "values", p.title, p.options, p.texts
     FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ANY($1::text[])`,
    [skus],
  );
  return new Map(rows.map(({ sku, values, ...product }) => [sku, lineWordsOf(product, values, locale)]));
}
