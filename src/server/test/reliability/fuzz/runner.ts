import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../harness';
import { changedTables, FIXED_TABLES, snapshot } from '../db-snapshot';
import type { EndpointBase } from './bases';
import type { FuzzCase } from './cases';

/** Stack frames, SQL and source paths: none may reach a client. */
export const LEAK_PATTERN =
  /at \w+ \(|\bSELECT |\bINSERT |\bUPDATE \w+ SET|DELETE FROM|syntax error|node_modules|\.ts:\d+|duplicate key|violates/;

export const REQUEST_TIMEOUT_MS = 10_000;

export interface FuzzStats {
  cases: number;
  rejected: number;
  accepted: number;
  byStatus: Record<string, number>;
  /** Cases that wrote (or may have) and so were checked against a fresh snapshot. */
  snapshots: number;
  problems: string[];
}

export const emptyStats = (): FuzzStats => ({
  cases: 0,
  rejected: 0,
  accepted: 0,
  byStatus: {},
  snapshots: 0,
  problems: [],
});

const uniqueIp = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * Fresh attempt counters: the suite is about what validation does with bad input, and the account
 * endpoints' limits would otherwise turn most cases into 429s (their own tests cover them).
 */
export function resetRateLimits(t: TestApp): void {
  t.ctx.rateLimiter.reset();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function prototypePolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    Object.getOwnPropertyNames(Object.prototype).some((name) => name === 'polluted') || probe.polluted !== undefined
  );
}

/** What is wrong with an answer, or undefined when it is acceptable. */
function judge(
  fuzzCase: FuzzCase,
  status: number,
  type: string,
  body: string,
  staticFile: boolean,
  location: string | undefined,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  // A link a browser follows (the cart reminder's) answers a redirect to one of the shop's own pages.
  if (status >= 300 && status < 400 && fuzzCase.expect !== 'reject') {
    return location?.startsWith('/') && !location.startsWith('//') ? undefined : `redirects off the shop (${location})`;
  }
  if (fuzzCase.expect === 'reject' && (status < 400 || status >= 500))
    return `accepted (${status}) what must be refused`;
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `error answer is not JSON (${type})`;
    }
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message === '') return 'error answer has no message';
    if (LEAK_PATTERN.test(body)) return `error answer leaks internals: ${body.slice(0, 160)}`;
  } else if (!staticFile && !type.includes('application/json')) {
    return `answer is not JSON (${type})`;
  }
  return undefined;
}

/**
 * Notices every statement that could write (anything but a SELECT, and any transaction) made
 * through the app's database object, so a snapshot is only taken when something may have changed:
 * most refused requests never get past validation or only read the session's user.
 */
function watchWrites(db: TestApp['db']) {
  const original = { query: db.query, exec: db.exec, transaction: db.transaction };
  let wrote = false;
  const mutable = db as { -readonly [K in keyof typeof db]: (typeof db)[K] };
  mutable.query = ((sql: string, params?: unknown[]) => {
    if (!/^\s*SELECT\b/i.test(sql)) wrote = true;
    return original.query.call(db, sql, params);
  }) as typeof db.query;
  mutable.exec = (sql) => {
    wrote = true;
    return original.exec.call(db, sql);
  };
  mutable.transaction = ((work) => {
    wrote = true;
    return original.transaction.call(db, work);
  }) as typeof db.transaction;
  return {
    takeWrote: () => {
      const value = wrote;
      wrote = false;
      return value;
    },
    restore: () => Object.assign(mutable, original),
  };
}

/**
 * Runs one endpoint's cases in order against the in-process app. After every case: the answer is
 * judged, Object.prototype is checked, and a refused request must have left every table as it was.
 */
export async function runEndpointCases(
  t: TestApp,
  base: EndpointBase,
  cases: FuzzCase[],
  stats: FuzzStats,
  staticFile: boolean,
) {
  const fixedBefore = await snapshot(t.db, 'all');
  let baseline = await snapshot(t.db);
  const writes = watchWrites(t.db);
  try {
    for (const fuzzCase of cases) {
      resetRateLimits(t);
      await base.before?.();
      if (writes.takeWrote()) baseline = await snapshot(t.db);
      const request = fuzzCase.build(base);
      const answer = await withTimeout(
        t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          remoteAddress: uniqueIp(),
        }),
        REQUEST_TIMEOUT_MS,
      );
      stats.cases += 1;
      const where = `${fuzzCase.endpoint} | ${fuzzCase.label}`;
      if (answer === 'timeout') {
        stats.problems.push(`${where} | no answer within ${REQUEST_TIMEOUT_MS} ms`);
        continue;
      }
      const status = answer.statusCode;
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      if (status >= 400) stats.rejected += 1;
      else stats.accepted += 1;
      const location = answer.headers.location;
      const problem = judge(
        fuzzCase,
        status,
        String(answer.headers['content-type'] ?? ''),
        answer.body,
        staticFile,
        typeof location === 'string' ? location : undefined,
      );
      if (problem) stats.problems.push(`${where} | ${problem} | ${answer.body.slice(0, 160)}`);
      if (prototypePolluted()) stats.problems.push(`${where} | Object.prototype was polluted`);
      if (writes.takeWrote()) {
        const after = await snapshot(t.db);
        stats.snapshots += 1;
        if (status >= 400) {
          const changed = changedTables(baseline, after);
          if (changed.length > 0)
            stats.problems.push(`${where} | refused with ${status} but changed ${changed.join(', ')}`);
        }
        baseline = after;
      }
      if (base.afterAccepted && status < 300 && String(answer.headers['content-type']).includes('json')) {
        base.afterAccepted(answer.json(), request.sent);
      }
    }
  } finally {
    writes.restore();
  }
  const fixedAfter = await snapshot(t.db, 'all');
  const fixedChanged = changedTables(fixedBefore, fixedAfter).filter((name) =>
    FIXED_TABLES.some((table) => name.startsWith(`${table} `)),
  );
  if (fixedChanged.length > 0) stats.problems.push(`${cases[0]?.endpoint} | changed ${fixedChanged.join(', ')}`);
}
