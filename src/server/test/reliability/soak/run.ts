import { randomBytes } from 'node:crypto';
import { createPrng } from '../fuzz/prng';
import { type LatencySummary, newRecorder, type Recorder, summarise } from './client';
import { runShopper, type ShopperMix, type ShopperRecord } from './shopper';

export interface SoakOptions {
  baseUrl: string;
  shoppers: number;
  durationMs: number;
  seed: number;
  /** Give each shopper its own X-Forwarded-For address (for a server started with TRUST_PROXY). */
  forwardedFor?: boolean;
  /** Sign-ups plus sign-ins allowed in the run; stays under the per-address limits by default. */
  signInBudget?: number;
  mix?: ShopperMix;
  stopped?: () => boolean;
  progress?: { orders: number };
}

export interface SoakLedger {
  shoppers: ShopperRecord[];
  recorder: Recorder;
  startedAt: number;
  finishedAt: number;
}

/** Many shoppers at once for a set time: browse, search, sign up and in, cart and wish list, check out. */
export async function runSoak(options: SoakOptions): Promise<SoakLedger> {
  const recorder = newRecorder();
  const run = randomBytes(3).toString('hex');
  const startedAt = Date.now();
  const deadline = startedAt + options.durationMs;
  const budget = { signIns: options.signInBudget ?? (options.forwardedFor ? Number.POSITIVE_INFINITY : 45) };
  const shoppers: ShopperRecord[] = Array.from({ length: options.shoppers }, (_, index) => ({
    email: `soak-${run}-${index}@example.com`,
    orders: [],
    unknownCheckouts: [],
    replays: [],
    cart: undefined,
    unexpected: [],
  }));
  await Promise.all(
    shoppers.map((record, index) =>
      runShopper(
        {
          baseUrl: options.baseUrl,
          recorder,
          prng: createPrng(options.seed + index),
          deadline,
          budget,
          mix: options.mix,
          stopped: options.stopped,
          progress: options.progress,
          ...(options.forwardedFor ? { address: `10.77.${index >> 8}.${index & 255}` } : {}),
        },
        record,
        index,
      ),
    ),
  );
  return { shoppers, recorder, startedAt, finishedAt: Date.now() };
}

export interface SoakSummary {
  seconds: number;
  shoppers: number;
  requests: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  serverErrors: number;
  failures: number;
  ordersAcknowledged: number;
  retriesReplayed: number;
  overall: LatencySummary;
  byKind: Record<string, LatencySummary>;
}

export function summariseSoak(ledger: SoakLedger): SoakSummary {
  const all = [...ledger.recorder.latencies.values()].flat();
  const seconds = (ledger.finishedAt - ledger.startedAt) / 1000;
  return {
    seconds: Math.round(seconds * 10) / 10,
    shoppers: ledger.shoppers.length,
    requests: all.length,
    requestsPerSecond: Math.round(all.length / Math.max(seconds, 0.001)),
    statuses: Object.fromEntries([...ledger.recorder.statuses].sort(([a], [b]) => a - b)),
    serverErrors: ledger.recorder.serverErrors.length,
    failures: ledger.recorder.failures.length,
    ordersAcknowledged: ledger.shoppers.reduce((sum, shopper) => sum + shopper.orders.length, 0),
    retriesReplayed: ledger.shoppers.reduce((sum, shopper) => sum + shopper.replays.length, 0),
    overall: summarise(all),
    byKind: Object.fromEntries([...ledger.recorder.latencies].map(([kind, list]) => [kind, summarise(list)])),
  };
}
