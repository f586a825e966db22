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

/**
 * A category as shoppers read it, in the page's language ('Jewelry', 'Bijoux', 'المجوهرات'). A
 * category an operator imported that the catalogs do not know is shown as the data has it, capitalised.
 */
export function categoryName(category: string, format: Format): string {
  const id = Object.hasOwn(CATEGORY_NAME_IDS, category) ? CATEGORY_NAME_IDS[category] : undefined;
  return id ? format({ id }) : capitalise(category);
}
