import { type Static, Type } from 'typebox';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { staffEndpoints } from './console';

/**
 * The console's product import from CSV (issue 52, docs/decisions/0127): a file is previewed (every row's
 * change, or its error), nothing written; applying sends the file again with the preview's token and writes
 * all of it or nothing, refused when the catalogue changed since the preview. The terminal's
 * `npm run catalogue -- import <file>.csv` reads files by the same rules (docs/catalogue-import.md).
 */

/** The most rows, and characters, a file may hold: a larger catalogue is imported in parts. */
export const MAX_IMPORT_ROWS = 1000;
export const MAX_IMPORT_CHARS = 1_000_000;

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * Why a row cannot be imported, for the console's own words (`message` says it in English):
 *   required   a cell that may not be empty is        price      not a price (dollars, two decimals at most)
 *   units      not a whole number of units            category   no category has that key or name
 *   id         not a product number                   draft      the number is a draft's (edit it, or publish it)
 *   repeated   the product is on an earlier line      sku-taken  another product (or line) has that SKU
 *   sku-fixed  an existing variant's SKU cannot change
 *   variants   a price, units or SKU of a product sold in several variants (the editor or the grid sets them)
 *   columns    more cells than the header has          invalid    the import's rule, in `message`
 */
export const IMPORT_ERRORS = [
  'required',
  'price',
  'units',
  'category',
  'id',
  'draft',
  'repeated',
  'sku-taken',
  'sku-fixed',
  'variants',
  'columns',
  'invalid',
] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];

export const ImportChangeSchema = Type.Object({
  /** The column, as the header names it ('price', 'title:ar'). */
  column: Type.String(),
  /** The value as the CSV writes it; null for none (a new product's, a brand removed). */
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export type ImportChange = Static<typeof ImportChangeSchema>;

export const ImportPreviewRowSchema = Type.Object({
  /** The CSV's line number (1 is the header). */
  line: Type.Integer(),
  /** The product's number: its own, or the one a new product will take; null when the row has none to give. */
  id: Type.Union([Type.Integer(), Type.Null()]),
  outcome: Type.Unsafe<ImportOutcome>(Type.String({ enum: [...IMPORT_OUTCOMES] })),
  title: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Array(ImportChangeSchema),
  error: Type.Optional(
    Type.Object({
      column: Type.Union([Type.String(), Type.Null()]),
      code: Type.Unsafe<ImportError>(Type.String({ enum: [...IMPORT_ERRORS] })),
      message: Type.String(),
    }),
  ),
});
export type ImportPreviewRow = Static<typeof ImportPreviewRowSchema>;

const ImportCsvSchema = Type.String({ maxLength: MAX_IMPORT_CHARS });

const catalogueImport = staffEndpoints(ROLES_FOR.catalogue).with({
  failures: { ...INVALID, 413: [ERROR_CODES.PAYLOAD_TOO_LARGE] },
});

export const previewProductImport = catalogueImport.post('/api/admin/products/import/preview', {
  summary: 'Reads a products CSV and answers every row: the product it makes or the changes it makes, or its error',
  body: Type.Object({ csv: ImportCsvSchema }),
  response: Type.Object({
    rows: Type.Array(ImportPreviewRowSchema),
    /** Names this preview: applying with it is refused once the catalogue no longer gives the same preview. */
    token: Type.String(),
  }),
});

export const applyProductImport = catalogueImport.post('/api/admin/products/import', {
  summary:
    'Applies a previewed products CSV, all rows or none, in one transaction; refused (409) when the catalogue changed since the preview',
  body: Type.Object({ csv: ImportCsvSchema, token: Type.String({ maxLength: 100 }) }),
  response: Type.Object({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer() }),
  failures: {
    409: [ERROR_CODES.IMPORT_STALE, ERROR_CODES.SKU_TAKEN, ERROR_CODES.STOCK_CHANGED],
    422: [ERROR_CODES.IDEMPOTENCY_KEY_REUSED],
  },
});
export type ImportResult = Static<typeof applyProductImport.response>;
