import { parse } from 'csv-parse/sync';
import { fromInertCell } from '../../../http/csv';
import { badRequest } from '../../../http/errors';
import { productIdNumber } from '../../../../universal/contracts/product-id';
import { MAX_IMPORT_CHARS, MAX_IMPORT_ROWS } from '../../../../universal/contracts/admin/product-import';
import { DEFAULT_LOCALE, LOCALES } from '../../../../universal/i18n/locale';

/**
 * Products from a CSV (issue 52, docs/decisions/0127, docs/catalogue-import.md), one product a row: the
 * console's import and the terminal's `npm run catalogue -- import <file>.csv` read a file here, row by row
 * into the terminal import's records, checked by its rule (validateProductRecord) and its SKU rule. A row
 * changes only the columns the header names; it is planned against the catalogue as it is, so each row says
 * what it would create or change (before → after), or why it cannot be imported.
 */

/** The columns a file may name, as its header spells them (any case, any order). */
export const FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'brand',
  'image',
  'images',
  'price',
  'list price',
  'stock',
  'sku',
] as const;
export type Field = (typeof FIELDS)[number];
/** The other languages' words: `title:ar`, `description:ar` … for each language the shop offers. */
export const LANGUAGES = LOCALES.filter((language) => language !== DEFAULT_LOCALE);
export type Column = Field | `title:${string}` | `description:${string}`;
const TEXT_COLUMNS: Column[] = LANGUAGES.flatMap(
  (language) => [`title:${language}`, `description:${language}`] as const,
);
export const COLUMNS: readonly Column[] = [...FIELDS, ...TEXT_COLUMNS];
/** The products export's names for the same columns: an exported file imports as it is. */
const ALIASES: Readonly<Record<string, Column>> = { 'price (usd)': 'price', 'units in stock': 'stock' };
/** The export's columns an import reads as nothing: the state changes by publishing, the variants in the editor. */
const IGNORED = new Set(['state', 'variants']);
/** Gallery pictures in one cell, between bars. */
export const GALLERY_BAR = '|';
export const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
export const UNITS = /^\d{1,7}$/;

export interface CsvRow {
  line: number;
  cells: Map<Column, string>;
  /** Cells with something in them past the header's last column. */
  overflow: boolean;
}

/** The file's header and rows, or a 400 saying what is wrong with the file as a whole. */
export function readCsv(csv: string): { columns: Column[]; rows: CsvRow[] } {
  if (csv.length > MAX_IMPORT_CHARS) {
    throw badRequest(`A file holds at most ${MAX_IMPORT_CHARS} characters; split it`, { csv: 'too long' });
  }
  let parsed: { info: { lines: number }; record: string[] }[];
  try {
    parsed = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    throw badRequest(`The file is not CSV: ${(error as Error).message}`, { csv: 'not CSV' });
  }
  const records = parsed.map((entry) => entry.record);
  const [header, ...body] = records;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const unknown = names.filter(
    (name) => !(COLUMNS as readonly string[]).includes(name) && !(name in ALIASES) && !IGNORED.has(name),
  );
  if (!names.includes('id') || unknown.length > 0) {
    throw badRequest(
      `The first line is the header: id and any of ${COLUMNS.slice(1).join(', ')}` +
        (unknown.length > 0 ? ` (not ${unknown.map((name) => JSON.stringify(name)).join(', ')})` : ''),
      { csv: 'header' },
    );
  }
  const columns = names.map((name) => ALIASES[name] ?? name) as Column[];
  const twice = columns.find((column, index) => !IGNORED.has(column) && columns.indexOf(column) !== index);
  if (twice) throw badRequest(`The header names ${twice} twice`, { csv: 'header' });
  if (body.length === 0) throw badRequest('The file has no rows under its header', { csv: 'empty' });
  if (body.length > MAX_IMPORT_ROWS) {
    throw badRequest(`A file holds at most ${MAX_IMPORT_ROWS} products; split it`, { csv: 'too long' });
  }
  const rows = body.map((cells, index): CsvRow => {
    const named = new Map<Column, string>();
    columns.forEach((column, position) => {
      if (!IGNORED.has(column)) named.set(column, fromInertCell(cells[position] ?? '').trim());
    });
    return {
      line: firstLineOf(parsed[index + 1]),
      cells: named,
      overflow: cells.slice(columns.length).some((cell) => cell.trim() !== ''),
    };
  });
  return { columns: columns.filter((column) => !IGNORED.has(column)), rows };
}

/** The line a record starts on: csv-parse counts the line it ends on, less the line breaks inside its cells. */
function firstLineOf(entry: { info: { lines: number }; record: string[] } | undefined): number {
  if (!entry) return 0;
  const breaks = entry.record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
  return entry.info.lines - breaks;
}

/** The product numbers a file names (the rows to lock before planning it). */
export function idsIn(csv: string): number[] {
  return readCsv(csv).rows.flatMap((row) => {
    const id = productIdNumber(row.cells.get('id') ?? '');
    return id === undefined ? [] : [id];
  });
}
