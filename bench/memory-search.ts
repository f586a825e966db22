import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/open-database';
import { seedDemoCatalogue } from '../src/server/modules/catalogue/seed';
import { generateCatalogue } from '../src/server/modules/catalogue/synthetic-catalogue';
import { CatalogueIndex } from '../src/server/modules/catalogue/search/memory-search';
import type { ProductQuery } from '../src/server/modules/catalogue/search/product-query';
import type { ProductOrder } from '../src/universal/product-query';
import { searchQuery } from './scenarios';

/**
 * `node --expose-gc --import tsx bench/memory-search.ts`: the in-memory copy alone, in one process,
 * without HTTP: what loading it adds to the process (RSS and V8 heap, after a full collection) and how
 * long `CatalogueIndex.list` takes over the bench's search mix (scenarios.ts), one query at a time.
 * BENCH_PRODUCTS (100,000) and BENCH_QUERIES (3,000) size it; the queries are the same every run.
 * BENCH_DATA_DIR keeps the written catalogue there, so later runs (a profile, a change) skip writing it.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 3_000);

/** Math.random made repeatable, so two runs time the same queries. */
function seedRandom(seed: number): void {
  let state = seed >>> 0;
  Math.random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The bench's list URL as the route hands it to the catalogue. */
function toQuery(url: string): ProductQuery {
  const params = new URL(url, 'http://bench').searchParams;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  return {
    search: params.get('search') ?? undefined,
    order: (params.get('order') ?? undefined) as ProductOrder | undefined,
    limit: number('limit'),
    offset: number('offset'),
    category: params.get('category') ?? undefined,
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    deals: params.get('deals') === 'true' || undefined,
    minRating: number('minRating'),
  };
}

function memory(): { rss: number; heap: number } {
  global.gc?.();
  global.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 2 ** 20, heap: heapUsed / 2 ** 20 };
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(): Promise<void> {
  if (!global.gc) throw new Error('run with node --expose-gc');
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'bench-memory-search-'));
  const written = kept !== undefined && existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    if (!written) {
      const started = performance.now();
      await seedDemoCatalogue(db);
      await generateCatalogue(db, PRODUCTS - 64);
      console.log(`[bench] ${PRODUCTS} products written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const before = memory();
    const loading = performance.now();
    const index = await CatalogueIndex.load(db);
    index.vocabulary();
    const loadSeconds = (performance.now() - loading) / 1000;
    const after = memory();
    seedRandom(42);
    const queries = Array.from({ length: QUERIES }, () => toQuery(searchQuery(PRODUCTS)));
    for (const query of queries.slice(0, 300)) index.list(query);
    const times: number[] = [];
    for (const query of queries) {
      const start = performance.now();
      index.list(query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(
      JSON.stringify({
        products: index.size,
        loadSeconds: Number(loadSeconds.toFixed(1)),
        copyRssMb: Number((after.rss - before.rss).toFixed(1)),
        copyHeapMb: Number((after.heap - before.heap).toFixed(1)),
        processRssMb: Number(after.rss.toFixed(0)),
        queries: times.length,
        meanMs: Number(mean.toFixed(2)),
        p50Ms: Number(quantile(times, 0.5).toFixed(2)),
        p99Ms: Number(quantile(times, 0.99).toFixed(2)),
      }),
    );
  } finally {
    await db.close();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
