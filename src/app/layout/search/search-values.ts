import { productsFor } from '../nav-links';

/** What the header search and the drawer's Quick Search hold: words, and a category ('' for All). */
export interface SearchValues {
  search: string;
  category: string;
}

/** The header search's two fields, by their form names: the one to keep the focus in when the form is swapped. */
export type SearchField = keyof SearchValues;

/** Spec §2: submit goes to /products?search={text}&category={optional} (the words trimmed). */
export function searchUrl(values: SearchValues): string {
  const search = values.search.trim();
  return productsFor(values.category ? { search, category: values.category } : { search });
}
