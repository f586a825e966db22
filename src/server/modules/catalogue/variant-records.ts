import type { LanguageTexts, ProductTexts, StoredOption } from './product-details';
import type { Variant } from './product';
import { DEFAULT_LOCALE, isLocale } from '../../../universal/i18n/locale';
import { isPictureAddress, PICTURE_ADDRESS_RULE } from '../../../universal/picture-sources';
import { MAX_VARIANT_PICTURES } from '../../../universal/validation/variant-pictures';

/**
 * The import format's extension for options, variants, stock, gallery and texts (docs/catalogue-import.md).
 * Each check answers the parsed value, or a reason the record is refused (the import reports and skips it).
 */

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const OPTION_KEY = /^[a-z0-9][a-z0-9-]{0,31}$/;
const OPTION_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const SWATCH = /^#[0-9a-fA-F]{6}$/;
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 200;
/** A picture list's length: a gallery's, and a variant's own (the console ties no more). */
export const MAX_IMAGES = MAX_VARIANT_PICTURES;
export const MAX_STOCK = 1_000_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** A name given as one English text or as texts by language tag (English required). */
function languageTexts(raw: unknown, max: number, fallback?: string): LanguageTexts | undefined {
  if (raw === undefined && fallback !== undefined) return { en: fallback };
  if (isText(raw, max)) return { en: raw.trim() };
  if (!isObject(raw) || !isText(raw.en, max)) return undefined;
  const texts: Record<string, string> = { en: raw.en.trim() };
  for (const [language, text] of Object.entries(raw)) {
    if (!isLocale(language) || !isText(text, max)) return undefined;
    texts[language] = text.trim();
  }
  return texts as LanguageTexts;
}

export function parseStock(raw: unknown, where: string): number | string {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_STOCK) {
    return `${where} must be a whole number from 0 to ${MAX_STOCK}`;
  }
  return raw;
}

function parsePrice(raw: unknown, where: string): number | string {
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0 || raw > 1_000_000) {
    return `${where} must be a number from 0 to 1000000`;
  }
  return Math.round(raw * 100) / 100;
}

function parseImages(raw: unknown, where: string): string[] | string {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > MAX_IMAGES || !raw.every((image) => isText(image, 2000))) {
    return `${where} must be a list of at most ${MAX_IMAGES} picture URLs or paths`;
  }
  const images = raw.map((image: string) => image.trim());
  const refused = images.find((image) => !isPictureAddress(image));
  return refused === undefined ? images : `${where}: ${JSON.stringify(refused)} is refused: ${PICTURE_ADDRESS_RULE}`;
}

export function parseOptions(raw: unknown): StoredOption[] | string {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > MAX_OPTIONS) return `options must be a list of at most ${MAX_OPTIONS}`;
  const options: StoredOption[] = [];
  for (const [index, option] of raw.entries()) {
    const where = `options[${index}]`;
    if (!isObject(option) || typeof option.key !== 'string' || !OPTION_KEY.test(option.key)) {
      return `${where}.key must be lower-case letters, digits or dashes`;
    }
    if (options.some((known) => known.key === option.key)) return `${where}.key "${option.key}" is named twice`;
    const name = languageTexts(option.name, 60);
    if (!name) return `${where}.name must be a text, or texts by language with English`;
    if (!Array.isArray(option.values) || option.values.length === 0 || option.values.length > MAX_OPTION_VALUES) {
      return `${where}.values must list 1 to ${MAX_OPTION_VALUES} values`;
    }
    const values: StoredOption['values'] = [];
    for (const [at, value] of option.values.entries()) {
      const place = `${where}.values[${at}]`;
      if (!isObject(value) || typeof value.value !== 'string' || !OPTION_VALUE.test(value.value)) {
        return `${place}.value must be letters, digits, dots, dashes or underscores`;
      }
      if (values.some((known) => known.value === value.value)) return `${place}.value "${value.value}" is named twice`;
      const label = languageTexts(value.label, 60, value.value);
      if (!label) return `${place}.label must be a text, or texts by language with English`;
      if (value.swatch !== undefined && (typeof value.swatch !== 'string' || !SWATCH.test(value.swatch))) {
        return `${place}.swatch must be a colour like #1f2a44`;
      }
      values.push({ value: value.value, label, ...(value.swatch === undefined ? {} : { swatch: value.swatch }) });
    }
    options.push({ key: option.key, name, values });
  }
  return options;
}

/**
 * The record's variants against its options: each names one value of every option, no two the same
 * combination, SKUs unique. A record without options may list one variant (for its SKU and stock).
 */
export function parseVariants(raw: unknown, options: readonly StoredOption[]): Variant[] | undefined | string {
  if (raw === undefined) return options.length === 0 ? undefined : 'variants are required when options are given';
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_VARIANTS) {
    return `variants must list 1 to ${MAX_VARIANTS} variants`;
  }
  if (options.length === 0 && raw.length > 1) return 'a product without options has exactly one variant';
  const variants: Variant[] = [];
  const combinations = new Set<string>();
  for (const [index, variant] of raw.entries()) {
    const where = `variants[${index}]`;
    if (!isObject(variant) || typeof variant.sku !== 'string' || !SKU.test(variant.sku)) {
      return `${where}.sku must be 1 to 64 letters, digits, dots, dashes or underscores`;
    }
    if (variants.some((known) => known.sku === variant.sku)) return `${where}.sku "${variant.sku}" is used twice`;
    const chosen = variant.options ?? {};
    if (!isObject(chosen) || Object.keys(chosen).length !== options.length) {
      return `${where}.options must name one value of each option`;
    }
    for (const option of options) {
      if (!option.values.some((value) => value.value === chosen[option.key])) {
        return `${where}.options.${option.key} must be one of the option's values`;
      }
    }
    const combination = JSON.stringify(options.map((option) => chosen[option.key]));
    if (combinations.has(combination)) return `${where} repeats another variant's options`;
    combinations.add(combination);
    const price = parsePrice(variant.price, `${where}.price`);
    if (typeof price === 'string') return price;
    const listPrice = variant.listPrice ?? undefined;
    const parsedList = listPrice === undefined ? undefined : parsePrice(listPrice, `${where}.listPrice`);
    if (typeof parsedList === 'string') return parsedList;
    const stock = variant.stock === undefined ? Number.NaN : parseStock(variant.stock, `${where}.stock`);
    if (typeof stock === 'string') return stock;
    const images = parseImages(variant.images, `${where}.images`);
    if (typeof images === 'string') return images;
    variants.push({
      sku: variant.sku,
      options: chosen as Record<string, string>,
      price,
      ...(parsedList === undefined ? {} : { listPrice: parsedList }),
      stock,
      images,
    });
  }
  return variants;
}

export function parseGallery(raw: unknown): string[] | string {
  return parseImages(raw, 'images');
}

/** Titles and descriptions by language other than English: `{ "ar": { "title": …, "description": … } }`. */
export function parseTexts(raw: unknown): Record<string, ProductTexts> | string {
  if (raw === undefined) return {};
  if (!isObject(raw)) return 'texts must be an object of languages';
  const texts: Record<string, ProductTexts> = {};
  for (const [language, text] of Object.entries(raw)) {
    if (!isLocale(language) || language === DEFAULT_LOCALE) {
      return `texts.${language}: not a language the shop offers besides English`;
    }
    if (!isObject(text) || !isText(text.title, 300) || typeof text.description !== 'string') {
      return `texts.${language} must have a title and a description`;
    }
    if (text.description.length > 10_000) return `texts.${language}.description must be at most 10000 characters`;
    texts[language] = { title: text.title.trim(), description: text.description };
  }
  return texts;
}

export function parseSku(raw: unknown): string | undefined | { reason: string } {
  if (raw === undefined) return undefined;
  return typeof raw === 'string' && SKU.test(raw)
    ? raw
    : { reason: 'sku must be 1 to 64 letters, digits, dots, dashes or underscores' };
}
