import { parse } from 'csv-parse/sync';
import type { Database, Queryable } from '../../../db/database';
import { badRequest, conflict } from '../../../http/errors';
import { type AuditActor, recordAudit } from '../../audit';
import { appendEvent } from '../../../events/domain-events';
import { noteStockChanged } from '../stock';
import { MAX_STOCK } from '../variant-records';
import type { StockCountRow, StockPreviewRow } from '../../../../universal/contracts/admin/products';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';

/**
 * Stock counts from the console (issue 35): a CSV of `sku,stock` is previewed row by row (units now and
 * after, or why a row cannot be applied), then applied as the preview showed it. Each applied row names
 * the units it replaces: a sale made between the preview and the apply refuses the whole count, so a
 * count never writes over units that moved. Applying the same count again changes nothing.
 */

/** The rows a CSV may hold: a large shop counts its shelves in parts. */
export const MAX_COUNT_ROWS = 5000;

const COUNT_HEADER = ['sku', 'stock'] as const;

interface VariantRow {
  sku: string;
  product_id: number;
  title: string;
  stock: number;
}

async function variantsOf(db: Queryable, skus: readonly string[]): Promise<Map<string, VariantRow>> {
  const rows = await db.query<VariantRow>(
    `SELECT v.sku, v.product_id, p.title, v.stock FROM product_variants AS v JOIN products AS p ON p.id = v.product_id
     WHERE v.sku = ANY($1::text[])`,
    [skus],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

/** The CSV's records under its header, or a 400 saying what is wrong with the file as a whole. */
function records(csv: string): string[][] {
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw badRequest(`The file is not CSV: ${(error as Error).message}`, { csv: 'not CSV' });
  }
  const [header, ...body] = rows;
  const names = header?.map((name) => name.toLowerCase());
  if (!names || names.length < 2 || names[0] !== COUNT_HEADER[0] || names[1] !== COUNT_HEADER[1]) {
    throw badRequest('The first line must be the header "sku,stock"', { csv: 'header' });
  }
  if (body.length === 0) throw badRequest('The file has no rows under its header', { csv: 'empty' });
  if (body.length > MAX_COUNT_ROWS) {
    throw badRequest(`A count holds at most ${MAX_COUNT_ROWS} rows; split the file`, { csv: 'too long' });
  }
  return body;
}

/** Each row of the CSV as the count would apply it, against the shelves as they are now. */
export async function previewStockCsv(db: Queryable, csv: string): Promise<StockPreviewRow[]> {
  const body = records(csv);
  const known = await variantsOf(
    db,
    body.map((row) => row[0] ?? ''),
  );
  const seen = new Set<string>();
  return body.map((row, index): StockPreviewRow => {
    const line = index + 2;
    const sku = row[0] ?? '';
    const units = row[1] ?? '';
    const variant = known.get(sku);
    const base = {
      line,
      sku,
      productId: variant?.product_id ?? null,
      title: variant?.title ?? null,
      from: variant?.stock ?? null,
      to: null,
    };
    if (row.length !== 2) return { ...base, error: 'A row has two fields: sku,stock' };
    if (!variant) return { ...base, error: 'No variant has this SKU' };
    if (seen.has(sku)) return { ...base, error: 'This SKU is on an earlier line too' };
    seen.add(sku);
    if (!/^\d{1,7}$/.test(units) || Number(units) > MAX_STOCK) {
      return { ...base, error: `The stock must be a whole number from 0 to ${MAX_STOCK}` };
    }
    return { ...base, to: Number(units) };
  });
}

/**
 * A row to apply: a console count names the units it replaces (`from`); the terminal's
 * `npm run catalogue -- stock <sku> <n>` and the grid's bulk "set stock" set the units whatever they are,
 * through the same setter and audit entry.
 */
export type StockSetting = Omit<StockCountRow, 'from'> & { from?: number };

/** What a setting changed: the variants moved, and how many rows were already as asked. */
export interface StockSet {
  changed: number;
  unchanged: number;
  moves: StockCountRow[];
}

/**
 * Sets each row's units inside the caller's transaction, the variants locked in SKU order (the order every
 * writer of stock takes them in, docs/decisions/0070-stock.md). A row whose shelf already holds `to` is done
 * (the same count applied twice); one that names a `from` the shelf no longer holds refuses with 409. Each
 * move is a `stock.set` audit entry, and one stock.changed event carries them all, with the units that came
 * back (back-in-stock alerts). The caller calls noteStockChanged() once it has committed.
 */
export async function setStockIn(
  tx: Queryable,
  rows: readonly StockSetting[],
  actor: AuditActor,
  now: Date,
): Promise<StockSet> {
  const skus = rows.map((row) => row.sku);
  if (new Set(skus).size !== skus.length) throw badRequest('A SKU is named twice', { rows: 'SKU twice' });
  const locked = await tx.query<{ sku: string; stock: number }>(
    'SELECT sku, stock FROM product_variants WHERE sku = ANY($1::text[]) ORDER BY sku FOR UPDATE',
    [skus],
  );
  const onShelf = new Map(locked.map((row) => [row.sku, row.stock]));
  const moves: StockCountRow[] = [];
  for (const row of rows) {
    const units = onShelf.get(row.sku);
    if (units === undefined) throw badRequest(`No variant has the SKU ${row.sku}`, { rows: row.sku });
    if (units === row.to) continue;
    if (row.from !== undefined && units !== row.from) {
      throw conflict(
        `The units of ${row.sku} are now ${units}, not ${row.from}: preview the count again`,
        ERROR_CODES.STOCK_CHANGED,
      );
    }
    moves.push({ sku: row.sku, from: units, to: row.to });
  }
  if (moves.length > 0) {
    await tx.query(
      `UPDATE product_variants AS v SET stock = t.stock, stock_changed = nextval('stock_changes')
       FROM unnest($1::text[], $2::int[]) AS t(sku, stock) WHERE v.sku = t.sku`,
      [moves.map((row) => row.sku), moves.map((row) => row.to)],
    );
    for (const move of moves) {
      await recordAudit(
        tx,
        actor,
        {
          action: 'stock.set',
          objectType: 'variant',
          objectId: move.sku,
          before: { stock: move.from },
          after: { stock: move.to },
        },
        now,
      );
    }
    // The catalogue copies follow it as they follow checkout's: stock.changed's subscriber (decision 0106).
    // A count that raised a variant put that many units back: its back-in-stock alerts may go (issue 53).
    const returned = moves.flatMap((row) => (row.to > row.from ? [{ sku: row.sku, quantity: row.to - row.from }] : []));
    await appendEvent(tx, 'stock.changed', { skus: moves.map((row) => row.sku), returned });
  }
  return { changed: moves.length, unchanged: rows.length - moves.length, moves };
}

/** A count applied on its own: setStockIn in one transaction (all rows or none). Applying it again changes nothing. */
export async function applyStockCount(
  db: Database,
  rows: readonly StockSetting[],
  actor: AuditActor,
  now: Date,
): Promise<StockSet> {
  const result = await db.transaction((tx) => setStockIn(tx, rows, actor, now));
  // Committed: this process's catalogue shows the count at its next read (decision 0070).
  if (result.changed > 0) noteStockChanged();
  return result;
}
