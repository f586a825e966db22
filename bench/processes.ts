import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MALLOC_ARENA_MAX, SERVER_NODE_FLAGS } from '../src/server/heap-policy';

export const ROOT = path.resolve(__dirname, '..');

/** Whether `port` can be listened on at the loopback address now. */
function listens(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/** BENCH_PORTS=3400-3449: the bench's servers take ports from that range only (a machine shared with others). */
const PORT_RANGE = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = Number(PORT_RANGE?.[1]);

/** A free loopback port: the next free one of BENCH_PORTS, else one asked of the kernel. */
export async function freePort(): Promise<number> {
  if (!PORT_RANGE) {
    const port = await listens(0);
    if (port === undefined) throw new Error('no port');
    return port;
  }
  const [first, last] = [Number(PORT_RANGE[1]), Number(PORT_RANGE[2])];
  for (let tried = 0; tried <= last - first; tried++) {
    const port = nextInRange;
    nextInRange = port >= last ? first : port + 1;
    if ((await listens(port)) !== undefined) return port;
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

/**
 * BENCH_PIN=1: the measured servers (the shop and its bare-Fastify yardstick) run on the first core and the
 * load generator on the last (taskset), so each side's cost is its own and neither takes the other's core.
 * Without it the scheduler mixes the three over every core, as on a real machine.
 */
const PIN = process.env.BENCH_PIN === '1';
export type CoreRole = 'server' | 'load';

/** `command args` as spawned, on its role's core when BENCH_PIN is set. */
export function onCore(role: CoreRole, command: string, args: string[]): [string, string[]] {
  if (!PIN) return [command, args];
  const cores = availableParallelism();
  return ['taskset', ['-c', String(role === 'server' ? 0 : cores - 1), command, ...args]];
}

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from `readyPath`. */
  startMs: number;
  stop: () => Promise<void>;
}

/**
 * Spawns `node <script>` (a built .js file, as deployed) or `node --import tsx <script>` (a .ts one) and
 * waits for a 200 from `readyPath`; stderr is passed through.
 */
export async function startNode(
  script: string,
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  { shop = true }: { shop?: boolean } = {},
): Promise<Started> {
  const started = performance.now();
  // BENCH_NODE_ARGS: extra flags for the measured processes, e.g. --cpu-prof --cpu-prof-dir=.tmp/prof.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The shop's server starts with its V8 flags, as `npm start` runs it; a bare yardstick without them.
  const flags = shop ? SERVER_NODE_FLAGS : [];
  const args = [
    ...flags,
    ...extra,
    ...(script.endsWith('.js') ? ['--enable-source-maps', script] : ['--import', 'tsx', script]),
  ];
  const child = spawn(...onCore('server', process.execPath, args), {
    cwd: ROOT,
    // As `npm start` runs the shop.
    env: { MALLOC_ARENA_MAX, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`${script} exited before it answered`);
    if (Date.now() > deadline) throw new Error(`${script} did not answer ${readyPath} within 120 s`);
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
    });
  return { child, startMs, stop };
}

/**
 * Resident memory of a process in MB (Linux /proc): all of it, and the part that is file-backed (Node's
 * own code and ICU data, mapped from its binary; the rest is the heap, native allocations and stacks).
 */
export function residentMb(pid: number | undefined): { rss: number; fileBacked: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
    const rss = field('VmRSS');
    return Number.isNaN(rss) ? undefined : { rss, fileBacked: field('RssFile') };
  } catch {
    return undefined;
  }
}
