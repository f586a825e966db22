import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_PICTURE_CACHE_DIR } from './picture-cache';
import { copyPreparedDatabase } from './prepared-database';

/**
 * The benches measure; the test suite only checks that they still run (issue 36): each on a small
 * catalogue for a second a scenario, with the figures it must print. Timing is never asserted.
 */
const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bench-runs-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * On a fresh clone the bench renders the catalogue's pictures to their widths first (the browser tests, which
 * share that cache, run later): about 60 s alone on 2 cores, and past 170 s beside the rest of the jest run.
 */
const BENCH_LIMIT_MS = 420_000;

const bench = (script: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
    timeout: BENCH_LIMIT_MS,
  });

it(
  'npm run bench loads the catalogue reads beside bare Fastify sending the same bytes, and writes its figures',
  async () => {
    const output = path.join(dir, 'latest.json');
    const { stdout } = await bench('bench/run.ts', {
      BENCH_ENGINES: 'embedded',
      BENCH_SCENARIOS: 'list,product',
      BENCH_PRODUCTS: '200',
      BENCH_USERS: '2',
      BENCH_SECONDS: '1',
      BENCH_CONNECTIONS: '2',
      BENCH_OUTPUT: output,
      // The tests' one cache of rendered picture widths (keyed by each picture's bytes): rendered once.
      PICTURE_CACHE_DIR: TEST_PICTURE_CACHE_DIR,
    });
    expect(stdout).toContain('baseline: bare Fastify hello-world');
    expect(stdout).toMatch(/the size of product's answer/);
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      engines: { engine: string; results: { scenario: string; requestsPerSecond: number }[]; sameBytes: unknown[] }[];
    };
    const [embedded] = report.engines;
    expect(embedded?.engine).toBe('embedded');
    expect(embedded?.results.map((result) => result.scenario)).toEqual(['list', 'product']);
    expect(embedded?.results.every((result) => result.requestsPerSecond > 0)).toBe(true);
    expect(embedded?.sameBytes).toHaveLength(2);
  },
  BENCH_LIMIT_MS + 10_000,
);

it(
  'npm run bench:render prices fresh renders of each page kind',
  async () => {
    // The bench's second run, on the data directory its first one filled: a copy of the prepared database with the
    // demo catalogue, instead of an initdb and every migration (about 9 s of CPU) that main.process's first start
    // already proves.
    const dataDir = path.join(dir, 'render');
    await copyPreparedDatabase(dataDir, { demoCatalogue: true });
    const { stdout } = await bench('bench/render-cpu.ts', {
      PRODUCTS: '100',
      REQUESTS: '5',
      WARMUP: '1',
      KINDS: 'product,list',
      DATA_DIR: dataDir,
    });
    expect(stdout).toMatch(/^\| product \| [\d.]+ \| [\d.]+ \|/m);
    expect(stdout).toMatch(/^\| list \| [\d.]+ \| [\d.]+ \|/m);
  },
  BENCH_LIMIT_MS + 10_000,
);
