import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { startupOptions } from '../src/server/db/postgres';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { sessions } from '../src/server/modules/auth/sessions';
import { loadTokenKeys } from '../src/server/modules/auth/tokens';
import { catalogueRepository } from '../src/server/modules/catalogue/repository';
import { seedDemoCatalogue } from '../src/server/modules/catalogue/seed';
import { cataloguePictures } from '../src/server/modules/catalogue/images/responsive-images';
import { LISTED_SUFFIXES, TOKEN_WORDS_SQL } from '../src/server/modules/catalogue/search/rules/search-words';
import { buildProductFilter } from '../src/server/modules/catalogue/search/sql-search';
import { generateCatalogue } from '../src/server/modules/catalogue/synthetic-catalogue';
import type { BenchUser } from './scenarios';

export interface Prepared {
  productCount: number;
  /** Variants with stock to spare, for the cart and checkout scenarios (a product with options is added by SKU). */
  skus: string[];
  users: BenchUser[];
  seconds: number;
}

/** How many variants the cart scenarios spread over, each with enough units that a run's checkouts do not empty it. */
const BENCH_SKUS = 5000;
const BENCH_SKU_MIN_STOCK = 100;

/**
 * Fills a fresh database the way an operator would (demo seed, then `catalogue generate`) and
 * creates the shoppers directly, with the server's own password hashing and session tokens:
 * signing up hundreds of accounts through the API would (rightly) hit its per-address limits.
 */
export async function prepareDatabase(
  target: { dataDir: string; databaseUrl?: string; tokenSecret: string },
  products: number,
  userCount: number,
): Promise<Prepared> {
  const started = Date.now();
  const db: Database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await seedDemoCatalogue(db);
    // Rendered now, as an import does (the server's cache: PICTURE_CACHE_DIR, which the bench's server
    // inherits, else its default under DATA_DIR): a server that found them missing would render them while
    // it is measured.
    const pictureCacheDir = process.env.PICTURE_CACHE_DIR ?? path.join(target.dataDir, 'pictures');
    await cataloguePictures({ pictureCacheDir }).prepareAll();
    const existing = await catalogueRepository(db).count();
    if (existing < products) await generateCatalogue(db, products - existing);
    await db.query('ANALYZE products');
    const passwordHash = await hashPassword(`Bench-${randomBytes(6).toString('hex')}1!`);
    const rows = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, phone, password_hash)
       SELECT 'bench-' || g || '-' || $3 || '@example.com', 'Bench Shopper', '01012345678', $1
       FROM generate_series(1, $2::int) AS g RETURNING id`,
      [passwordHash, userCount, randomBytes(4).toString('hex')],
    );
    // Signed with the TOKEN_SECRET the bench starts its server with (production mode requires one).
    const { signing } = await loadTokenKeys(db, { tokenSecret: target.tokenSecret });
    const users = await Promise.all(
      rows.map(async (row) => ({ token: await sessions(db).start(signing, row.id, 'bench', new Date()) })),
    );
    const stocked = await db.query<{ sku: string }>(
      'SELECT sku FROM product_variants WHERE stock >= $1 ORDER BY product_id, position LIMIT $2',
      [BENCH_SKU_MIN_STOCK, BENCH_SKUS],
    );
    return {
      productCount: await catalogueRepository(db).count(),
      skus: stocked.map((row) => row.sku),
      users,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await db.close();
  }
}

/**
 * The plan PostgreSQL picks, with the shop's session settings, for a rare-term search count over the whole
 * catalogue, as the SQL path asks it: the tokens' words read first, then the count (decision 0085).
 */
export async function searchPlan(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl, options: startupOptions() });
  await client.connect();
  try {
    const found = await client.query<{ token: string; words: string[] | null; suffixes: number }>(TOKEN_WORDS_SQL, [
      ['item', '4242'],
    ]);
    const words = new Map(
      found.rows.flatMap((row) => (row.suffixes > LISTED_SUFFIXES ? [] : [[row.token, row.words ?? []] as const])),
    );
    const { where, params } = buildProductFilter({ search: 'item 4242' }, words);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ANALYZE SELECT count(*)::int FROM products ${where}`,
      params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
