import { array, object, string } from 'yup';
import { seoWordsSchema } from '../../universal/validation/seo-schema';
import type { AdminProduct, AdminProductInput } from '../../universal/contracts/admin/products';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../../universal/i18n/locale';
import { ownPictures } from '../../universal/validation/variant-pictures';
import { guessPicturesBy, type PictureOption } from './variant-pictures';

/**
 * The product editor's form: the contract's product, with options written as a name and a list of
 * values ("S, M, L"), and one row per combination of values. The server checks the product again with
 * the import's rules (the one home of what a product may be); these rules only say it sooner.
 */

/**
 * The languages a product has texts in besides English: the shop's others, read from its locale
 * descriptors, in the order of their codes (the editor's fields: Arabic, Spanish, French).
 */
export type OtherLanguage = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const OTHER_LANGUAGES: readonly OtherLanguage[] = LOCALES.filter(
  (language): language is OtherLanguage => language !== DEFAULT_LOCALE,
).sort();

/** An option's name and its values' names in one other language; '' (or no entry): the English one is shown. */
export interface OptionWords {
  name: string;
  /** Value (as typed in English) → its name in the language. */
  labels: Record<string, string>;
}

export interface OptionValues {
  key: string;
  name: string;
  /** The values, comma-separated: "S, M, L". */
  values: string;
  /** The option and its values named in each other language (decision 0093): shoppers read them there. */
  words: Record<OtherLanguage, OptionWords>;
}

/** One new value for each other language (a language added to the shop needs no line here). */
const inEachOtherLanguage = <T>(make: () => T): Record<OtherLanguage, T> =>
  Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, make()])) as Record<OtherLanguage, T>;

/** A new option's names in the other languages: none yet. */
export const noOptionWords = (): Record<OtherLanguage, OptionWords> =>
  inEachOtherLanguage(() => ({ name: '', labels: {} }));

export interface VariantValues {
  options: Record<string, string>;
  sku: string;
  price: string;
  listPrice: string;
  stock: string;
  /** A published variant's units as loaded: the server writes a new figure only over these. */
  stockWas?: number;
  /** The pictures shown first when a shopper chooses it (decision 0130): the editor ties them by an option's value. */
  images: string[];
}

export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  brand: string;
  image: string;
  /** The gallery, one picture a line. */
  images: string;
  texts: Record<OtherLanguage, { title: string; description: string }>;
  options: OptionValues[];
  variants: VariantValues[];
  /** The product page's <title> and meta description in each shop language; empty: the title and description. */
  seo: Record<Locale, { title: string; description: string }>;
  /** The key of the option whose values the variants' pictures follow (colour, mostly); '' or gone: a guess. */
  picturesBy: string;
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const OPTION_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const UNITS = /^\d{1,7}$/;
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 200;

/** The gallery's addresses, one a line, empty lines left out. */
export const galleryOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** An option's values as typed: trimmed, empty ones left out. */
export const valuesOf = (option: Pick<OptionValues, 'values'>): string[] =>
  option.values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** An option's key from its name: lower-case letters, digits and dashes ("Shoe size" → "shoe-size"). */
export function keyOf(name: string): string {
  const key = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32);
  return key || 'option';
}

const combination = (options: readonly Pick<OptionValues, 'key'>[], chosen: Record<string, string>) =>
  options.map((option) => chosen[option.key]).join('\u0000');

/**
 * The variants the options make, one per combination of values in the options' order: a combination
 * the form already has keeps its row (SKU, prices, units, pictures); a new one gets a SKU from the first
 * row's and its values, the first row's prices, and the pictures of the first row with its value of the
 * option the pictures follow (`picturesBy`: a new size of the navy shirt shows the navy pictures).
 */
export function variantsFor(
  options: readonly Pick<OptionValues, 'key' | 'name' | 'values'>[],
  current: readonly VariantValues[],
  picturesBy = '',
): VariantValues[] {
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    const values = valuesOf(option);
    if (values.length === 0) continue;
    combinations = combinations.flatMap((chosen) => values.map((value) => ({ ...chosen, [option.key]: value })));
  }
  const named = options.filter((option) => valuesOf(option).length > 0);
  const existing = new Map(current.map((variant) => [combination(named, variant.options), variant]));
  const first = current[0];
  const base = (first?.sku ?? '').replace(/-[^-]*$/, '') || first?.sku || 'SKU';
  return combinations.slice(0, MAX_VARIANTS).map((chosen) => {
    const kept = existing.get(combination(named, chosen));
    if (kept) return { ...kept, options: chosen };
    const suffix = named.map((option) => chosen[option.key]).join('-');
    const value = chosen[picturesBy];
    const alike = value === undefined ? undefined : current.find((row) => row.options[picturesBy] === value);
    return {
      options: chosen,
      sku: suffix ? `${base}-${suffix}`.slice(0, 64) : base,
      price: first?.price ?? '',
      listPrice: first?.listPrice ?? '',
      stock: '0',
      images: alike ? [...alike.images] : [],
    };
  });
}

/** The options with a name and values, as the pictures' tie reads them. */
export const pictureOptionsOf = (options: readonly OptionValues[]): PictureOption[] =>
  options
    .map((option) => ({ key: option.key, name: option.name.trim(), values: valuesOf(option) }))
    .filter((option) => option.name && option.values.length > 0);

/** The option the variants' pictures follow: the one the form names, else the guess (guessPicturesBy). */
export function picturesOptionOf(values: Pick<ProductFormValues, 'options' | 'variants' | 'picturesBy'>) {
  const options = pictureOptionsOf(values.options);
  const key = options.some((option) => option.key === values.picturesBy)
    ? values.picturesBy
    : guessPicturesBy(options, values.variants);
  return options.find((option) => option.key === key);
}

/** A new product: one variant, no options. */
export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  description: '',
  category: '',
  brand: '',
  image: '',
  images: '',
  texts: inEachOtherLanguage(() => ({ title: '', description: '' })),
  options: [],
  variants: [{ options: {}, sku: '', price: '', listPrice: '', stock: '0', images: [] }],
  seo: Object.fromEntries(LOCALES.map((language) => [language, { title: '', description: '' }])) as Record<
    Locale,
    { title: string; description: string }
  >,
  picturesBy: '',
};

/** A loaded option's names in the other languages, as the form edits them. */
function wordsOf(option: AdminProduct['options'][number]): Record<OtherLanguage, OptionWords> {
  const words = noOptionWords();
  for (const language of OTHER_LANGUAGES) {
    words[language].name = option.name[language] ?? '';
    for (const value of option.values) {
      const label = value.label[language];
      if (label) words[language].labels[value.value] = label;
    }
  }
  return words;
}

/**
 * A name in every language: English, and each other language the form names it in (a field left empty
 * sends none, so the shop shows English there); a language the form does not edit is kept as loaded.
 */
function named(
  english: string,
  loaded: Record<string, string> | undefined,
  other: (language: OtherLanguage) => string,
) {
  const names: Record<string, string> = { ...loaded, en: english };
  for (const language of OTHER_LANGUAGES) {
    const text = other(language).trim();
    if (text) names[language] = text;
    else delete names[language];
  }
  return names;
}

export function formOf(product: AdminProduct): ProductFormValues {
  const texts = { ...EMPTY_PRODUCT.texts };
  for (const language of OTHER_LANGUAGES) {
    const own = product.texts[language];
    if (own) texts[language] = { title: own.title, description: own.description };
  }
  const seo = { ...EMPTY_PRODUCT.seo };
  for (const language of LOCALES) {
    const own = product.seo?.[language];
    if (own) seo[language] = { title: own.title ?? '', description: own.description ?? '' };
  }
  return {
    seo,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand ?? '',
    image: product.image,
    images: product.images.join('\n'),
    texts,
    options: product.options.map((option) => ({
      key: option.key,
      name: option.name.en ?? option.key,
      values: option.values.map((value) => value.value).join(', '),
      words: wordsOf(option),
    })),
    variants: product.variants.map((variant) => ({
      options: variant.options,
      sku: variant.sku,
      price: String(variant.price),
      listPrice: variant.listPrice === undefined ? '' : String(variant.listPrice),
      stock: String(variant.stock),
      ...(product.state === 'published' ? { stockWas: variant.stock } : {}),
      images: [...(variant.images ?? [])],
    })),
    picturesBy: guessPicturesBy(
      product.options.map((option) => ({
        key: option.key,
        name: option.name.en ?? option.key,
        values: option.values.map((value) => value.value),
      })),
      product.variants,
    ),
  };
}

/**
 * What the form sends: the texts it edits (option and value names in every language among them), and of
 * the product as loaded what it does not edit (a value's English name) kept as it was.
 */
export function inputOf(values: ProductFormValues, loaded?: AdminProduct): AdminProductInput {
  const texts: AdminProductInput['texts'] = {};
  for (const language of OTHER_LANGUAGES) {
    const own = values.texts[language];
    if (own.title.trim()) texts[language] = { title: own.title.trim(), description: own.description };
  }
  const seo: NonNullable<AdminProductInput['seo']> = {};
  for (const language of LOCALES) {
    const title = values.seo[language].title.trim();
    const description = values.seo[language].description.trim();
    if (title || description) seo[language] = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
  }
  const brand = values.brand.trim();
  const image = values.image.trim();
  const images = galleryOf(values.images);
  // A picture left out of the product since it was tied (its line of the gallery removed) is untied too.
  const own = new Set(ownPictures({ image, images }, loaded));
  return {
    seo,
    title: values.title.trim(),
    description: values.description,
    category: values.category.trim(),
    ...(brand ? { brand } : {}),
    image,
    images,
    texts,
    options: values.options.map((option) => {
      const was = loaded?.options.find((known) => known.key === option.key);
      return {
        key: option.key,
        name: named(option.name.trim(), was?.name, (language) => option.words[language].name),
        values: valuesOf(option).map((value) => {
          const label = was?.values.find((known) => known.value === value)?.label;
          return {
            value,
            label: named(label?.en ?? value, label, (language) => option.words[language].labels[value] ?? ''),
          };
        }),
      };
    }),
    variants: values.variants.map((variant) => ({
      sku: variant.sku.trim(),
      options: variant.options,
      price: Number(variant.price),
      ...(variant.listPrice.trim() ? { listPrice: Number(variant.listPrice) } : {}),
      stock: Number(variant.stock),
      ...(variant.stockWas === undefined ? {} : { stockWas: variant.stockWas }),
      ...pictures(variant.images.filter((picture) => own.has(picture))),
    })),
  };
}

/** A variant's pictures as the contract sends them: absent for none. */
const pictures = (images: string[]) => (images.length === 0 ? {} : { images });

const required = (max: number) => string().trim().required('validation.required').max(max, 'validation.tooLong');

export const productSchema = object({
  title: required(300),
  description: string().max(10_000, 'validation.tooLong'),
  category: required(100),
  brand: string().max(100, 'validation.tooLong'),
  image: required(2000),
  options: array()
    .max(MAX_OPTIONS)
    .of(
      object({
        name: required(60),
        values: string()
          .required('validation.required')
          .test('values', 'products.optionValuesRule', (text) => {
            const values = valuesOf({ values: text ?? '' });
            return values.length > 0 && values.every((value) => OPTION_VALUE.test(value));
          }),
      }),
    ),
  variants: array()
    .min(1)
    .max(MAX_VARIANTS, 'products.tooManyVariants')
    .of(
      object({
        sku: string().trim().required('validation.required').matches(SKU, 'products.skuRule'),
        price: string().trim().required('validation.required').matches(MONEY, 'products.moneyRule'),
        listPrice: string().trim().matches(MONEY, { message: 'products.moneyRule', excludeEmptyString: true }),
        stock: string().trim().required('validation.required').matches(UNITS, 'products.unitsRule'),
      }),
    )
    .test('unique', 'products.skuTwice', (variants) => {
      const skus = (variants ?? []).map((variant) => variant.sku?.trim());
      return new Set(skus).size === skus.length;
    }),
  texts: object(),
  images: string(),
  seo: object(Object.fromEntries(LOCALES.map((language) => [language, seoWordsSchema]))),
});
