/** What the access lines cost the server (issue 16 asks the bench to record it). */
export interface AccessLogCost {
  scenario: string;
  /** Median req/s with LOG_LEVEL=info: one access line per request, written to stdout. */
  withLines: number;
  /** Median req/s with LOG_LEVEL=warn: no access lines. */
  without: number;
  /** Server time per request the line adds: 1/with − 1/without, in microseconds (one event loop). */
  microsPerRequest: number;
  rounds: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The same server on the same data, started with and without access lines in alternating rounds (so a
 * change in the machine's load falls on both), each warmed before it is measured.
 */
export async function measureAccessLogCost(
  scenario: string,
  start: (logLevel: 'info' | 'warn') => Promise<{ stop: () => Promise<void> }>,
  /** One load run; only its throughput is read (report.ts's ScenarioResult has it). */
  load: (warm: boolean) => Promise<{ requestsPerSecond: number }>,
  rounds = 2,
): Promise<AccessLogCost> {
  const rates: Record<'info' | 'warn', number[]> = { info: [], warn: [] };
  for (let round = 0; round < rounds; round++) {
    for (const level of ['warn', 'info'] as const) {
      const server = await start(level);
      try {
        await load(true);
        rates[level].push((await load(false)).requestsPerSecond);
      } finally {
        await server.stop();
      }
    }
  }
  const withLines = median(rates.info);
  const without = median(rates.warn);
  return { scenario, withLines, without, microsPerRequest: 1e6 / withLines - 1e6 / without, rounds };
}

export function accessLogLine(engine: string, cost: AccessLogCost): string {
  const share = (1 - cost.withLines / cost.without) * 100;
  return (
    `${engine}: access lines on ${cost.scenario}: ${cost.withLines.toFixed(0)} req/s with them, ` +
    `${cost.without.toFixed(0)} without (median of ${cost.rounds} rounds each): ` +
    `${cost.microsPerRequest.toFixed(1)} µs a request, ${share.toFixed(1)} % of the throughput`
  );
}
