import { createRequire } from 'node:module';

/**
 * Stops autocannon from gathering each response body into a string. It does so for every response
 * (`body += chunk` in its pipelined-request queue) in case a request has an `onResponse`; only the
 * checkout scenario has one (it reads its cart add's small answer) and runs without this. Decoding a
 * compressed 14 KiB page as UTF-8 took 78 % of the load generator's CPU, so a page scenario measured the load generator: 5,100 cached pages/s with it, 33,000 without, against
 * the same server (docs/performance.md, run J). Throws when autocannon's internals have moved, so an
 * upgrade cannot quietly bring the cost back.
 */
export function skipResponseBodies(): void {
  const queue = createRequire(__filename)('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { addBody?: (data: Buffer) => void };
  };
  if (typeof queue.prototype.addBody !== 'function') {
    throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody: review bench/skip-response-bodies.ts');
  }
  queue.prototype.addBody = () => undefined;
}
