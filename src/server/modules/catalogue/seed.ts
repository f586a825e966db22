import { synonymRepository } from './synonyms';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { importProducts } from './import-products';
import { catalogueRepository } from './repository';

export const DEMO_PRODUCTS_FILE = path.join(__dirname, 'demo', 'products.json');
/** The demo products' titles and descriptions in other languages: texts/<language>.json, by product id. */
export const DEMO_TEXTS_DIR = path.join(__dirname, 'demo', 'texts');

/** The demo records with their texts in every language the texts folder has (the import format's `texts`). */
export function demoRecords(): unknown[] {
  const records = JSON.parse(readFileSync(DEMO_PRODUCTS_FILE, 'utf8')) as { id: number }[];
  const languages = existsSync(DEMO_TEXTS_DIR)
    ? readdirSync(DEMO_TEXTS_DIR).filter((file) => /^[a-z]{2}\.json$/.test(file))
    : [];
  const byLanguage = languages.map((file) => ({
    language: file.slice(0, 2),
    texts: JSON.parse(readFileSync(path.join(DEMO_TEXTS_DIR, file), 'utf8')) as Record<string, unknown>,
  }));
  return records.map((record) => {
    const texts = Object.fromEntries(
      byLanguage.flatMap(({ language, texts }) => (texts[record.id] ? [[language, texts[record.id]]] : [])),
    );
    return Object.keys(texts).length > 0 ? { ...record, texts } : record;
  });
}

/** Seeds the bundled demo catalogue into an empty database; a catalogue already there is left alone. */
/** The demo's synonym groups (issue 53): what an owner would keep, in the shop's languages. */
export const DEMO_SYNONYMS: readonly (readonly string[])[] = [
  ['jean', 'jeans'],
  ['hoodie', 'sweat à capuche', 'sudadera con capucha', 'هودي'],
];

export async function seedDemoCatalogue(db: Database): Promise<number> {
  if ((await catalogueRepository(db).count()) > 0) return 0;
  const result = await importProducts(db, demoRecords());
  if (result.rejected.length > 0) {
    throw new Error(`The demo catalogue has invalid records: ${JSON.stringify(result.rejected)}`);
  }
  const synonyms = synonymRepository(db);
  if ((await synonyms.list()).length === 0) {
    for (const phrases of DEMO_SYNONYMS) await synonyms.add(phrases, undefined, new Date());
  }
  return result.imported;
}
