import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { postgresOnly, unmatchedEmbeddedPatterns } from './embedded-engine-tests';
import { NEXT_NODE, NEXT_NODE_TESTS, nextNodeJestArgs } from './next-node-tests';
import { StepTimes } from './step-times';

/**
 * `npm test`: formatting check, lint, type check, unit/component/server tests on the embedded database or,
 * when TEST_DATABASE_URL is set, the server tests that reach a database on PostgreSQL (and those bound to
 * the embedded engine on both: scripts/embedded-engine-tests.ts), then the
 * browser tests, then the unit and server tests again on Node.js 24. Work that does not depend on other work runs side by side, so both cores of a CI machine
 * are busy (docs/decisions/0067-ci-time.md): the checks beside the production build the browser tests
 * use, and every jest test, on either database, in one jest run with a worker per core.
 */

interface Step {
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const ROOT = path.resolve(__dirname, '..');
/** Every step's time, printed as a table when `npm test` ends, passed or failed (and handed to `.ci/run`'s). */
const stepTimes = new StepTimes(process.env.CI_STEP_TIMES);
process.on('exit', () => stepTimes.print());
const seconds = (since: number): string => `${Math.round((Date.now() - since) / 1000)} s`;

function failed(title: string, code: number | string | null): never {
  console.error(`\n${title} failed (exit code ${code}).`);
  process.exit(typeof code === 'number' && code !== 0 ? code : 1);
}

/** Runs a step in this terminal; `npm test` stops with its exit code if it fails. */
function run({ title, command, args, env }: Step): void {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.record(title, started, result.status === 0);
  if (result.status !== 0) failed(title, result.status ?? result.signal);
  console.log(`=== ${title}: passed in ${seconds(started)} ===`);
}

/** Runs a step with its output held, then prints the output whole; answers whether it passed. */
function runHeld({ title, command, args, env }: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      stepTimes.record(title, started, code === 0);
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      if (code === 0) console.log(`=== ${title}: passed in ${seconds(started)} ===`);
      else console.error(`\n${title} failed (exit code ${code ?? signal}).`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs lanes side by side, the steps of each lane one after another (a lane stops at its first failure).
 * Each step's output is printed whole when it ends, so the log reads as if the steps had run in turn.
 */
async function sideBySide(lanes: Step[][]): Promise<void> {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) if (!(await runHeld(step))) return false;
      return true;
    }),
  );
  if (results.includes(false)) process.exit(1);
}

/** The files under src/server that pick the database a test runs on (test-database.ts and a few process tests). */
function readersOfTheEngine(dir = path.join(ROOT, 'src/server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readersOfTheEngine(full);
    return /\.tsx?$/.test(entry.name) && readFileSync(full, 'utf8').includes('TEST_DB_ENGINE') ? [full] : [];
  });
}

/**
 * The server test files that reach a database: those that, themselves or through what they import (jest's
 * own dependency graph), read TEST_DB_ENGINE. The others (token signing, spelling, configuration parsing …)
 * run the same code whatever the database, so a second run on PostgreSQL would prove nothing new.
 */
function databaseTests(): string[] {
  const listed = spawnSync(
    'npx',
    ['jest', '--selectProjects', 'server', '--listTests', '--json', '--findRelatedTests', ...readersOfTheEngine()],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (listed.status !== 0) failed('Listing the server tests that reach a database', listed.status ?? listed.signal);
  return (JSON.parse(listed.stdout) as string[]).sort();
}

/** The CPU time all cores spent busy, and in all, so far. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/**
 * A jest worker for each core that other work leaves free, measured over 3 s before jest starts: each test
 * file then has about a core to itself, as in a run in band on an idle machine, which is what the tests'
 * time limits allow for. On a CI machine (idle) that is a worker per core. Where other work already keeps
 * the cores busy, one worker: a second one there made screen tests and server start-ups miss their limits
 * (30 s for a screen test, 60 s for a server to answer, at load 17-20 on 2 cores).
 */
async function jestWorkers(): Promise<number> {
  const cores = availableParallelism();
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = cpuTimes();
  const busyCores = ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * cores;
  const workers = Math.max(1, cores - Math.round(busyCores));
  console.log(`\n${busyCores.toFixed(1)} of ${cores} cores busy with other work: ${workers} jest worker(s).`);
  return workers;
}

const npx = 'npx';

async function main(): Promise<void> {
  // `npm run test:node24`: that pass alone.
  if (process.argv.includes('--next-node-only')) return nextNodePass();
  await sideBySide([
    [
      { title: 'Formatting (Prettier)', command: npx, args: ['prettier', '--check', '--log-level', 'warn', '.'] },
      {
        title: 'Lint (ESLint: boundaries, cycles, hooks, no hex colours in components)',
        command: npx,
        args: ['eslint', '--max-warnings', '0', '.'],
      },
    ],
    [
      // What the browser tests serve, built here beside the checks (each is skipped when already current).
      { title: 'Production build of the web app', command: npx, args: ['tsx', 'scripts/web-build.ts'] },
      { title: 'Production build of the server', command: npx, args: ['tsx', 'scripts/server-build.ts'] },
      { title: 'Type check', command: npx, args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
    ],
  ]);

  const onPostgres = process.env.TEST_DATABASE_URL ? databaseTests() : [];
  const leftToPostgres = postgresOnly(onPostgres);
  if (onPostgres.length === 0) {
    console.log('\nTEST_DATABASE_URL is not set: the server tests run on the embedded database only.');
  } else {
    const unmatched = unmatchedEmbeddedPatterns(onPostgres);
    if (unmatched.length > 0) {
      console.error(`No database test file matches ${unmatched.join(', ')}.`);
      failed('Listing the embedded-engine tests', 1);
    }
    console.log(
      `\n${onPostgres.length} server test files reach a database: they run on PostgreSQL, and ` +
        `${onPostgres.length - leftToPostgres.length} of them on the embedded database too ` +
        '(scripts/embedded-engine-tests.ts).',
    );
  }
  run({
    title: onPostgres.length
      ? 'Unit, component and server tests, the database ones on PostgreSQL (and the engine-bound ones embedded)'
      : 'Unit, component and server tests (embedded database)',
    command: npx,
    args: ['jest', '--ci', `--maxWorkers=${await jestWorkers()}`],
    env: {
      TEST_DB_ENGINE: 'pglite',
      ...(onPostgres.length
        ? { TEST_ON_POSTGRES: JSON.stringify(onPostgres), TEST_POSTGRES_ONLY: JSON.stringify(leftToPostgres) }
        : {}),
    },
  });
  run({ title: 'Browser tests', command: npx, args: ['playwright', 'test'] });
  // The shop also runs on the current Node.js LTS: the tests that exercise what a Node major changes run
  // again on Node 24, taken from the npm registry's `node` package (scripts/next-node-tests.ts; decisions
  // 0067 and 0087). The shop's own rules and the screens behave alike on any Node, so they run once.
  await nextNodePass();
}

async function nextNodePass(): Promise<void> {
  const nextNodeFiles = nextNodeTestFiles();
  run({
    title: `Runtime tests (${nextNodeFiles} files, embedded database) on Node.js ${NEXT_NODE}`,
    command: npx,
    args: [
      '--yes',
      '--package',
      `node@${NEXT_NODE}`,
      '--',
      'node',
      'node_modules/jest/bin/jest.js',
      '--ci',
      `--maxWorkers=${await jestWorkers()}`,
      ...nextNodeJestArgs(),
    ],
    env: { TEST_DB_ENGINE: 'pglite' },
  });
}

/**
 * How many test files the Node 24 pass runs; fails when a pattern of the list matches none, so that a
 * renamed or removed test cannot quietly drop a runtime surface out of that pass.
 */
function nextNodeTestFiles(): number {
  const listed = spawnSync('npx', ['jest', '--listTests', '--json', ...nextNodeJestArgs()], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (listed.status !== 0) failed('Listing the Node.js 24 tests', listed.status ?? listed.signal);
  const files = JSON.parse(listed.stdout) as string[];
  const unmatched = NEXT_NODE_TESTS.filter(({ pattern }) => !files.some((file) => new RegExp(pattern).test(file)));
  if (unmatched.length > 0) {
    console.error(`No test file matches ${unmatched.map((t) => `${t.pattern} (${t.covers})`).join(', ')}.`);
    failed('Listing the Node.js 24 tests', 1);
  }
  return files.length;
}

void main();
