import type { AppContext } from './context';
import { EventDispatcher } from './events/dispatcher';
import { stockEventSubscribers } from './modules/catalogue';
import { orderEventSubscribers } from './modules/orders';
import { returnEventSubscribers } from './modules/returns';
import { paymentEventSubscribers } from './modules/payments';

/**
 * Every subscriber of the shop's domain events (docs/decisions/0106), named here for main.ts and the
 * tests as shop-jobs.ts names the periodic jobs: the mails about orders, the catalogue following stock.
 * The audit entries are not among them: each is written in its change's own transaction.
 */
export function shopEvents(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): EventDispatcher {
  return new EventDispatcher(ctx.db, ctx.now, [
    ...orderEventSubscribers(ctx.config.publicUrl),
    ...returnEventSubscribers(ctx.config.publicUrl),
    ...stockEventSubscribers,
    ...paymentEventSubscribers(ctx),
  ]);
}
