import type { Database, Queryable } from '../../db/database';
import { appendEvent } from '../../events/domain-events';
import { CANCELLED } from '../../../universal/order-status';
import { UNPAID_PAYMENT_STATES } from '../../../universal/contracts/order';
import { type PaymentRecord, paymentRecords, providerRefunds } from '../orders';
import type { PaymentProviderName, ProviderEvent, ProviderPayment, ProviderRefund } from './provider';

/**
 * What the shop makes of a provider's word about a payment (issue 51, decision 0112). It moves an order's
 * payment only forward: awaiting → processing → paid, a failure payable again until the hold ends; paid is
 * final (refunds are their own records). A word whose amount or currency is not the order's moves nothing
 * and marks the order for review. Each runs in a transaction that locks the order first.
 */
export type SettleOutcome = 'applied' | 'ignored' | 'review' | 'unknown' | 'duplicate';

/** The states from which each word of the provider moves the payment, and where to. */
const MOVES: Record<ProviderPayment['state'], { from: readonly string[]; to: PaymentRecord['state'] } | undefined> = {
  paid: { from: UNPAID_PAYMENT_STATES, to: 'paid' },
  processing: { from: ['awaiting', 'failed'], to: 'processing' },
  failed: { from: ['awaiting', 'processing'], to: 'failed' },
  // Made again by the shopper's "Try again", or called off at the provider: the hold's sweep decides.
  awaiting: undefined,
  cancelled: undefined,
};

export const LATE_PAYMENT_NOTE = 'Paid after the order was cancelled: the payment is being refunded in full.';

/** Applies what the provider says of the order's payment, in the caller's transaction (the order locked). */
export async function applyProviderWord(
  tx: Queryable,
  record: PaymentRecord,
  payment: ProviderPayment,
  now: Date,
): Promise<SettleOutcome> {
  const records = paymentRecords(tx);
  if (payment.amountMinor !== record.amountMinor || payment.currency !== record.currency) {
    const note = `The provider reported ${payment.amountMinor} ${payment.currency} (minor units); the order is ${record.amountMinor} ${record.currency}.`;
    // A paid order stays paid; anything else waits for staff, and nothing is taken as paid.
    await records.setState(record.orderId, record.state === 'paid' ? 'paid' : 'review', now, note);
    return 'review';
  }
  // Paid for an order that is no longer there to fulfil (the hold ran out, the shopper cancelled): the money
  // goes back, by the payment.late event's subscriber, once.
  if (payment.state === 'paid' && (record.status === CANCELLED || record.state === 'cancelled')) {
    if (record.state === 'paid') return 'ignored';
    await records.setState(record.orderId, 'paid', now, LATE_PAYMENT_NOTE);
    await appendEvent(tx, 'payment.late', { orderId: record.orderId });
    return 'applied';
  }
  const move = MOVES[payment.state];
  if (!move || !move.from.includes(record.state)) return 'ignored';
  await records.setState(record.orderId, move.to, now, payment.failure);
  if (move.to === 'paid') await appendEvent(tx, 'order.paid', { orderId: record.orderId });
  return 'applied';
}

/**
 * A webhook's or callback's event, applied once by its id (the first delivery records it; a repeat, even a
 * concurrent one, waits for that record and finds it): to the order its payment names, or to the refund it tells of.
 */
export function applyProviderEvent(
  db: Database,
  provider: PaymentProviderName,
  event: ProviderEvent,
  now: Date,
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query<{ event_id: string }>(
      `INSERT INTO payment_events (provider, event_id, type, outcome, received_at) VALUES ($1, $2, $3, 'unknown', $4)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [provider, event.id, event.type, now],
    );
    if (!fresh) return 'duplicate';
    const { outcome, orderId } =
      'refund' in event
        ? await applyRefundWord(tx, provider, event.refund)
        : await applyPaymentEvent(tx, provider, event.payment, now);
    await tx.query('UPDATE payment_events SET outcome = $3, order_id = $4 WHERE provider = $1 AND event_id = $2', [
      provider,
      event.id,
      outcome,
      orderId ?? null,
    ]);
    return outcome;
  });
}

type Applied = { outcome: SettleOutcome; orderId?: string };

async function applyPaymentEvent(
  tx: Queryable,
  provider: PaymentProviderName,
  payment: ProviderPayment,
  now: Date,
): Promise<Applied> {
  const records = paymentRecords(tx);
  const record =
    (await records.lockByReference(provider, payment.reference)) ??
    (payment.orderId === undefined ? undefined : await records.lock(payment.orderId));
  if (!record || record.provider !== provider)
    return { outcome: 'unknown', ...(record && { orderId: record.orderId }) };
  return { outcome: await applyProviderWord(tx, record, payment, now), orderId: record.orderId };
}

/**
 * The provider's word on a refund it had left pending (Stripe's refund.updated): kept once it succeeded or failed.
 * Only a pending refund moves, so a late or repeated word never undoes a settled one.
 */
async function applyRefundWord(tx: Queryable, provider: PaymentProviderName, refund: ProviderRefund): Promise<Applied> {
  const refunds = providerRefunds(tx);
  const known = await refunds.findByReference(provider, refund.reference);
  if (!known) return { outcome: 'unknown' };
  if (known.state !== 'pending' || refund.state === 'pending') return { outcome: 'ignored', orderId: known.orderId };
  await refunds.settle(known.source, refund.state, refund.reference);
  return { outcome: 'applied', orderId: known.orderId };
}
