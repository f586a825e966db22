import { alignedColumns, type CommandResult, usageError } from '../../operator-command';
import type { Database } from '../../db/database';
import { terminalActor } from '../audit';
import { applyStockCount } from './admin/stock-counts';
import { lowStock, type LowStockRow } from './stock';

export const STOCK_USAGE = `Usage:
  npm run catalogue -- stock <sku> <quantity>   set a variant's units on hand (every instance shows it within a second)
  npm run catalogue -- stock --low <n>          variants with n units or fewer, fewest first`;

/** The most units a variant may hold: the column is a 32-bit integer. */
const MAX_STOCK = 2_147_483_647;

const usage = (problem: string): CommandResult => usageError(problem, STOCK_USAGE);

/** A count the operator typed: digits only, within the column's range. */
function units(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_STOCK ? value : undefined;
}

function lowTable(rows: readonly LowStockRow[], max: number): string {
  if (rows.length === 0) return `no variant has ${max} units or fewer`;
  const header = ['SKU', 'PRODUCT', 'TITLE', 'VARIANT', 'STOCK'];
  const cells = rows.map((row) => [row.sku, String(row.productId), row.title, row.label || '-', String(row.stock)]);
  return alignedColumns(header, cells).join('\n');
}

/**
 * `npm run catalogue -- stock …`: the operator's stock count (sets a variant's units, raising its
 * stock_changed so every instance's in-memory copy follows) and the list of what runs low.
 */
export async function runStockCommand(db: Database, args: readonly string[], now: Date): Promise<CommandResult> {
  const [first, second, ...extra] = args;
  if (extra.length > 0 || first === undefined) return usage('stock needs a SKU and a quantity, or --low <n>.');
  if (first === '--low') {
    const max = units(second);
    if (max === undefined) return usage('--low needs a whole number of units.');
    return { exitCode: 0, output: lowTable(await lowStock(db, max), max) };
  }
  const quantity = units(second);
  if (quantity === undefined) return usage(`The quantity must be a whole number from 0 to ${MAX_STOCK}.`);
  const [variant] = await db.query<{ product_id: number; stock: number }>(
    'SELECT product_id, stock FROM product_variants WHERE sku = $1',
    [first],
  );
  if (!variant) return { exitCode: 1, output: `no variant with SKU ${first}` };
  // The console's setter, audited as terminal:<user>; the catalogue copies follow its stock.changed event.
  const { moves } = await applyStockCount(db, [{ sku: first, to: quantity }], terminalActor(), now);
  const before = moves[0]?.from ?? quantity;
  return { exitCode: 0, output: `${first} (product ${variant.product_id}): ${before} → ${quantity}` };
}
