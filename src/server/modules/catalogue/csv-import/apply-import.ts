import type { Database, Queryable } from '../../../db/database';
import { badRequest, conflict } from '../../../http/errors';
import { type AuditActor, recordAudit } from '../../audit';
import { appliedOnce, fingerprint } from '../admin/applied-once';
import { setStockIn } from '../admin/stock-counts';
import { noteCatalogueChanged } from '../catalogue-version';
import { noteStockChanged } from '../stock';
import { catalogueRepository } from '../repository';
import { planImport, type PlannedRow } from './plan-import';
import { idsIn } from './read-csv';
import type { ImportResult } from '../../../../universal/contracts/admin/product-import';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';

/** The row's changes as the audit trail keeps them: each column changed, before and after. */
const sides = (row: PlannedRow, side: 'from' | 'to') =>
  Object.fromEntries(row.changes.map((change) => [change.column, change[side]]));

/**
 * Applies a products CSV inside the caller's transaction, all rows or none (docs/decisions/0127): the products
 * it names are locked in the order every writer takes them (their variants by SKU, then the rows by number),
 * the file is planned again against them, and refused when a row has an error or, given the preview's
 * `token`, when the plan is no longer the one previewed. Units go through the stock count's setter (stock.set
 * entries, stock.changed); the products are written as the terminal import writes them (the repository's
 * upsert, raising the catalogue's version); each product created or changed is a `product.import` entry with
 * its columns before and after. The caller notes the catalogue and stock changed once it has committed.
 */
export async function applyImportIn(
  tx: Queryable,
  csv: string,
  actor: AuditActor,
  now: Date,
  token?: string,
): Promise<ImportResult> {
  const ids = idsIn(csv);
  await tx.query('SELECT sku FROM product_variants WHERE product_id = ANY($1::int[]) ORDER BY sku FOR UPDATE', [ids]);
  await tx.query('SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
  const plan = await planImport(tx, csv);
  const errors = plan.rows.filter((row) => row.error);
  const [first] = errors;
  if (first?.error) {
    throw badRequest(
      `${errors.length} of the file's rows cannot be imported (line ${first.line}: ${first.error.message}); nothing was`,
      { csv: 'rows' },
    );
  }
  if (token !== undefined && plan.token !== token) {
    throw conflict('The catalogue changed since the preview: preview the file again', ERROR_CODES.IMPORT_STALE);
  }
  const moves = plan.rows.flatMap((row) => row.moves);
  if (moves.length > 0) await setStockIn(tx, moves, actor, now);
  // A row that only counts units is the setter's; the others are written whole, as an import writes them.
  const written = plan.rows.filter(
    (row) => row.outcome === 'create' || row.changes.some((change) => change.column !== 'stock'),
  );
  await catalogueRepository(tx).upsert(written.flatMap((row) => (row.record ? [row.record] : [])));
  const changed = plan.rows.filter((row) => row.outcome === 'create' || row.outcome === 'update');
  for (const row of changed) {
    await recordAudit(
      tx,
      actor,
      {
        action: 'product.import',
        objectType: 'product',
        objectId: String(row.id),
        ...(row.outcome === 'update' ? { before: sides(row, 'from') } : {}),
        after: sides(row, 'to'),
      },
      now,
    );
  }
  const count = (outcome: PlannedRow['outcome']) => plan.rows.filter((row) => row.outcome === outcome).length;
  return { created: count('create'), updated: count('update'), unchanged: count('unchanged') };
}

/**
 * The console's apply: the previewed file in one transaction, once per preview (its token is the request's
 * key: applying it twice, a double click or a retry, answers the first result and writes nothing more).
 */
export async function applyPreviewedImport(
  db: Database,
  csv: string,
  token: string,
  actor: AuditActor,
  now: Date,
): Promise<ImportResult> {
  const once = await db.transaction((tx) =>
    appliedOnce(
      tx,
      { key: `import:${token}`, kind: 'import', hash: fingerprint(csv), staffEmail: actor.email, now },
      () => applyImportIn(tx, csv, actor, now, token),
    ),
  );
  if (!once.replayed) {
    noteCatalogueChanged();
    noteStockChanged();
  }
  return once.result;
}

/** The console's preview: every row's change or error, and the token that applies it; nothing written. */
export async function previewImport(db: Queryable, csv: string) {
  const { rows, token } = await planImport(db, csv);
  return { rows: rows.map(({ record: _record, moves: _moves, ...row }) => row), token };
}
