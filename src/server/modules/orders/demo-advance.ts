import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { orderStatusChanges } from './status-changes';
import { isDatabaseUnavailable } from '../../db/availability';

/** How often demo mode looks for orders that are due; a fraction of the shortest interval (1 minute). */
const SWEEP_EVERY_MS = 15_000;

/**
 * Demo mode (ORDER_DEMO_ADVANCE_MINUTES): moves each order one status on once it has sat in its
 * status that long, so a shopper can watch the timeline (and gets each status mail). Off unless configured. Safe with several
 * instances: each move is one conditional UPDATE. Returns the function that stops it.
 */
export function startDemoAdvance(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const minutes = ctx.config.orderDemoAdvanceMinutes;
  if (!minutes) return () => undefined;
  const changes = orderStatusChanges(ctx.db, ctx.config.publicUrl);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    changes
      .advanceDue(ctx.now(), minutes)
      .then((moved) => {
        if (moved > 0) log.info({ moved }, 'demo mode moved orders one status on');
      })
      .catch((error: unknown) => {
        // An outage is logged once (main.ts); the next sweep after it moves what is due.
        if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'demo mode could not move orders');
      })
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  log.info({ minutes }, 'order demo mode is on: orders move one status on every %d minutes', minutes);
  return () => clearInterval(timer);
}
