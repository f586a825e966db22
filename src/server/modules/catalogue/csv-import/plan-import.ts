import type { Queryable } from '../../../db/database';
import { fingerprint } from '../admin/applied-once';
import { validateProductRecord } from '../import-products';
import { type CatalogueRecord, readDetails, STOCK_WHEN_UNSAID, variantsToWrite } from '../product-details';
import type { ProductRecordRow } from '../product';
import { catalogueRepository } from '../repository';
import { MAX_STOCK } from '../variant-records';
import { COLUMNS, type Column, type CsvRow, FIELDS, GALLERY_BAR, LANGUAGES, PRICE, readCsv, UNITS } from './read-csv';
import { productIdNumber } from '../../../../universal/contracts/product-id';
import type { ImportChange, ImportError, ImportPreviewRow } from '../../../../universal/contracts/admin/product-import';
import type { AdminProductInput, StockCountRow } from '../../../../universal/contracts/admin/products';

/**
 * A products CSV planned against the catalogue as it is (docs/decisions/0127): each row becomes the terminal
 * import's record (the product as it is, with the row's cells over it), checked by its rule
 * (validateProductRecord) and its SKU rule, and says what it would create or change (before → after), or why
 * it cannot be imported. Nothing is written here: applying (apply-import.ts) plans again under locks.
 */

/** A product as a row of the file reads it: each column's text ('' for none). */
type Flat = Record<Column, string>;

const money = (dollars: number | undefined) => (dollars === undefined ? '' : dollars.toFixed(2));

/** What a row is read against: a product's own fields, and its variants' SKUs and prices. */
type FlatSource = Pick<CatalogueRecord, 'id' | 'title' | 'description' | 'category' | 'brand' | 'image' | 'images'> & {
  price?: number;
  listPrice?: number;
  texts?: CatalogueRecord['texts'];
};

/**
 * A product as a row of the file reads it. `variants`: its variants (the default first); `units`: its units in
 * all (the export's figure), or none said: a new product gets the import's default.
 */
function flatOf(
  record: FlatSource,
  variants: readonly { sku: string; price: number; listPrice?: number }[],
  units: number | undefined,
): Flat {
  const first = variants[0];
  const flat: Record<string, string> = {
    id: String(record.id),
    title: record.title,
    description: record.description,
    category: record.category,
    brand: record.brand ?? '',
    image: record.image,
    images: (record.images ?? []).filter((image) => image !== record.image).join(` ${GALLERY_BAR} `),
    price: money(first?.price ?? record.price),
    'list price': money(first?.listPrice ?? record.listPrice),
    stock: String(units ?? STOCK_WHEN_UNSAID),
    sku: first?.sku ?? '',
  };
  for (const language of LANGUAGES) {
    flat[`title:${language}`] = record.texts?.[language]?.title ?? '';
    flat[`description:${language}`] = record.texts?.[language]?.description ?? '';
  }
  return flat as Flat;
}

/** A product in the catalogue as the import format states it, with its units per variant. */
interface Current {
  record: Record<string, unknown> & { variants: { sku: string; price: number; listPrice?: number; stock: number }[] };
  checked: CatalogueRecord;
}

async function currentProducts(db: Queryable, ids: readonly number[]): Promise<Map<number, Current>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ProductRecordRow>(
    `SELECT id, title, description, category, brand, image, rating_rate, rating_count FROM products
     WHERE id = ANY($1::int[])`,
    [ids],
  );
  const details = await readDetails(db, ids);
  const found = new Map<number, Current>();
  for (const row of rows) {
    const detail = details.get(row.id);
    if (!detail) continue;
    const record = {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      ...(row.brand === null ? {} : { brand: row.brand }),
      image: row.image,
      images: [row.image, ...detail.images],
      rating: { rate: Number(row.rating_rate), count: row.rating_count },
      texts: { ...detail.texts },
      options: detail.options,
      variants: detail.variants.map((variant) => ({
        sku: variant.sku,
        options: variant.options,
        price: variant.price,
        ...(variant.listPrice === undefined ? {} : { listPrice: variant.listPrice }),
        stock: variant.stock,
        images: variant.images,
      })),
    };
    const checked = validateProductRecord(record);
    // A product the import's rule no longer takes (an older import's) is left to the editor.
    if (typeof checked !== 'string') found.set(row.id, { record, checked });
  }
  return found;
}

/** A draft as a row of the file reads it. */
function draftFlat(id: number, input: AdminProductInput): Flat {
  const units = input.variants.reduce((sum, variant) => sum + variant.stock, 0);
  const first = input.variants[0];
  return flatOf({ ...input, id, price: first?.price ?? 0 }, input.variants, units);
}

/** The cell as the flat view writes it: prices with two decimals, units without leading zeros, a category by key. */
function normalized(column: Column, value: string, categories: Map<string, string>): string {
  if ((column === 'price' || column === 'list price') && PRICE.test(value)) return Number(value).toFixed(2);
  if (column === 'stock' && UNITS.test(value)) return String(Number(value));
  if (column === 'category') return categories.get(value.toLowerCase()) ?? value;
  return value;
}

/** Whether every cell of the row (but its id) says what the product has. */
function sameCells(row: CsvRow, flat: Flat, categories: Map<string, string>): boolean {
  return [...row.cells].every(
    ([column, value]) => column === 'id' || normalized(column, value, categories) === flat[column],
  );
}

/** Category keys by their key and by every name an owner gave them, in any case. */
async function categoryKeys(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; names: Record<string, string> }>(
    `SELECT key, names FROM categories
     UNION ALL SELECT DISTINCT category, '{}'::jsonb FROM products WHERE category NOT IN (SELECT key FROM categories)`,
  );
  const keys = new Map<string, string>();
  for (const row of rows) {
    keys.set(row.key.toLowerCase(), row.key);
    for (const name of Object.values(row.names))
      if (!keys.has(name.toLowerCase())) keys.set(name.toLowerCase(), row.key);
  }
  return keys;
}

/** A row as the import would apply it: the preview's row, and what applying writes. */
export interface PlannedRow extends ImportPreviewRow {
  /** The product as it will be written (existing variants' units left to `moves`). */
  record?: CatalogueRecord;
  /** Units of existing variants, set through the stock count's setter with the units they replace. */
  moves: StockCountRow[];
}

class RowError extends Error {
  constructor(
    readonly column: string | null,
    readonly code: ImportError,
    message: string,
  ) {
    super(message);
  }
}

/** The column a reason of the import's rule is about ("price must be …", "texts.ar must …", "variants[0].sku …"). */
function columnOfReason(reason: string): string | null {
  const text = /^texts\.([a-z]{2,3})(\.description)?/.exec(reason);
  if (text) return `${text[2] ? 'description' : 'title'}:${text[1]}`;
  const field = /^(?:variants\[\d+\]\.)?([a-zA-Z]+)/.exec(reason)?.[1];
  if (field === 'listPrice') return 'list price';
  return (FIELDS as readonly string[]).includes(field ?? '') ? (field as string) : null;
}

/** One cell's value put on the record being built; a refusal names the cell. */
function applyCells(
  row: CsvRow,
  record: Record<string, unknown>,
  current: Current | undefined,
  categories: Map<string, string>,
): { units?: number } {
  const cell = (column: Column) => row.cells.get(column);
  const variants = current?.record.variants;
  const several = (variants?.length ?? 0) > 1;
  const before = current && flatOf(current.checked, variantsToWrite(current.checked), sumOf(current));
  // A product of several variants: its price, list price, units and SKU are its variants' (the editor's).
  const sameAsBefore = (column: Column, value: string) => before?.[column] === value;
  let units: number | undefined;
  // A field every product has: an empty cell keeps a product's own (a new product's is refused by the rule).
  const kept = (value: string | undefined): value is string => value !== undefined && (value !== '' || !current);
  for (const column of ['title', 'description', 'image'] as const) {
    const value = cell(column);
    if (kept(value)) record[column] = value;
  }
  const category = cell('category');
  if (kept(category) && category) {
    const key = categories.get(category.toLowerCase());
    if (key === undefined) throw new RowError('category', 'category', `No category has the key or name "${category}"`);
    record.category = key;
  }
  const brand = cell('brand');
  if (brand !== undefined) {
    if (brand) record.brand = brand;
    else delete record.brand;
  }
  const images = cell('images');
  if (images !== undefined) {
    const gallery = images
      .split(GALLERY_BAR)
      .map((image) => image.trim())
      .filter(Boolean);
    record.images = gallery;
  }
  for (const [column, key] of [
    ['price', 'price'],
    ['list price', 'listPrice'],
  ] as const) {
    const value = cell(column);
    // An empty price keeps a product's own; an empty list price removes it.
    if (value === undefined || (value === '' && column === 'price' && current)) continue;
    if (value && !PRICE.test(value)) {
      throw new RowError(column, 'price', `${column} must be dollars with at most two decimals, like 19.99`);
    }
    if (!value && column === 'price') throw new RowError(column, 'required', 'The price may not be empty');
    if (several) {
      if (sameAsBefore(column, value ? Number(value).toFixed(2) : '')) continue;
      throw new RowError(
        column,
        'variants',
        `This product is sold in ${variants?.length} variants: set its ${column} in the editor`,
      );
    }
    // The record being built (a copy of the product's): its one variant, or a new product's own fields.
    const target = (record.variants as Record<string, unknown>[] | undefined)?.[0] ?? record;
    if (value) (target as Record<string, unknown>)[key] = Number(value);
    else delete (target as Record<string, unknown>)[key];
  }
  const stock = cell('stock');
  if (stock) {
    if (!UNITS.test(stock) || Number(stock) > MAX_STOCK) {
      throw new RowError('stock', 'units', `stock must be a whole number from 0 to ${MAX_STOCK}`);
    }
    if (several && !sameAsBefore('stock', String(Number(stock)))) {
      throw new RowError(
        'stock',
        'variants',
        `This product is sold in ${variants?.length} variants: count each by its SKU`,
      );
    }
    if (!several) units = Number(stock);
  }
  const sku = cell('sku');
  if (sku) {
    if (current) {
      if (!sameAsBefore('sku', sku)) {
        throw new RowError(
          'sku',
          several ? 'variants' : 'sku-fixed',
          'A SKU already sold cannot be changed by an import',
        );
      }
    } else record.sku = sku;
  }
  const texts = { ...((record.texts as Record<string, { title: string; description: string }> | undefined) ?? {}) };
  for (const language of LANGUAGES) {
    const title = cell(`title:${language}`);
    const description = cell(`description:${language}`);
    if (title === undefined && description === undefined) continue;
    const next = {
      title: title ?? texts[language]?.title ?? '',
      description: description ?? texts[language]?.description ?? '',
    };
    if (!next.title && !next.description) delete texts[language];
    else texts[language] = next;
  }
  record.texts = texts;
  if (units !== undefined && !current) record.stock = units;
  return { ...(units === undefined ? {} : { units }) };
}

const sumOf = (current: Current) => current.record.variants.reduce((sum, variant) => sum + variant.stock, 0);

/** The changes from one flat view to the other, in the file's column order. */
function changesOf(before: Flat | undefined, after: Flat): ImportChange[] {
  return COLUMNS.filter((column) => column !== 'id' && (before?.[column] ?? '') !== after[column]).map((column) => ({
    column,
    from: before?.[column] || null,
    to: after[column] || null,
  }));
}

/** SKUs drafts mean to sell, with the draft's number. */
async function draftSkus(db: Queryable, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<{ sku: string; id: number }>(
    `SELECT v->>'sku' AS sku, d.id FROM product_drafts AS d, jsonb_array_elements(d.record->'variants') AS v
     WHERE v->>'sku' = ANY($1::text[])`,
    [skus],
  );
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/**
 * Every row of the file as the import would apply it against the catalogue now, and the token naming that
 * preview: the same file against an unchanged catalogue gives the same token.
 */
export async function planImport(db: Queryable, csv: string): Promise<{ rows: PlannedRow[]; token: string }> {
  const { rows } = readCsv(csv);
  const named = rows.flatMap((row) => {
    const id = productIdNumber(row.cells.get('id') ?? '');
    return id === undefined ? [] : [id];
  });
  const current = await currentProducts(db, named);
  const drafts = new Map(
    (
      await db.query<{ id: number; record: AdminProductInput }>(
        'SELECT id, record FROM product_drafts WHERE id = ANY($1::int[])',
        [named],
      )
    ).map((row) => [row.id, draftFlat(row.id, row.record)]),
  );
  const inCatalogue = new Set(
    (await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [named])).map((row) => row.id),
  );
  const categories = await categoryKeys(db);
  const [top] = await db.query<{ id: number }>(
    `SELECT GREATEST((SELECT COALESCE(max(id), 0) FROM products), (SELECT COALESCE(max(id), 0) FROM product_drafts),
       $1::int) AS id`,
    [Math.max(0, ...named)],
  );
  let next = top?.id ?? 0;
  const seen = new Set<number>();
  /** The lines of new products the file numbered itself (the others' numbers are said only when they can be made). */
  const numbered = new Set(rows.filter((row) => row.cells.get('id') !== '').map((row) => row.line));
  const planned = rows.map((row): PlannedRow => {
    const raw = row.cells.get('id') ?? '';
    const given = productIdNumber(raw);
    const id = raw === '' ? (next += 1) : given;
    const base = { line: row.line, id: id ?? null, title: row.cells.get('title') || null, changes: [], moves: [] };
    // A new product's number is said only when the row can make it.
    const refused = { ...base, id: numbered.has(row.line) ? base.id : null };
    try {
      if (row.overflow) throw new RowError(null, 'columns', 'This row has more cells than the header names');
      if (id === undefined)
        throw new RowError('id', 'id', 'The id must be a product number, or empty for a new product');
      if (seen.has(id)) throw new RowError('id', 'repeated', `Product ${id} is on an earlier line too`);
      seen.add(id);
      const draft = drafts.get(id);
      if (draft) {
        // A draft as the export writes it imports as it is; a change to it is the editor's.
        if (sameCells(row, draft, categories)) return { ...base, title: draft.title, outcome: 'unchanged' };
        throw new RowError('id', 'draft', `Product ${id} is a draft: edit it, or publish it first`);
      }
      const existing = current.get(id);
      if (inCatalogue.has(id) && !existing) {
        throw new RowError('id', 'invalid', `Product ${id} does not meet the import's rule now: edit it in the editor`);
      }
      const record: Record<string, unknown> = existing
        ? structuredClone(existing.record)
        : { id, title: '', description: '', category: '', image: '', images: [], rating: { rate: 0, count: 0 } };
      const { units } = applyCells(row, record, existing, categories);
      const checked = validateProductRecord(record);
      if (typeof checked === 'string') throw new RowError(columnOfReason(checked), 'invalid', checked);
      const variant = existing?.record.variants[0];
      const moves =
        existing && variant && units !== undefined && units !== variant.stock
          ? [{ sku: variant.sku, from: variant.stock, to: units }]
          : [];
      const after = flatOf(
        checked,
        variantsToWrite(checked),
        existing ? sumOf(existing) - (moves[0]?.from ?? 0) + (moves[0]?.to ?? 0) : units,
      );
      const changes = changesOf(
        existing && flatOf(existing.checked, variantsToWrite(existing.checked), sumOf(existing)),
        after,
      );
      // Written as it is; an existing variant's units stay the shelf's (NaN: unsaid), the moves set them.
      if (existing) for (const kept of checked.variants ?? []) kept.stock = Number.NaN;
      return {
        ...base,
        title: checked.title,
        outcome: existing ? (changes.length > 0 ? 'update' : 'unchanged') : 'create',
        changes,
        record: checked,
        moves,
      };
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      return {
        ...refused,
        outcome: 'error',
        error: { column: error.column, code: error.code, message: error.message },
      };
    }
  });
  await refuseTakenSkus(db, planned, numbered);
  const token = fingerprint(
    planned.map((row) => [row.line, row.id, row.outcome, row.changes, row.moves, row.error?.code ?? null]),
  );
  return { rows: planned, token };
}

/** A new product's SKU that another product sells, a draft means to, or an earlier line takes: an error on its row. */
async function refuseTakenSkus(db: Queryable, rows: PlannedRow[], numbered: ReadonlySet<number>): Promise<void> {
  const skusOf = (row: PlannedRow) => (row.record ? variantsToWrite(row.record).map((variant) => variant.sku) : []);
  const creating = rows.filter((row) => row.outcome === 'create');
  const wanted = creating.flatMap(skusOf);
  const sold = new Map(
    (await catalogueRepository(db).skuOwners(wanted)).map((owner) => [owner.sku, `product ${owner.productId}`]),
  );
  for (const [sku, id] of await draftSkus(db, wanted)) if (!sold.has(sku)) sold.set(sku, `draft ${id}`);
  for (const row of creating) {
    const taken = skusOf(row).find((sku) => sold.has(sku));
    if (taken) {
      Object.assign(row, {
        id: numbered.has(row.line) ? row.id : null,
        outcome: 'error',
        changes: [],
        record: undefined,
        error: { column: 'sku', code: 'sku-taken', message: `The SKU ${taken} is taken by ${sold.get(taken)}` },
      });
      continue;
    }
    for (const sku of skusOf(row)) sold.set(sku, `line ${row.line}`);
  }
}
