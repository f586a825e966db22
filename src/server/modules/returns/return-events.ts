import { type EventSubscriber, subscriber } from '../../events/domain-events';
import { mailOrderBuyer, orderAt, type OrderMailKind, returnsRepository } from '../orders';
import type { MailSender } from '../../mail/mail-html';
import { exchangeLine } from '../../../universal/order-line-words';

/** The mail each return decision sends the shopper: every decision on their request is news to them. */
const DECISION_MAILS = {
  approved: 'returnApproved',
  rejected: 'returnRejected',
  refunded: 'returnRefunded',
} as const satisfies Record<string, OrderMailKind>;

/**
 * The returns' side effects of their events (docs/decisions/0106): the shopper's mail of each decision.
 * The return decisions append `return.decided` in their transactions and queue no mail themselves.
 */
export function returnEventSubscribers(sender: MailSender): EventSubscriber[] {
  return [
    subscriber('return-decision-mail', 'return.decided', async (tx, { payload }) => {
      // A return is decided on a delivered order (returns.ts refuses any other).
      const order = await orderAt(tx, payload.orderId, 'delivered');
      // Approved: where and how to send the parcel, as the approval kept it (the region's, and a pickup booked),
      // and the variants an exchange ships, as the request named them in every language.
      const request = payload.decision === 'approved' ? await returnsRepository(tx).get(payload.returnId) : undefined;
      const returnTo = request?.returnTo;
      const exchanged = (request?.items ?? []).flatMap((item) => {
        const line = exchangeLine(item);
        return line ? [{ ...line, quantity: item.quantity }] : [];
      });
      await mailOrderBuyer(tx, DECISION_MAILS[payload.decision], order, sender, {
        ...(payload.rejectionReason !== undefined && { rejectionReason: payload.rejectionReason }),
        ...(payload.refundCents !== undefined && { refundCents: payload.refundCents }),
        ...(payload.payout && { payout: payload.payout }),
        ...(returnTo?.address && { returnAddress: returnTo.address }),
        ...(returnTo?.instructions && { returnInstructions: returnTo.instructions }),
        ...(returnTo?.pickup && { pickupReference: returnTo.pickup.reference }),
        ...(payload.exchangeOrderId !== undefined && { exchangeOrderId: payload.exchangeOrderId, exchanged }),
      });
    }),
  ];
}
