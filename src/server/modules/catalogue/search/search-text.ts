import type { Queryable } from '../../../db/database';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue-version';
import type { ProductTexts } from '../product-details';
import { foldForSearch } from '../../../../core/search-fold';

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
 * The search columns of a product, folded by the one search fold (src/core/search-fold.ts) that each
 * search is folded by too: a search in any of the product's languages, spelled with or without accents
 * or Arabic marks, finds it; a word in any language's title ranks it as a title match.
 */
export function searchColumns(fields: SearchedFields): SearchColumns {
  const others = otherLanguages(fields);
  const searchText = [
    fields.title,
    fields.description,
    fields.category,
    ...others.flatMap((texts) => [texts.title, texts.description]),
  ].join(' ');
  const titles = new Set([fields.title, ...others.map((texts) => texts.title)].map(foldForSearch));
  return { searchText: foldForSearch(searchText), titleLc: [...titles].join(TITLE_SEPARATOR) };
}

/** Rows refolded a statement. */
const REFOLD_BATCH = 2_000;

/**
 * Writes the search columns of every product that has none (search_text NULL: rows from before migration
 * 027, which could not run the fold), a batch at a time; raises the catalogue version if any changed, so
 * every instance's copy reads them. Run at start-up, before the catalogue answers: on PostgreSQL several
 * instances may run it at once and write the same values.
 */
export async function refoldSearchTexts(db: Queryable): Promise<number> {
  let refolded = 0;
  for (;;) {
    const rows = await db.query<SearchedFields & { id: number }>(
      `SELECT id, title, description, category, texts FROM products WHERE search_text IS NULL ORDER BY id
       LIMIT ${REFOLD_BATCH}`,
    );
    if (rows.length === 0) break;
    await writeSearchColumns(db, rows);
    refolded += rows.length;
  }
  if (refolded > 0) {
    await bumpCatalogueVersion(db);
    noteCatalogueChanged();
  }
  return refolded;
}

async function writeSearchColumns(db: Queryable, rows: readonly (SearchedFields & { id: number })[]): Promise<void> {
  await db.query(
    `UPDATE products AS p SET search_text = d.search_text, title_lc = d.title_lc
     FROM jsonb_to_recordset($1::jsonb) AS d(id integer, search_text text, title_lc text)
     WHERE p.id = d.id`,
    [
      JSON.stringify(
        rows.map((row) => {
          const { searchText, titleLc } = searchColumns(row);
          return { id: row.id, search_text: searchText, title_lc: titleLc };
        }),
      ),
    ],
  );
}
