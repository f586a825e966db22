import type { Database, Queryable } from '../../../db/database';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue-version';
import type { ProductTexts } from '../product-details';
import { foldForSearch } from '../../../../universal/search-fold';
import { categoryName } from '../../../../universal/i18n/category-names';
import { LOCALES } from '../../../../universal/i18n/locale';
import { catalogOf } from '../../../../universal/i18n/catalogs';

/** What a product's search columns are made of: its English fields and its texts in other languages. */
export interface SearchedFields {
  title: string;
  description: string;
  category: string;
  texts?: Readonly<Record<string, ProductTexts>>;
}

/** The stored columns both search engines read (migration 027). */
export interface SearchColumns {
  /** search_text: every language's title and description, and the category, folded. */
  searchText: string;
  /** title_lc: the distinct folded titles, English first, one a line: what relevance and suggestions read. */
  titleLc: string;
}

/** Between titles: white space (a search word holds none) and a word separator (whole-word ranking). */
const TITLE_SEPARATOR = '\n';

/** The product's texts in other languages, in a fixed order whatever order the record or the database gave. */
function otherLanguages(fields: SearchedFields): ProductTexts[] {
  const texts = fields.texts ?? {};
  return Object.keys(texts)
    .sort()
    .flatMap((language) => texts[language] ?? []);
}

/**
 * The category's name in each shop language ('Vêtements femme', 'Ropa de mujer', 'ملابس نسائية'), each
 * once: "jean femme" finds the women's jeans whose own texts never say "femme". Those the data's own
 * category already spells (English) add nothing.
 */
function categoryNames(category: string): string[] {
  const names = new Set(LOCALES.map((locale) => categoryName(category, ({ id }) => String(catalogOf(locale)[id]))));
  names.delete(category);
  return [...names].filter((name) => name.toLowerCase() !== category.toLowerCase());
}

/**
 * The search columns of a product, folded by the one search fold (src/universal/search-fold.ts) that each
 * search is folded by too: a search in any of the product's languages, spelled with or without accents
 * or Arabic marks, finds it; a word in any language's title ranks it as a title match. The category's
 * names in the shop's languages are searched too (a search in French for "femme").
 */
export function searchColumns(fields: SearchedFields): SearchColumns {
  const others = otherLanguages(fields);
  const searchText = [
    fields.title,
    fields.description,
    fields.category,
    ...others.flatMap((texts) => [texts.title, texts.description]),
    ...categoryNames(fields.category),
  ].join(' ');
  const titles = new Set([fields.title, ...others.map((texts) => texts.title)].map(foldForSearch));
  return { searchText: foldForSearch(searchText), titleLc: [...titles].join(TITLE_SEPARATOR) };
}

/**
 * What a search text is cut at into the pieces a search word is looked for in: white space, as a search
 * is cut into words (rules/search-words searchTokens) and as SearchIndex cuts the texts it holds.
 * Migration 041 spells the same class out for PostgreSQL.
 */
const WHITE_SPACE = /\s+/;

/** The distinct pieces of a search text between white space: the words product_words holds for it. */
export function searchPieces(searchText: string | null | undefined): string[] {
  return searchText ? [...new Set(searchText.split(WHITE_SPACE).filter(Boolean))] : [];
}

/** A product's search text before a write (null or absent: a new product, or one never folded) and after. */
export interface SearchTextChange {
  id: number;
  before?: string | null;
  after: string;
}

/**
 * Brings the word tables (migration 041) to the products' new search texts, in the caller's transaction:
 * the pieces a product's old text had and its new one lacks are taken from product_words, the new ones
 * added, and a word new to the vocabulary gets its suffixes in search_word_suffixes (a word's suffixes
 * are made once, here, by SQL's substr, the same way the migration made them).
 */
export async function writeSearchWords(db: Queryable, changes: readonly SearchTextChange[]): Promise<void> {
  const gone: { ids: number[]; words: string[] } = { ids: [], words: [] };
  const added: { ids: number[]; words: string[] } = { ids: [], words: [] };
  for (const change of changes) {
    const before = new Set(searchPieces(change.before));
    const after = new Set(searchPieces(change.after));
    for (const word of before) {
      if (after.has(word)) continue;
      gone.ids.push(change.id);
      gone.words.push(word);
    }
    for (const word of after) {
      if (before.has(word)) continue;
      added.ids.push(change.id);
      added.words.push(word);
    }
  }
  if (gone.ids.length > 0)
    await db.query(
      `DELETE FROM product_words AS w USING unnest($1::int[], $2::text[]) AS d(product_id, word)
       WHERE w.word = d.word AND w.product_id = d.product_id`,
      [gone.ids, gone.words],
    );
  if (added.ids.length === 0) return;
  await db.query(
    `INSERT INTO product_words (word, product_id) SELECT word, product_id FROM unnest($1::text[], $2::int[]) AS d(word, product_id)
     ON CONFLICT DO NOTHING`,
    [added.words, added.ids],
  );
  await db.query(
    `INSERT INTO search_word_suffixes (suffix, word)
     SELECT substr(w.word, i), w.word
     FROM (SELECT DISTINCT word FROM unnest($1::text[]) AS d(word)
           WHERE NOT EXISTS (SELECT 1 FROM search_word_suffixes s WHERE s.suffix = d.word AND s.word = d.word)) AS w,
       generate_series(1, length(w.word)) AS i
     ON CONFLICT DO NOTHING`,
    [[...new Set(added.words)]],
  );
}

/** Rows refolded a statement. */
const REFOLD_BATCH = 2_000;

/**
 * Writes the search columns of every product that has none (search_text NULL: rows from before migration
 * 027, which could not run the fold), a batch at a time; raises the catalogue version if any changed, so
 * every instance's copy reads them. Run at start-up, before the catalogue answers: on PostgreSQL several
 * instances may run it at once and write the same values.
 */
export async function refoldSearchTexts(db: Database): Promise<number> {
  let refolded = 0;
  for (;;) {
    const rows = await db.query<SearchedFields & { id: number }>(
      `SELECT id, title, description, category, texts FROM products WHERE search_text IS NULL ORDER BY id
       LIMIT ${REFOLD_BATCH}`,
    );
    if (rows.length === 0) break;
    // A batch's columns and words together: a row given its search text is never refolded again.
    await db.transaction((tx) => writeSearchColumns(tx, rows));
    refolded += rows.length;
  }
  if (refolded > 0) {
    await bumpCatalogueVersion(db);
    noteCatalogueChanged();
  }
  return refolded;
}

async function writeSearchColumns(db: Queryable, rows: readonly (SearchedFields & { id: number })[]): Promise<void> {
  const columns = rows.map((row) => ({ id: row.id, ...searchColumns(row) }));
  await db.query(
    `UPDATE products AS p SET search_text = d.search_text, title_lc = d.title_lc
     FROM jsonb_to_recordset($1::jsonb) AS d(id integer, search_text text, title_lc text)
     WHERE p.id = d.id`,
    [
      JSON.stringify(
        columns.map(({ id, searchText, titleLc }) => ({ id, search_text: searchText, title_lc: titleLc })),
      ),
    ],
  );
  // These rows had no search text, so none of their words were written.
  await writeSearchWords(
    db,
    columns.map(({ id, searchText }) => ({ id, after: searchText })),
  );
}
