import type { AppContext } from './context';
import { EventDispatcher } from './events/dispatcher';
import { stockAlertSubscribers, stockEventSubscribers } from './modules/catalogue';
import { orderEventSubscribers } from './modules/orders';
import { returnEventSubscribers } from './modules/returns';
import { paymentEventSubscribers } from './modules/payments';

/**
 * Every subscriber of the shop's domain events (docs/decisions/0106), named here for main.ts and the
 * tests as shop-jobs.ts names the periodic jobs: the mails about orders, the catalogue following stock, the
 * back-in-stock mails.
 * The audit entries are not among them: each is written in its change's own transaction.
 */
export function shopEvents(ctx: Pick<AppContext, 'db' | 'now' | 'config' | 'tokenKeys'>): EventDispatcher {
  return new EventDispatcher(ctx.db, ctx.now, [
    ...orderEventSubscribers(ctx.config),
    ...returnEventSubscribers(ctx.config),
    ...stockEventSubscribers,
    ...stockAlertSubscribers({
      publicUrl: ctx.config.publicUrl,
      supportEmail: ctx.config.supportEmail,
      tokenKeys: ctx.tokenKeys,
      factor: ctx.config.stockAlertFactor,
      now: ctx.now,
    }),
    ...paymentEventSubscribers(ctx),
  ]);
}
