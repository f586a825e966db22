import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startNode } from './processes';
import { type LoadSetup, searchQuery, suggestQuery } from './scenarios';

/**
 * The SQL path's latency one request at a time (issue 36): the server started on an existing PostgreSQL
 * database with CATALOGUE_MAX_IN_MEMORY=0, then the bench's own query mix (bench/scenarios.ts: search +
 * filter + sort, and suggestions as typed), drawn from a fixed seed and without repeats so no answer
 * comes from the response cache, sent one after another; then, with BENCH_CONNECTIONS > 0, the same two
 * scenarios at that many connections beside a bare-Fastify baseline started in the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_million node --import tsx bench/sql-latency.ts
 *
 * The database is filled beforehand (`npm run catalogue -- generate 1000000` against it, or the bench's
 * prepareDatabase). SQL_LATENCY_QUERIES (300) queries of each kind; BENCH_SECONDS (8) per loaded scenario.
 */

const QUERIES = Number(process.env.SQL_LATENCY_QUERIES ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** The queries' own generator, seeded, so a run before a change and one after send the same queries. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function distinctQueries(make: () => string, count: number, seed: number): string[] {
  const random = Math.random;
  Math.random = seeded(seed);
  try {
    const found = new Set<string>();
    for (let tries = 0; found.size < count && tries < count * 20; tries += 1) found.add(make());
    return [...found];
  } finally {
    Math.random = random;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** What kind of query a path is: its search's shape and whether it filters. */
function queryKind(requestPath: string): string {
  const params = new URL(requestPath, 'http://x').searchParams;
  const text = params.get('search') ?? params.get('q') ?? '';
  const shape = /^item \d+$/.test(text) ? 'item number' : text.includes(' ') ? 'two words' : 'one word';
  if (params.has('q')) return shape;
  const filtered = ['category', 'minPrice', 'deals', 'minRating'].some((name) => params.has(name));
  return `${shape}, ${filtered ? 'filtered' : 'no filter'}`;
}

async function timeOneByOne(baseUrl: string, label: string, paths: readonly string[]): Promise<void> {
  const times: { ms: number; path: string }[] = [];
  for (const requestPath of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${requestPath}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${requestPath}: ${response.status}`);
    times.push({ ms: performance.now() - started, path: requestPath });
  }
  const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
  const f = (ms: number) => ms.toFixed(1);
  console.log(
    `${label}: ${times.length} one at a time: p50 ${f(percentile(sorted, 50))} ms, p95 ${f(percentile(sorted, 95))}, ` +
      `p99 ${f(percentile(sorted, 99))}, max ${f(sorted.at(-1) ?? NaN)} (load ${load()})`,
  );
  const classes = new Map<string, number[]>();
  for (const time of times) {
    const kind = queryKind(time.path);
    classes.set(kind, [...(classes.get(kind) ?? []), time.ms]);
  }
  for (const [kind, list] of [...classes.entries()].sort()) {
    const ordered = list.sort((a, b) => a - b);
    console.log(
      `  ${kind}: ${ordered.length}, p50 ${f(percentile(ordered, 50))} ms, p95 ${f(percentile(ordered, 95))}, p99 ${f(percentile(ordered, 99))}`,
    );
  }
  for (const slow of [...times].sort((a, b) => b.ms - a.ms).slice(0, 5))
    console.log(`  ${f(slow.ms)} ms ${decodeURIComponent(slow.path)}`);
}

function runLoad(
  setupFile: string,
  scenario: string,
): Promise<{ requestsPerSecond: number; p50: number; p99: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/load.ts', setupFile, scenario, String(CONNECTIONS), String(SECONDS)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as never)
        : reject(new Error(`load.ts ${scenario} exited with ${code}`)),
    );
  });
}

async function loaded(dir: string, setup: LoadSetup, scenario: string): Promise<void> {
  const file = path.join(dir, `setup-${scenario}.json`);
  writeFileSync(file, JSON.stringify(setup));
  const result = await runLoad(file, scenario);
  console.log(
    `${scenario} at ${CONNECTIONS} connections: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, ` +
      `p99 ${result.p99} ms (load ${load()})`,
  );
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL: the filled PostgreSQL database to measure');
  const dir = mkdtempSync(path.join(tmpdir(), 'sql-latency-'));
  const port = await freePort();
  const server = await startNode(
    'src/server/main.ts',
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      CATALOGUE_MAX_IN_MEMORY: '0',
    },
    port,
    '/api/health',
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const count = Number(
      ((await (await fetch(`${baseUrl}/catalog/products?limit=1`)).json()) as { total?: number }).total ?? 1_000_000,
    );
    console.log(`server up in ${server.startMs.toFixed(0)} ms on ${count} products (load ${load()})`);
    // Warm the pool and the JIT on queries the measured ones do not repeat.
    for (const warm of [
      ...distinctQueries(() => searchQuery(count), 30, 99),
      ...distinctQueries(() => suggestQuery(count), 30, 98),
    ])
      await fetch(`${baseUrl}${warm}`).then((response) => response.arrayBuffer());
    await timeOneByOne(
      baseUrl,
      'search + filter + sort',
      distinctQueries(() => searchQuery(count), QUERIES, 1),
    );
    await timeOneByOne(
      baseUrl,
      'suggestions, as typed',
      distinctQueries(() => suggestQuery(count), QUERIES, 2),
    );
    if (CONNECTIONS > 0) {
      const basePort = await freePort();
      const base = await startNode(
        'bench/baseline-server.ts',
        { ...process.env, PORT: String(basePort) },
        basePort,
        '/',
        { shop: false },
      );
      try {
        const setup = { baseUrl: `http://127.0.0.1:${basePort}`, productCount: 0, skus: [], users: [] };
        await loaded(dir, setup, 'baseline');
      } finally {
        await base.stop();
      }
      const setup: LoadSetup = { baseUrl, productCount: count, skus: [], users: [] };
      await loaded(dir, setup, 'search');
      await loaded(dir, setup, 'suggest');
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
