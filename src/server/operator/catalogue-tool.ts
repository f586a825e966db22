import type { Config } from '../config';
import type { Database } from '../db/database';
import { recordAudit, terminalActor } from '../modules/audit';
import { importProducts, loadRecords } from '../modules/catalogue/import-products';
import { applyImportIn } from '../modules/catalogue/csv-import/apply-import';
import { planImport } from '../modules/catalogue/csv-import/plan-import';
import { noteCatalogueChanged } from '../modules/catalogue/catalogue-version';
import { readFile, stat } from 'node:fs/promises';
import { MAX_IMPORT_CHARS } from '../../universal/contracts/admin/product-import';
import { cataloguePictures } from '../modules/catalogue/images/responsive-images';
import { seedDemoCatalogue } from '../modules/catalogue/seed';
import { runStockCommand, STOCK_USAGE } from '../modules/catalogue/stock-operator';
import { generateCatalogue } from '../modules/catalogue/synthetic-catalogue';
import { PRICE_USAGE, runPriceCommand } from '../modules/price-lists';
import { type CommandResult, usageError } from '../operator-command';

export const CATALOGUE_USAGE = `Usage:
  npm run catalogue -- import <FakeStore base URL | JSON file>   upsert products by id; bad records are reported and skipped
  npm run catalogue -- import <file>.csv                         the console's CSV: every row, or none if one has an error
  npm run catalogue -- generate <count>                          add <count> synthetic products (for scale work)
  npm run catalogue -- seed                                      load the demo catalogue into an empty database
${STOCK_USAGE.replace(/^Usage:\n/, '')}
${PRICE_USAGE.replace(/^Usage:\n/, '')}`;

const usage = (problem: string): CommandResult => usageError(problem, CATALOGUE_USAGE);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Where an import came from as the audit trail keeps it: a file's path, or a URL without its query. */
const sourceOf = (source: string) => (/^https?:\/\//i.test(source) ? source.replace(/[?#].*$/, '') : source);

/**
 * A products CSV (docs/catalogue-import.md): the console's rules and its apply, as terminal:<user>. A file with
 * an error on any row writes nothing and lists every such row.
 */
async function importCsv(db: Database, file: string, now: Date): Promise<CommandResult> {
  // Characters are at most four bytes: a file past this many bytes is refused before it is read whole.
  if ((await stat(file)).size > MAX_IMPORT_CHARS * 4) {
    return { exitCode: 1, output: `${file} is larger than a CSV import takes; split it` };
  }
  const csv = await readFile(file, 'utf8');
  const plan = await planImport(db, csv);
  const errors = plan.rows.filter((row) => row.error);
  if (errors.length > 0) {
    const lines = errors.map(
      (row) => `line ${row.line}${row.error?.column ? `, ${row.error.column}` : ''}: ${row.error?.message}`,
    );
    return { exitCode: 1, output: [...lines, `nothing imported: ${errors.length} rows have errors`].join('\n') };
  }
  const result = await db.transaction((tx) => applyImportIn(tx, csv, terminalActor(), now));
  noteCatalogueChanged();
  return {
    exitCode: 0,
    output: `created ${result.created} products, updated ${result.updated}, ${result.unchanged} unchanged`,
  };
}

async function importFrom(db: Database, source: string, config: Config, now: Date): Promise<CommandResult> {
  if (/\.csv$/i.test(source)) return importCsv(db, source, now);
  const records = await loadRecords(source);
  const result = await importProducts(db, records, {
    pictures: cataloguePictures(config),
    // Every price and stock of the imported products changes: one entry for the import, as terminal:<user>.
    onImported: (tx, summary) =>
      recordAudit(
        tx,
        terminalActor(),
        { action: 'catalogue.import', objectType: 'catalogue', objectId: sourceOf(source), after: summary },
        now,
      ),
  });
  const lines = result.rejected.map(
    (bad) => `skipped record #${bad.index} (id ${JSON.stringify(bad.id ?? null)}): ${bad.reason}`,
  );
  lines.push(`imported ${result.imported} products, skipped ${result.rejected.length}`);
  if (result.pictures) {
    const { rendered, upToDate, failed, ms } = result.pictures;
    for (const bad of failed) lines.push(`picture ${bad.picture} not rendered: ${bad.reason}`);
    lines.push(
      `pictures: ${rendered} rendered to their widths, ${upToDate} already were, ${failed.length} failed (${seconds(ms)})`,
    );
  }
  return { exitCode: 0, output: lines.join('\n') };
}

/** `npm run catalogue -- import | generate | seed | stock | price …` on `db`. */
export async function runCatalogueCommand(
  db: Database,
  args: string[],
  config: Config,
  now = new Date(),
): Promise<CommandResult> {
  const [command, argument] = args;
  if (command === 'stock') return runStockCommand(db, args.slice(1), now);
  if (command === 'price') return runPriceCommand(db, args.slice(1), now);
  if (command === 'import') {
    if (!argument) return usage('import needs a FakeStore base URL or a JSON file.');
    return importFrom(db, argument, config, now);
  }
  if (command === 'generate') {
    if (!argument || !/^\d+$/.test(argument) || Number(argument) < 1)
      return usage('generate needs a whole number of products, 1 or more.');
    const started = Date.now();
    const count = await generateCatalogue(db, Number(argument), undefined, (tx, firstId) =>
      recordAudit(
        tx,
        terminalActor(),
        {
          action: 'catalogue.generate',
          objectType: 'catalogue',
          objectId: 'synthetic',
          after: { count: Number(argument), firstId },
        },
        now,
      ),
    );
    return { exitCode: 0, output: `generated ${count} products in ${seconds(Date.now() - started)}` };
  }
  if (command === 'seed') {
    const count = await seedDemoCatalogue(db);
    return {
      exitCode: 0,
      output: count ? `seeded ${count} demo products` : 'the catalogue is not empty; nothing seeded',
    };
  }
  return usage(command ? `Unknown command "${command}".` : 'No command given.');
}

/**
 * The catalogue commands a running server does not take (docs/decisions/0073): an import or a generated
 * catalogue writes every product in one transaction, and the embedded database has one connection, so
 * every shopper's request would wait for it (an import also renders pictures on the server's threads).
 */
export function catalogueCommandOutsideServer(args: readonly string[]): string | undefined {
  const [command] = args;
  if (command !== 'import' && command !== 'generate') return undefined;
  return (
    `catalogue ${command} does not run inside the running server: it holds the embedded database's one ` +
    `connection for the whole catalogue, so the shop would stop answering meanwhile. Stop the server, run ` +
    `it, and start the server again (or run the shop on PostgreSQL, where it runs beside the servers).`
  );
}
