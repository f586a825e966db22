import { importProducts, loadRecords } from '../modules/catalogue/import-products';
import { cataloguePictures } from '../modules/catalogue/images/responsive-images';
import { seedDemoCatalogue } from '../modules/catalogue/seed';
import { runStockCommand, STOCK_USAGE } from '../modules/catalogue/stock-operator';
import { generateCatalogue } from '../modules/catalogue/synthetic-catalogue';
import { exitWith, runOperatorCommand, withDatabase } from './with-database';

const USAGE = `Usage:
  npm run catalogue -- import <FakeStore base URL | JSON file>   upsert products by id; bad records are reported and skipped
  npm run catalogue -- generate <count>                          add <count> synthetic products (for scale work)
  npm run catalogue -- seed                                      load the demo catalogue into an empty database
${STOCK_USAGE.replace(/^Usage:\n/, '')}`;

async function run(args: string[]): Promise<void> {
  const [command, argument] = args;
  if (command === 'stock') {
    runOperatorCommand((db) => runStockCommand(db, args.slice(1)));
    return;
  }
  if (command === 'import' && argument) {
    const records = await loadRecords(argument);
    const result = await withDatabase((db, config) =>
      importProducts(db, records, { pictures: cataloguePictures(config) }),
    );
    for (const bad of result.rejected) {
      console.error(`skipped record #${bad.index} (id ${JSON.stringify(bad.id ?? null)}): ${bad.reason}`);
    }
    console.log(`imported ${result.imported} products, skipped ${result.rejected.length}`);
    if (result.pictures) {
      const { rendered, upToDate, failed, ms } = result.pictures;
      for (const bad of failed) console.error(`picture ${bad.picture} not rendered: ${bad.reason}`);
      console.log(
        `pictures: ${rendered} rendered to their widths, ${upToDate} already were, ${failed.length} failed (${(ms / 1000).toFixed(1)} s)`,
      );
    }
    return;
  }
  if (command === 'generate' && argument && /^\d+$/.test(argument) && Number(argument) > 0) {
    const started = Date.now();
    const count = await withDatabase((db) => generateCatalogue(db, Number(argument)));
    console.log(`generated ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  if (command === 'seed') {
    const count = await withDatabase((db) => seedDemoCatalogue(db));
    console.log(count ? `seeded ${count} demo products` : 'the catalogue is not empty; nothing seeded');
    return;
  }
  console.error(USAGE);
  process.exit(2);
}

run(process.argv.slice(2)).catch(exitWith);
