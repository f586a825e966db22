import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { subscriber } from '../../events/domain-events';
import { paymentRecords } from '../orders';
import { paymentProviders } from './providers';
import { orderPayments } from './payments';

/**
 * The hold's sweep and reconciliation (issue 51): every minute, on one instance, each card order still unpaid
 * after PAYMENT_HOLD_MINUTES is asked of its provider once more and settled if it was paid, else cancelled
 * with its stock back on the shelf. Off while no provider is on.
 */
export function paymentHoldJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob | undefined {
  const registry = paymentProviders(ctx.config.payments);
  if (registry.size === 0) return undefined;
  const payments = orderPayments(ctx.db, registry, ctx.config.publicUrl);
  return {
    name: 'payment-hold',
    everySeconds: 60,
    async run() {
      const { cancelled, settled } = await payments.sweep(ctx.now());
      if (cancelled + settled > 0) log.info({ cancelled, settled }, 'swept card orders past their hold');
    },
  };
}

/**
 * A payment that arrived for an order already cancelled goes back in full through its provider, with the
 * order's id as the refund's idempotency key, so a redelivered event never refunds twice.
 */
export function paymentEventSubscribers(ctx: Pick<AppContext, 'db' | 'config'>) {
  return [
    subscriber('payment-late-refund', 'payment.late', async (tx, event) => {
      const record = await paymentRecords(tx).find(event.payload.orderId);
      const provider = record && paymentProviders(ctx.config.payments).get(record.provider);
      if (!record?.reference || !provider)
        throw new Error(`late payment of ${event.payload.orderId}: no provider to refund it`);
      await provider.refund(record.reference, record.amountMinor, `late-${record.orderId}`);
    }),
  ];
}
