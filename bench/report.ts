/** The bench's one table, and the targets checked against it. */
import { type AccessLogCost, accessLogLine } from './access-log';

export interface ScenarioResult {
  scenario: string;
  label?: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  totalRequests: number;
  p50: number;
  p99: number;
  errors: number;
  statusCounts: Record<string, number>;
}

export interface EngineResult {
  /** postgresql-sql: PostgreSQL with the in-memory catalogue switched off (CATALOGUE_MAX_IN_MEMORY=0). */
  engine: 'embedded' | 'postgresql' | 'postgresql-sql';
  baseline: ScenarioResult;
  /**
   * Bare Fastify sending a body as large as a scenario's answer (a cached page compressed, a list page, a
   * product): each scenario's yardstick apart from the work the shop does to choose its bytes.
   */
  sameBytes?: SameBytes[];
  results: ScenarioResult[];
  rssMb: number | undefined;
  /** Of it, file-backed (Node's code and ICU data mapped from its binary). */
  rssFileMb?: number;
  startMs: number;
  warmMs: number;
  plan: string | undefined;
  products: number;
  accessLog?: AccessLogCost;
}

export interface SameBytes {
  scenario: string;
  bytes: number;
  result: ScenarioResult;
}

export interface Report {
  startedAt: string;
  machine: { cores: number; cpu: string | undefined; memoryGb: number; node: string };
  loadAverageBefore: string;
  loadAverageAfter: string;
  seconds: number;
  connections: number;
  engines: EngineResult[];
}

/** Checkout runs as pairs (add, then checkout): its orders are the 201 answers. */
export function ordersPerSecond(result: ScenarioResult): number {
  return (result.statusCounts['201'] ?? 0) / result.seconds;
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 10)).join(' | ');
}

const TABLE_WIDTHS = [10, 40, 5, 9, 7, 7, 6, 10, 16];

/** One row of the table: a load result and its throughput as a share of the engine's hello-world baseline. */
function resultRow(engine: EngineResult, label: string, result: ScenarioResult, note = ''): string {
  return row(
    [
      engine.engine,
      label,
      result.connections,
      result.requestsPerSecond.toFixed(0),
      result.p50,
      result.p99,
      result.errors,
      (result.requestsPerSecond / engine.baseline.requestsPerSecond).toFixed(2),
      note,
    ],
    TABLE_WIDTHS,
  );
}

export function tableLines(report: Report): string[] {
  const lines = [
    row(['engine', 'scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'x baseline', 'note'], TABLE_WIDTHS),
  ];
  lines.push(TABLE_WIDTHS.map((width) => '-'.repeat(width)).join('-|-'));
  for (const engine of report.engines) {
    lines.push(resultRow(engine, 'baseline: bare Fastify hello-world', engine.baseline));
    for (const same of engine.sameBytes ?? []) {
      const label = `baseline: bare Fastify, ${(same.bytes / 1024).toFixed(1)} KiB body`;
      lines.push(resultRow(engine, label, same.result, `the size of ${same.scenario}'s answer`));
    }
    for (const result of engine.results) {
      const note = result.scenario === 'checkout' ? `${ordersPerSecond(result).toFixed(0)} orders/s` : '';
      lines.push(resultRow(engine, result.label ?? result.scenario, result, note));
    }
  }
  return lines;
}

interface Check {
  target: string;
  met: boolean;
  figure: string;
}

/** "; 61% of bare Fastify sending the same 1.1 KiB", when the run measured that yardstick. */
function sameBytesFigure(engine: EngineResult, result: ScenarioResult): string {
  const same = engine.sameBytes?.find((yardstick) => yardstick.scenario === result.scenario);
  if (!same) return '';
  const ratio = result.requestsPerSecond / same.result.requestsPerSecond;
  return `; ${(ratio * 100).toFixed(0)}% of bare Fastify sending the same ${(same.bytes / 1024).toFixed(1)} KiB`;
}

export function targetChecks(report: Report): Check[] {
  const checks: Check[] = [];
  for (const engine of report.engines) {
    const base = engine.baseline.requestsPerSecond;
    const by = (name: string) => engine.results.find((result) => result.scenario === name);
    for (const name of ['list', 'product', 'categories']) {
      const result = by(name);
      if (!result) continue;
      const ratio = result.requestsPerSecond / base;
      checks.push({
        target: `${engine.engine}: ${name} >= 50% of baseline, p99 < 20 ms, 0 errors`,
        met: ratio >= 0.5 && result.p99 < 20 && result.errors === 0,
        figure:
          `${(ratio * 100).toFixed(0)}%, p99 ${result.p99} ms, ${result.errors} errors` +
          sameBytesFigure(engine, result),
      });
    }
    // Issue 14: cached rendered pages hold up against the baseline; a fresh render stays quick.
    const cached = by('page-cached');
    if (cached)
      checks.push({
        target: `${engine.engine}: cached product page HTML >= 30% of baseline, 0 errors`,
        met: cached.requestsPerSecond / base >= 0.3 && cached.errors === 0,
        figure:
          `${((cached.requestsPerSecond / base) * 100).toFixed(0)}%, ${cached.errors} errors` +
          sameBytesFigure(engine, cached),
      });
    for (const name of ['page-uncached', 'page-list'] as const) {
      const rendered = by(name);
      if (rendered)
        checks.push({
          target: `${engine.engine}: ${name} render p99 < 50 ms, 0 errors`,
          met: rendered.p99 < 50 && rendered.errors === 0,
          figure: `p99 ${rendered.p99} ms, ${rendered.errors} errors`,
        });
    }
    const search = by('search');
    if (search) {
      // Issue 15: 20 ms from the in-memory copy, 60 ms from SQL alone.
      const limit = engine.engine === 'postgresql-sql' ? 60 : 20;
      checks.push({
        target: `${engine.engine}: search p99 < ${limit} ms`,
        met: search.p99 < limit && search.errors === 0,
        figure: `p99 ${search.p99} ms, ${search.errors} errors`,
      });
    }
    if (engine.engine === 'postgresql') {
      const read = by('cart-read');
      const add = by('cart-add');
      const checkout = by('checkout');
      if (read)
        checks.push({
          target: 'postgresql: cart read >= 10% of baseline, 0 errors',
          met: read.requestsPerSecond / base >= 0.1 && read.errors === 0,
          figure: `${((read.requestsPerSecond / base) * 100).toFixed(1)}%, ${read.errors} errors`,
        });
      if (add)
        checks.push({
          target: 'postgresql: cart add >= 5% of baseline, 0 errors',
          met: add.requestsPerSecond / base >= 0.05 && add.errors === 0,
          figure: `${((add.requestsPerSecond / base) * 100).toFixed(1)}%, ${add.errors} errors`,
        });
      if (checkout)
        checks.push({
          target: 'postgresql: checkout >= 200 orders/s, 0 errors',
          met: ordersPerSecond(checkout) >= 200 && checkout.errors === 0,
          figure: `${ordersPerSecond(checkout).toFixed(0)} orders/s, ${checkout.errors} errors`,
        });
    }
    const suggest = by('suggest');
    if (suggest)
      checks.push({
        target: `${engine.engine}: suggestions p99 < 10 ms, 0 errors`,
        met: suggest.p99 < 10 && suggest.errors === 0,
        figure: `p99 ${suggest.p99} ms, ${suggest.errors} errors`,
      });
    if (engine.engine !== 'postgresql-sql') {
      const limit = engine.engine === 'embedded' ? 600 : 400;
      checks.push({
        target: `${engine.engine}: RSS after the full bench <= ${limit} MB`,
        met: (engine.rssMb ?? Infinity) <= limit,
        figure: `${engine.rssMb?.toFixed(0) ?? '?'} MB`,
      });
    }
    checks.push({
      target: `${engine.engine}: start to 200 from /api/health < 3 s`,
      met: engine.startMs < 3000,
      figure: `${(engine.startMs / 1000).toFixed(2)} s`,
    });
  }
  return checks;
}

export function printReport(report: Report): void {
  const { machine } = report;
  console.log('');
  console.log(
    `Storefront bench ${report.startedAt}: ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.cpu ?? ''}, Node ${machine.node}`,
  );
  console.log(
    `load average before ${report.loadAverageBefore}, after ${report.loadAverageAfter}; ${report.connections} connections, ${report.seconds} s a scenario`,
  );
  console.log('');
  for (const line of tableLines(report)) console.log(line);
  console.log('');
  for (const engine of report.engines) {
    console.log(
      `${engine.engine}: ${engine.products} products; start to 200 from /api/health ${(engine.startMs / 1000).toFixed(2)} s; catalogue in memory ${(engine.warmMs / 1000).toFixed(1)} s later; server RSS after the bench ${engine.rssMb?.toFixed(0) ?? '?'} MB (file-backed ${engine.rssFileMb?.toFixed(0) ?? '?'} MB)`,
    );
    if (engine.accessLog) console.log(accessLogLine(engine.engine, engine.accessLog));
    if (engine.plan)
      console.log(
        `${engine.engine}: plan of a rare-term search count over the catalogue:\n  ${engine.plan.split('\n').join('\n  ')}`,
      );
  }
  console.log('');
  console.log('Targets:');
  for (const check of targetChecks(report))
    console.log(`  ${check.met ? 'met    ' : 'NOT met'}  ${check.target}: ${check.figure}`);
}
