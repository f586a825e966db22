import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureServerBuild, SERVER_ENTRY } from '../scripts/server-build';
import { ensureWebBuild } from '../scripts/web-build';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { type Prepared, prepareDatabase, searchPlan } from './prepare';
import { freePort, onCore, residentMb, ROOT, startNode } from './processes';
import { type BenchUser, cartSkus, type LoadSetup, warmPages } from './scenarios';
import { measureAccessLogCost } from './access-log';
import { type EngineResult, printReport, type SameBytes, type ScenarioResult } from './report';

/**
 * `npm run bench`: the production server under load from a separate process, against a bare
 * Fastify hello-world measured in the same run. Embedded database always; PostgreSQL too when
 * BENCH_DATABASE_URL (or DATABASE_URL) is set (a fresh database is created on it and dropped).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 200);
/**
 * BENCH_SERVER=.tmp/before/main.js: the server bundle to measure instead of dist-server/ (another tree's, built
 * with scripts/server-build.ts's bundleForNode), so a change and the tree before it are measured alike.
 */
const SERVER = process.env.BENCH_SERVER ? path.resolve(process.env.BENCH_SERVER) : SERVER_ENTRY;
/** Where the raw figures go (a test's short run writes elsewhere). */
const OUTPUT = path.resolve(ROOT, process.env.BENCH_OUTPUT ?? '.tmp/bench/latest.json');

export const SCENARIOS = [
  { name: 'list', label: 'GET /catalog/products?limit=24' },
  { name: 'product', label: 'GET /catalog/products/{id}, random ids' },
  { name: 'categories', label: 'GET /catalog/products/categories' },
  // Server-rendered pages (need the web build, dist/): cached HTML and fresh renders.
  { name: 'page-cached', label: 'GET /product/{id} HTML, 50 cached pages' },
  { name: 'page-uncached', label: 'GET /product/{id} HTML, random ids (rendered)' },
  { name: 'page-list', label: 'GET /products?page=N HTML, random pages (rendered)' },
  { name: 'search', label: 'list: search+filter+sort, varied' },
  { name: 'suggest', label: 'GET /catalog/suggest, as typed, varied' },
  { name: 'cart-add', label: 'POST /api/cart/add, 200 users' },
  { name: 'cart-read', label: 'GET /api/cart, 200 users' },
  { name: 'checkout', label: 'cart add + checkout pairs, 200 users' },
] as const;

/** BENCH_ENGINES=postgresql,postgresql-sql runs only those (all three by default; PostgreSQL ones need its URL). */
const ENGINES = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
const chosenEngine = (engine: EngineResult['engine']) => !ENGINES || ENGINES.includes(engine);

/** BENCH_SCENARIOS=page-cached,page-uncached runs only those (the baseline always runs). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
const chosenScenarios = () => SCENARIOS.filter((scenario) => !ONLY || ONLY.includes(scenario.name));

const log = (line: string) => console.log(`[bench] ${line}`);

function runLoad(setupFile: string, scenario: string, connections: number, seconds: number): Promise<ScenarioResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ...onCore('load', process.execPath, [
        '--import',
        'tsx',
        'bench/load.ts',
        setupFile,
        scenario,
        String(connections),
        String(seconds),
      ]),
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`load generator for ${scenario} exited with ${code}`));
      resolve(JSON.parse(line) as ScenarioResult);
    });
  });
}

function writeSetup(dir: string, setup: LoadSetup): string {
  const file = path.join(dir, `setup-${setup.baseUrl.split(':').pop()}.json`);
  writeFileSync(file, JSON.stringify(setup));
  return file;
}

/** The bare-Fastify yardstick: hello-world, or (bodyBytes) a fixed body of that size. */
async function baseline(dir: string, bodyBytes?: number): Promise<ScenarioResult> {
  const port = await freePort();
  const server = await startNode('bench/baseline-server.ts', { ...process.env, PORT: String(port) }, port, '/', {
    shop: false,
  });
  try {
    const file = writeSetup(dir, {
      baseUrl: `http://127.0.0.1:${port}`,
      productCount: 0,
      skus: [],
      users: [],
      bodyBytes,
    });
    return await runLoad(file, bodyBytes === undefined ? 'baseline' : 'baseline-bytes', CONNECTIONS, SECONDS);
  } finally {
    await server.stop();
  }
}

/** Waits until the catalogue answers from memory: a page deep into a name order costs a full sort in SQL. */
/** What a first visit downloads as HTML: the list page (its state script apart) and a product page. */
async function pageSizes(baseUrl: string): Promise<string> {
  const sizes: string[] = [];
  for (const page of ['/products', '/product/1']) {
    const html = await (await fetch(`${baseUrl}${page}`)).text();
    const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`;
    sizes.push(`${page} HTML ${kb(html)} (gzip ${(gzipSync(html).length / 1024).toFixed(1)} KiB), state ${kb(state)}`);
  }
  return sizes.join('; ');
}

/** The size of a list page's, a product's (mean of 20) and a cached page's answer, for the scenarios that ran. */
async function answerSizes(
  baseUrl: string,
  productCount: number,
  results: ScenarioResult[],
  pageBytes: number,
): Promise<Map<string, number>> {
  const ran = new Set(results.map((result) => result.scenario));
  const sizeOf = async (url: string) => (await (await fetch(`${baseUrl}${url}`)).arrayBuffer()).byteLength;
  const sizes = new Map<string, number>();
  if (ran.has('list')) sizes.set('list', await sizeOf('/catalog/products?limit=24'));
  if (ran.has('product')) {
    let total = 0;
    for (let i = 0; i < 20; i++)
      total += await sizeOf(`/catalog/products/${1 + Math.floor(Math.random() * productCount)}`);
    sizes.set('product', Math.round(total / 20));
  }
  if (ran.has('page-cached')) sizes.set('page-cached', pageBytes);
  return sizes;
}

async function waitForInMemoryCatalogue(baseUrl: string): Promise<number> {
  const started = performance.now();
  let fast = 0;
  while (fast < 3 && performance.now() - started < 180_000) {
    const before = performance.now();
    await fetch(`${baseUrl}/catalog/products?order=name-z-a&limit=1&offset=${Math.floor(PRODUCTS / 2)}`).then((r) =>
      r.arrayBuffer(),
    );
    fast = performance.now() - before < 15 ? fast + 1 : 0;
  }
  return performance.now() - started;
}

/** Sends one request per shopper, 10 at a time. */
async function forEachShopper(setup: LoadSetup, send: (user: BenchUser, index: number) => Promise<unknown>) {
  const queue = setup.users.map((user, index) => ({ user, index }));
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) await send(next.user, next.index);
    }),
  );
}

async function clearCarts(setup: LoadSetup): Promise<void> {
  await forEachShopper(setup, (user) =>
    fetch(`${setup.baseUrl}/api/cart/clear`, { method: 'DELETE', headers: { authorization: `Bearer ${user.token}` } }),
  );
}

/** Every shopper's cart holds its CART_LINES products, one of each: what cart-read reads. */
async function fillCarts(setup: LoadSetup): Promise<void> {
  await clearCarts(setup);
  await forEachShopper(setup, async (user, index) => {
    for (const sku of cartSkus(index, setup.skus)) {
      const response = await fetch(`${setup.baseUrl}/api/cart/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sku, quantity: 1 }),
      });
      if (!response.ok) throw new Error(`filling a cart answered ${response.status}`);
    }
  });
}

/** What the SQL-only engine runs: the catalogue reads that would otherwise come from memory. */
const SQL_ONLY_SCENARIOS = ['list', 'search', 'suggest'];

async function benchEngine(engine: EngineResult['engine'], dir: string, databaseUrl?: string): Promise<EngineResult> {
  const sqlOnly = engine === 'postgresql-sql';
  const scenarios = () =>
    chosenScenarios().filter((scenario) => !sqlOnly || SQL_ONLY_SCENARIOS.includes(scenario.name));
  const dataDir = path.join(dir, `data-${engine}`);
  mkdirSync(dataDir, { recursive: true });
  log(`${engine}: preparing ${PRODUCTS} products and ${USERS} shoppers...`);
  const tokenSecret = process.env.TOKEN_SECRET ?? randomBytes(32).toString('hex');
  const prepared: Prepared = await prepareDatabase({ dataDir, databaseUrl, tokenSecret }, PRODUCTS, USERS);
  log(`${engine}: ${prepared.productCount} products ready in ${prepared.seconds.toFixed(1)} s; baseline...`);
  const base = await baseline(dir);

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // No access lines while measuring; what they cost is measured apart (measureAccessLogCost).
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // As deployed: React, Redux Toolkit and Fastify's dependencies in their production builds.
    NODE_ENV: 'production',
    TOKEN_SECRET: tokenSecret,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (sqlOnly) env.CATALOGUE_MAX_IN_MEMORY = '0';
  const server = await startNode(SERVER, env, port, '/api/health');
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const warmMs = sqlOnly ? 0 : await waitForInMemoryCatalogue(baseUrl);
    log(
      `${engine}: answered /api/health after ${server.startMs.toFixed(0)} ms; catalogue in memory after ${(warmMs / 1000).toFixed(1)} s more`,
    );
    const setupFile = writeSetup(dir, {
      baseUrl,
      productCount: prepared.productCount,
      skus: prepared.skus,
      users: prepared.users,
    });
    for (const scenario of scenarios()) await runLoad(setupFile, scenario.name, CONNECTIONS, 1); // JIT and pools warm
    const pageBytes = await warmPages(baseUrl);
    log(`${engine}: ${await pageSizes(baseUrl)}`);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios()) {
      const shoppers: LoadSetup = {
        baseUrl,
        productCount: prepared.productCount,
        skus: prepared.skus,
        users: prepared.users,
      };
      if (scenario.name === 'cart-add' || scenario.name === 'checkout') await clearCarts(shoppers);
      if (scenario.name === 'cart-read') await fillCarts(shoppers);
      log(`${engine}: ${scenario.label}`);
      results.push({ ...(await runLoad(setupFile, scenario.name, CONNECTIONS, SECONDS)), label: scenario.label });
    }
    const resident = residentMb(server.child.pid);
    const answerBytes = await answerSizes(baseUrl, prepared.productCount, results, pageBytes);
    const plan = databaseUrl ? await searchPlan(databaseUrl) : undefined;
    await server.stop();
    // Issues 14 and 36: what sending each answer's bytes costs bare Fastify, apart from what the shop does to
    // choose them (the answer sizes were read before the server stopped).
    const sameBytes: SameBytes[] = [];
    for (const [scenario, bytes] of answerBytes)
      sameBytes.push({ scenario, bytes, result: await baseline(dir, bytes) });
    // Issue 16: the access lines operators rely on, priced on the cheapest read (where their share is largest).
    const accessLog =
      engine === 'embedded' && (!ONLY || ONLY.includes('access-log'))
        ? await measureAccessLogCost(
            'GET /catalog/products?limit=24',
            async (logLevel) => {
              const again = await startNode(SERVER, { ...env, LOG_LEVEL: logLevel }, port, '/api/health');
              await waitForInMemoryCatalogue(baseUrl);
              return again;
            },
            (warm) => runLoad(setupFile, 'list', CONNECTIONS, warm ? 1 : SECONDS),
          )
        : undefined;
    return {
      engine,
      baseline: base,
      sameBytes,
      results,
      rssMb: resident?.rss,
      rssFileMb: resident?.fileBacked,
      startMs: server.startMs,
      warmMs,
      plan,
      products: prepared.productCount,
      accessLog,
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  log(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, load average ${load}, Node ${process.version}`,
  );
  ensureWebBuild((line) => log(line));
  if (!process.env.BENCH_SERVER) await ensureServerBuild((line) => log(line));
  else log(`server: ${path.relative(ROOT, SERVER)}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const engines: EngineResult[] = [];
  try {
    if (chosenEngine('embedded')) engines.push(await benchEngine('embedded', dir));
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
    if (adminUrl) {
      // postgresql-sql (issue 15): the SQL path's own figures, as for a catalogue too large to hold in memory.
      for (const engine of ['postgresql', 'postgresql-sql'] as const) {
        if (!chosenEngine(engine)) continue;
        const database = await createScratchDatabase(adminUrl, 'bench');
        try {
          engines.push(await benchEngine(engine, dir, database.url));
        } finally {
          await database.drop();
        }
      }
    } else {
      log('BENCH_DATABASE_URL/DATABASE_URL not set: PostgreSQL skipped.');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const report = {
    startedAt: startedAt.toISOString(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    loadAverageBefore: load,
    loadAverageAfter: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    seconds: SECONDS,
    connections: CONNECTIONS,
    engines,
  };
  printReport(report);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, JSON.stringify(report, null, 2));
  log(`raw figures: ${path.relative(ROOT, OUTPUT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
