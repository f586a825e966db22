import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { importProducts } from './import-products';
import { catalogueRepository } from './repository';

export const DEMO_PRODUCTS_FILE = path.join(__dirname, 'demo', 'products.json');

/** Seeds the bundled demo catalogue into an empty database; a catalogue already there is left alone. */
export async function seedDemoCatalogue(db: Database): Promise<number> {
  if ((await catalogueRepository(db).count()) > 0) return 0;
  const records = JSON.parse(readFileSync(DEMO_PRODUCTS_FILE, 'utf8')) as unknown[];
  const result = await importProducts(db, records);
  if (result.rejected.length > 0) {
    throw new Error(`The demo catalogue has invalid records: ${JSON.stringify(result.rejected)}`);
  }
  return result.imported;
}
