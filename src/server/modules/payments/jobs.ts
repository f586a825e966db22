import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { subscriber } from '../../events/domain-events';
import { paymentRecords, providerRefunds } from '../orders';
import { anyProviderOn, paymentProviders } from './providers';
import { orderPayments } from './payments';
import { recheckPendingRefunds } from './refund-checks';

/**
 * The hold's sweep and reconciliation (issue 51): every minute, on one instance, each card order still unpaid
 * after PAYMENT_HOLD_MINUTES is asked of its provider once more and settled if it was paid, else cancelled
 * with its stock back on the shelf; and each refund the provider left pending is asked after. Off while no
 * provider is on.
 */
export function paymentHoldJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob | undefined {
  if (!anyProviderOn(ctx.config.payments)) return undefined;
  return {
    name: 'payment-hold',
    everySeconds: 60,
    async run() {
      const registry = await paymentProviders(ctx.config.payments);
      const payments = orderPayments(ctx.db, registry, ctx.config.publicUrl);
      const now = ctx.now();
      const { cancelled, settled, unanswered } = await payments.sweep(now);
      if (cancelled + settled > 0) log.info({ cancelled, settled }, 'swept card orders past their hold');
      if (unanswered > 0) log.warn({ unanswered }, 'payment providers did not answer for card orders past their hold');
      const refunds = await recheckPendingRefunds(ctx.db, registry, now);
      if (refunds.settled > 0) log.info({ settled: refunds.settled }, 'settled refunds the providers had left pending');
      if (refunds.unanswered > 0)
        log.warn({ unanswered: refunds.unanswered }, 'payment providers did not answer for pending refunds');
    },
  };
}

/**
 * Money back through the providers: staff's refunds, and a payment that arrived for an order already cancelled
 * (in full). Each carries its own idempotency key, so a redelivered event never refunds twice.
 */
export function paymentEventSubscribers(ctx: Pick<AppContext, 'db' | 'config'>) {
  const providerOf = async (tx: Queryable, orderId: string) => {
    const record = await paymentRecords(tx).find(orderId);
    const provider = record && (await paymentProviders(ctx.config.payments)).get(record.provider);
    if (!record?.reference || !provider) throw new Error(`order ${orderId}: no live provider holds its payment`);
    return { record, provider, reference: record.reference };
  };
  return [
    // Staff's refund of a provider's payment, or a return's, asked of the provider with its id as the idempotency key:
    // a redelivery (after a timeout, a restart) reaches the same refund, never a second one.
    subscriber('payment-refund', 'refund.requested', async (tx, event) => {
      const refunds = providerRefunds(tx);
      const refund = await refunds.find(event.payload);
      if (!refund || refund.state !== 'pending') return;
      const { provider, reference } = await providerOf(tx, refund.orderId);
      const answer = await provider.refund(reference, refund.amountCents, refund.idempotencyKey);
      await refunds.settle(refund.source, answer.state, answer.reference);
    }),
    subscriber('payment-late-refund', 'payment.late', async (tx, event) => {
      const { provider, record, reference } = await providerOf(tx, event.payload.orderId);
      await provider.refund(reference, record.amountMinor, `late-${record.orderId}`);
    }),
  ];
}
