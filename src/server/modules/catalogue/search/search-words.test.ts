import type { Database } from '../../../db/database';
import { openTestDatabase } from '../../../test/test-database';
import { productEditor } from '../admin/product-editor';
import { importProducts } from '../import-products';
import { catalogueRepository } from '../repository';
import { searchPieces } from './search-text';
import { sqlSearch } from './sql-search';
import { linenShirt } from '../admin/test-support';

/**
 * The SQL path's word tables (migration 041) follow every write of a product's texts, in the write's
 * transaction: after an import renames a product and after the console publishes and edits one, the
 * words it lost find it no more and its new ones (whole, begun or inside a word) find it.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(() => db.query('DELETE FROM products'));

const record = (id: number, title: string) => ({
  id,
  title,
  price: 20,
  description: 'Plain words only',
  category: 'electronics',
  image: `https://img.example.com/${id}.jpg`,
  rating: { rate: 4, count: 3 },
});

/** The ids the SQL path finds for a search. */
async function found(search: string): Promise<number[]> {
  return (await sqlSearch(db).list({ search, limit: 50 })).products.map((product) => product.id);
}

/** The product's rows in product_words, against the pieces of its stored search text. */
async function wordsOf(id: number): Promise<{ stored: string[]; expected: string[] }> {
  const rows = await db.query<{ word: string }>('SELECT word FROM product_words WHERE product_id = $1', [id]);
  const [product] = await db.query<{ search_text: string }>('SELECT search_text FROM products WHERE id = $1', [id]);
  return { stored: rows.map((row) => row.word).sort(), expected: searchPieces(product?.search_text).sort() };
}

it('drops the words an import took from a title and finds the new ones', async () => {
  await importProducts(db, [record(1, 'Zorbulax lantern'), record(2, 'Quendrel lantern')]);
  expect(await found('zorbulax')).toEqual([1]);
  expect(await found('lantern')).toEqual([1, 2]);

  await importProducts(db, [record(1, 'Vemtiqor lamp')]);
  expect(await found('zorbulax')).toEqual([]);
  expect(await found('orbul')).toEqual([]);
  expect(await found('vemtiqor')).toEqual([1]);
  expect(await found('vemt')).toEqual([1]);
  expect(await found('tiqo')).toEqual([1]);
  expect(await found('lantern')).toEqual([2]);
  expect(await found('lamp plain')).toEqual([1]);
  const words = await wordsOf(1);
  expect(words.stored).toEqual(words.expected);
});

it('keeps no words of a deleted product for a new one with its id', async () => {
  await importProducts(db, [record(3, 'Ostrivane kettle')]);
  await db.query('DELETE FROM products WHERE id = 3');
  await importProducts(db, [record(3, 'Brellisk kettle')]);
  expect(await found('ostrivane')).toEqual([]);
  expect(await found('brellisk')).toEqual([3]);
});

it('keeps only the last words when two writes make the same new product at once', async () => {
  // On PostgreSQL the second write finds no row to lock, then waits at its insert for the first to
  // commit and replaces that row: the first write's words must not stay beside its own.
  let firstWritten!: () => void;
  const written = new Promise<void>((resolve) => (firstWritten = resolve));
  const first = db.transaction(async (tx) => {
    await catalogueRepository(tx).upsert([record(4, 'Pellanor teapot')]);
    firstWritten();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  await written;
  const second = db.transaction((tx) => catalogueRepository(tx).upsert([record(4, 'Wistrel kettle')]));
  await Promise.all([first, second]);
  expect(await found('pellanor')).toEqual([]);
  expect(await found('wistrel')).toEqual([4]);
  const words = await wordsOf(4);
  expect(words.stored).toEqual(words.expected);
});

describe('the console', () => {
  const actor = { id: null, email: 'catalogue@example.com', ip: '127.0.0.1' };
  const now = new Date('2026-01-05T10:00:00Z');
  const input = (title: string, sku: string) =>
    linenShirt({
      title,
      texts: { fr: { title: `${title} en lin`, description: 'Lin lavé.' } },
      options: [],
      variants: [{ sku, options: {}, price: 49.5, stock: 3 }],
    });

  it('finds a product by its words once published, and by its new words only after an edit', async () => {
    const editor = productEditor(db);
    const draft = await editor.create(input('Karvelion shirt', 'KARV-1'), actor, now);
    expect(await found('karvelion')).toEqual([]);

    await editor.publish(draft.id, actor, now);
    expect(await found('karvelion')).toEqual([draft.id]);
    expect(await found('karvelion lin')).toEqual([draft.id]);

    await editor.update(draft.id, input('Dusmorel shirt', 'KARV-1'), actor, now);
    expect(await found('karvelion')).toEqual([]);
    expect(await found('dusmor')).toEqual([draft.id]);
    expect(await found('smorel')).toEqual([draft.id]);
    expect(await found('shirt')).toEqual([draft.id]);
    const words = await wordsOf(draft.id);
    expect(words.stored).toEqual(words.expected);
  });
});
