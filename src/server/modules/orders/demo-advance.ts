import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { orderStatusChanges } from './status-changes';
import type { PeriodicJob } from '../../jobs/periodic-job';

/** How often demo mode looks for orders that are due; a fraction of the shortest interval (1 minute). */
const SWEEP_EVERY_SECONDS = 15;

/**
 * Demo mode (ORDER_DEMO_ADVANCE_MINUTES): moves each order one status on once it has sat in its
 * status that long, so a shopper can watch the timeline (and gets each status mail). Off (undefined)
 * unless configured. A periodic job (src/server/jobs): one sweep per period across the instances, and a
 * repeated sweep moves nothing twice, since each move is one conditional UPDATE.
 */
export function demoAdvanceJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob | undefined {
  const minutes = ctx.config.orderDemoAdvanceMinutes;
  if (!minutes) return undefined;
  const changes = orderStatusChanges(ctx.db);
  log.info({ minutes }, 'order demo mode is on: orders move one status on every %d minutes', minutes);
  return {
    name: 'order-demo-advance',
    everySeconds: SWEEP_EVERY_SECONDS,
    async run() {
      const moved = await changes.advanceDue(ctx.now(), minutes);
      if (moved > 0) log.info({ moved }, 'demo mode moved orders one status on');
    },
  };
}
