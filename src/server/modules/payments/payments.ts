import type { Database } from '../../db/database';
import { conflict, HttpError } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { PaymentStart } from '../../../universal/contracts/payments';
import { type Order, type OrderPaymentState, UNPAID_PAYMENT_STATES } from '../../../universal/contracts/order';
import { CANCELLED, orderNumber } from '../../../universal/order-status';
import { type OrderViewer, ordersRepository, orderNotFound, orderStatusChanges, paymentRecords } from '../orders';
import type { PaymentRecord } from '../orders';
import type { PaymentProvider } from './provider';
import type { ProviderRegistry } from './providers';
import { applyProviderWord, type SettleOutcome } from './settle';
import { providerMethodOf } from '../../../universal/payment-providers';

export const NOT_PAYABLE =
  'This order can no longer be paid: it is paid already, cancelled, or its time to pay ran out.';
export const PROVIDER_UNAVAILABLE =
  'Card payments are not available right now. Nothing was charged: please try again in a little while.';

/** The states in which the shopper may (still, or again) pay. */
const PAYABLE: readonly OrderPaymentState[] = ['awaiting', 'failed'];
const HOLD_RAN_OUT = 'Not paid within its hold: cancelled, stock back on the shelf.';
/** How long past its hold the sweep keeps asking a provider that does not answer before it cancels anyway. */
const GIVE_UP_ASKING_MS = 24 * 60 * 60_000;

const notPayable = () => conflict(NOT_PAYABLE, ERROR_CODES.PAYMENT_NOT_PAYABLE);
const providerUnavailable = () =>
  new HttpError(503, PROVIDER_UNAVAILABLE, { code: ERROR_CODES.PAYMENT_PROVIDER_UNAVAILABLE });

/** The order's provider, live now; a provider whose keys were taken away since answers 503. */
function providerOf(registry: ProviderRegistry, record: PaymentRecord): PaymentProvider {
  const provider = registry.get(record.provider);
  if (!provider) throw providerUnavailable();
  return provider;
}

/**
 * An order's payment through its provider (issue 51): starting (or starting again) the shopper's payment,
 * asking the provider on the shopper's return, and the hold's sweep. Provider calls are made outside any
 * transaction; what they answer is applied in one that locks the order (settle.ts).
 */
export function orderPayments(db: Database, registry: ProviderRegistry, publicUrl: string) {
  /**
   * The order and its payment as its viewer may reach them: someone else's order, or one without a payment, is
   * not found.
   */
  async function recordFor(viewer: OrderViewer, orderId: string): Promise<{ order: Order; record: PaymentRecord }> {
    const order = await ordersRepository(db).getFor(viewer, orderId);
    const record = order && (await paymentRecords(db).find(orderId));
    if (!order || !record) throw orderNotFound();
    return { order, record };
  }

  /** Asks the provider where the payment stands and applies it; the state it is in after. */
  async function refresh(
    record: PaymentRecord,
    now: Date,
  ): Promise<{ state: OrderPaymentState; outcome?: SettleOutcome }> {
    if (record.reference === null) return { state: record.state };
    const word = await providerOf(registry, record).lookUp(record.reference);
    return db.transaction(async (tx) => {
      const locked = await paymentRecords(tx).lock(record.orderId);
      if (!locked) throw orderNotFound();
      const outcome = await applyProviderWord(tx, locked, word, now);
      const after = await paymentRecords(tx).find(record.orderId);
      return { state: after?.state ?? locked.state, outcome };
    });
  }

  return {
    /**
     * What the browser needs to take the order's payment: the provider makes it once per order (its idempotency),
     * so a reload or "Try again" reaches the same payment. Refused once paid, cancelled, under review or past the hold.
     */
    async start(viewer: OrderViewer, orderId: string, now: Date): Promise<PaymentStart> {
      const { order, record } = await recordFor(viewer, orderId);
      const payable = PAYABLE.includes(record.state) && record.status !== CANCELLED;
      if (!payable || record.holdUntil.getTime() <= now.getTime()) throw notPayable();
      const provider = providerOf(registry, record);
      let created;
      try {
        created = await provider.createPayment({
          orderId,
          orderNumber: orderNumber(orderId),
          amountMinor: record.amountMinor,
          currency: record.currency,
          customer: order.user,
          returnUrl: `${publicUrl}/order-success?order=${orderId}`,
          // Paymob's wallet integration for a mobile-wallet order, its card one for the rest.
          method: providerMethodOf(record.method),
        });
      } catch (error) {
        throw Object.assign(providerUnavailable(), { cause: error });
      }
      if (created.action.kind === 'none') throw providerUnavailable();
      if (created.reference !== record.reference) await paymentRecords(db).setReference(orderId, created.reference);
      return { provider: record.provider, action: created.action };
    },

    /** On the shopper's return: the provider's word on the payment, applied, and where it stands now. */
    async status(viewer: OrderViewer, orderId: string, now: Date): Promise<{ state: OrderPaymentState }> {
      const { record } = await recordFor(viewer, orderId);
      if (record.state === 'paid' || record.state === 'cancelled' || record.state === 'review')
        return { state: record.state };
      try {
        return { state: (await refresh(record, now)).state };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw Object.assign(providerUnavailable(), { cause: error });
      }
    },

    /**
     * The hold's sweep (a periodic job, once across instances): each order still unpaid after its hold is asked
     * of its provider once more (reconciliation) and settled if it was paid, else cancelled with its stock put
     * back. A provider that cannot answer leaves the order for the next sweep, for up to a day past its hold: a
     * payment it made meanwhile must not be cancelled under it. Answers what it did.
     */
    async sweep(now: Date, batch = 50): Promise<{ cancelled: number; settled: number; unanswered: number }> {
      let cancelled = 0;
      let settled = 0;
      let unanswered = 0;
      for (const orderId of await paymentRecords(db).pastHold(now, batch)) {
        const record = await paymentRecords(db).find(orderId);
        if (!record) continue;
        let after;
        try {
          after = await refresh(record, now);
        } catch {
          const givenUp = now.getTime() - record.holdUntil.getTime() >= GIVE_UP_ASKING_MS;
          // Its keys were taken away, or it has not answered for a day: the order gives its stock back.
          if (registry.has(record.provider) && !givenUp) {
            unanswered += 1;
            continue;
          }
        }
        if (after?.state === 'paid' || after?.state === 'review') {
          settled += 1;
          continue;
        }
        // Not paid at the provider: the order gives its stock back. A payment that lands after this is refunded
        // (settle.ts, payment.late).
        const result = await orderStatusChanges(db)
          .cancel(orderId, undefined, now, async (tx, { before }) => {
            // As it stood once locked: a payment that landed since keeps its order.
            if (!before.payment || !(UNPAID_PAYMENT_STATES as readonly string[]).includes(before.payment.state))
              throw new PaidMeanwhile();
            await paymentRecords(tx).setState(orderId, 'cancelled', now, HOLD_RAN_OUT);
          })
          .catch((error: unknown) => {
            if (error instanceof PaidMeanwhile) return undefined;
            throw error;
          });
        if (result?.ok) cancelled += 1;
      }
      return { cancelled, settled, unanswered };
    },
  };
}

/** The payment moved while the sweep was cancelling its order: the cancellation rolls back. */
class PaidMeanwhile extends Error {}
