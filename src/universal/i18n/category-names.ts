import type { MessageId } from './messages';

/** The catalogue's category keys (as the data spells them) and their names in the catalogs. */
const CATEGORY_NAME_IDS: Readonly<Record<string, MessageId>> = {
  electronics: 'category.electronics',
  jewelery: 'category.jewelery',
  "men's clothing": 'category.mensClothing',
  "women's clothing": 'category.womensClothing',
};

/** 'electronics' → 'Electronics', "men's clothing" → "Men's clothing": a category the catalogs do not name yet. */
export function capitalise(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

type Format = (descriptor: { id: MessageId }) => string;

/** The names owners gave categories (GET /catalog/category-names, decision 0125): by key, then language. */
export type ManagedNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The managed names and the language to read them in. */
export interface NamedIn {
  names: ManagedNames | undefined;
  language: string;
}

/**
 * A category as shoppers read it, in the page's language ('Jewelry', 'Bijoux', 'المجوهرات'): the name an
 * owner gave it in that language, or in English, or else the catalogs' name. A category neither names is
 * shown as the data has it, capitalised.
 */
export function categoryName(category: string, format: Format, named?: NamedIn): string {
  const own = named?.names?.[category];
  const given = own && (own[named.language] ?? own.en);
  if (given) return given;
  const id = Object.hasOwn(CATEGORY_NAME_IDS, category) ? CATEGORY_NAME_IDS[category] : undefined;
  return id ? format({ id }) : capitalise(category);
}
