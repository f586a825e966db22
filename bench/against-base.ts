import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';
import { ordersPerSecond, type Report, type ScenarioResult } from './report';

/**
 * Issue 54's "no regression from this round's features": `npm run bench` in the round's base tree and in this
 * one, alternately (base, this, base, this…), so that each of this tree's runs has a base run minutes from it.
 *
 *   git worktree add --detach ../wt-base-491f468a 491f468a && (cd ../wt-base-491f468a && npm ci)
 *   node --import tsx bench/against-base.ts ../wt-base-491f468a
 *
 * 491f468a is round 4's base: the last commit before its first (60280f84). Knobs, passed to both runs:
 * BENCH_SCENARIOS (cart-add,checkout), BENCH_PRODUCTS (20000), BENCH_ENGINES (embedded, and postgresql when
 * BENCH_DATABASE_URL is set), AGAINST_BASE_PAIRS (2). Each figure is also read as a share of its own run's
 * bare-Fastify baseline, which moves with the machine's load as the shop does.
 */
const BASE_TREE = path.resolve(process.argv[2] ?? path.join(ROOT, '..', 'wt-base-491f468a'));
const PAIRS = Number(process.env.AGAINST_BASE_PAIRS ?? 2);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  BENCH_SCENARIOS: process.env.BENCH_SCENARIOS ?? 'cart-add,checkout',
  BENCH_PRODUCTS: process.env.BENCH_PRODUCTS ?? '20000',
  BENCH_ENGINES: process.env.BENCH_ENGINES ?? (process.env.BENCH_DATABASE_URL ? 'embedded,postgresql' : 'embedded'),
};

/** Each run's raw figures, kept per invocation: .tmp/bench/against-base/<start time>/{base,this}-<pair>.json. */
const OUTPUT_DIR = path.join(ROOT, '.tmp', 'bench', 'against-base', new Date().toISOString().replaceAll(':', '-'));

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function bench(tree: string, name: string): Report {
  const output = path.join(OUTPUT_DIR, `${name}.json`);
  const before = load();
  const run = spawnSync('npm', ['run', 'bench'], {
    cwd: tree,
    env: { ...env, BENCH_OUTPUT: output },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`npm run bench in ${tree} exited with ${run.status}`);
  console.log(`[against-base] ${name}: load ${before} → ${load()}`);
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

/** The figure the issue names: orders/s for checkout, requests/s otherwise. */
const figure = (result: ScenarioResult) =>
  result.scenario === 'checkout' ? ordersPerSecond(result) : result.requestsPerSecond;

function compare(base: Report, current: Report, pair: number): void {
  for (const engine of current.engines) {
    const baseEngine = base.engines.find((candidate) => candidate.engine === engine.engine);
    for (const result of engine.results) {
      const baseResult = baseEngine?.results.find((candidate) => candidate.scenario === result.scenario);
      if (!baseEngine || !baseResult) continue;
      const share = (value: number, yardstick: ScenarioResult) => value / yardstick.requestsPerSecond;
      const [was, now] = [figure(baseResult), figure(result)];
      const [wasShare, nowShare] = [share(was, baseEngine.baseline), share(now, engine.baseline)];
      console.log(
        `pair ${pair} ${engine.engine} ${result.scenario}: base ${was.toFixed(0)}/s (${wasShare.toFixed(4)} of bare, ` +
          `${baseResult.errors} errors), this ${now.toFixed(0)}/s (${nowShare.toFixed(4)}, ${result.errors} errors); ` +
          `this/base ${(now / was).toFixed(2)}, by shares ${(nowShare / wasShare).toFixed(2)}`,
      );
    }
  }
}

const reports: [Report, Report][] = [];
for (let pair = 1; pair <= PAIRS; pair++) reports.push([bench(BASE_TREE, `base-${pair}`), bench(ROOT, `this-${pair}`)]);
console.log(`[against-base] base ${BASE_TREE}; ${env.BENCH_PRODUCTS} products; ${env.BENCH_SCENARIOS}`);
reports.forEach(([base, current], index) => compare(base, current, index + 1));
