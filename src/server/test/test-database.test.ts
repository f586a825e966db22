import { DEMO_PRODUCTS_FILE } from '../modules/catalogue/seed';
import { readFileSync } from 'node:fs';
import { openTestDatabase } from './test-database';

/** Test databases are copies of a prepared one (a dump, or a PostgreSQL template): each file's is its own. */
const demoCount = (JSON.parse(readFileSync(DEMO_PRODUCTS_FILE, 'utf8')) as unknown[]).length;
const productCount = async (db: Awaited<ReturnType<typeof openTestDatabase>>) =>
  Number((await db.query<{ count: string }>('SELECT count(*) AS count FROM products'))[0]?.count);

it('starts migrated and empty, or with the whole demo catalogue when asked', async () => {
  const plain = await openTestDatabase();
  const demo = await openTestDatabase({ demoCatalogue: true });
  try {
    expect(await productCount(plain)).toBe(0);
    expect(await productCount(demo)).toBe(demoCount);
  } finally {
    await Promise.all([plain.close(), demo.close()]);
  }
});

it('gives each caller a copy: what one writes, the next one opened does not see', async () => {
  const first = await openTestDatabase({ demoCatalogue: true });
  try {
    await first.query('DELETE FROM product_variants');
    await first.query('DELETE FROM products');
    expect(await productCount(first)).toBe(0);
    const second = await openTestDatabase({ demoCatalogue: true });
    try {
      expect(await productCount(second)).toBe(demoCount);
    } finally {
      await second.close();
    }
  } finally {
    await first.close();
  }
});
