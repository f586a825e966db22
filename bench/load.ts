import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type LoadSetup, scenarioRequests } from './scenarios';
import { skipResponseBodies } from './skip-response-bodies';

/**
 * The load generator, run as its own process so it never shares the server's event loop:
 * `node --import tsx bench/load.ts <setup.json> <scenario> <connections> <seconds>`; prints one JSON line.
 */
async function main(): Promise<void> {
  const [setupFile, scenario, connections, seconds] = process.argv.slice(2);
  if (!setupFile || !scenario) throw new Error('usage: load.ts <setup.json> <scenario> <connections> <seconds>');
  const setup = JSON.parse(readFileSync(setupFile, 'utf8')) as LoadSetup;
  const conns = Number(connections ?? 10);
  // Receiving bodies must not cost the generator; only checkout reads one (the cart version its add answers).
  if (scenario !== 'checkout') skipResponseBodies();
  const result = await autocannon({
    url: setup.baseUrl,
    connections: conns,
    duration: Number(seconds ?? 8),
    timeout: 10,
    requests: scenarioRequests(scenario, setup, conns) as autocannon.Request[],
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = Number(stat.count);
  console.log(
    JSON.stringify({
      scenario,
      connections: conns,
      seconds: result.duration,
      requestsPerSecond: result.requests.average,
      totalRequests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      statusCounts,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
