import { type EventSubscriber, subscriber } from '../../events/domain-events';
import { mailOrderBuyer, orderAt, type OrderMailKind } from '../orders';
import { regionsRepository } from '../regions';
import type { Queryable } from '../../db/database';
import type { MailSender } from '../../mail/mail-html';
import { CONTACT_RULES, knownCountry } from '../../../universal/validation/contact-rules';

/** The mail each return decision sends the shopper: every decision on their request is news to them. */
const DECISION_MAILS = {
  approved: 'returnApproved',
  rejected: 'returnRejected',
  refunded: 'returnRefunded',
} as const satisfies Record<string, OrderMailKind>;

/** The return address of the region delivering to a shipping address's country (its name, as checkout keeps it). */
async function returnAddressOf(tx: Queryable, country: string): Promise<string | undefined> {
  const known = knownCountry(country);
  return known && regionsRepository(tx).returnAddressFor(CONTACT_RULES[known].iso);
}

/**
 * The returns' side effects of their events (docs/decisions/0106): the shopper's mail of each decision.
 * The return decisions append `return.decided` in their transactions and queue no mail themselves.
 */
export function returnEventSubscribers(sender: MailSender): EventSubscriber[] {
  return [
    subscriber('return-decision-mail', 'return.decided', async (tx, { payload }) => {
      // A return is decided on a delivered order (returns.ts refuses any other).
      const order = await orderAt(tx, payload.orderId, 'delivered');
      // Approved: where to send the parcel, the region's return address (read now: the address of today).
      const returnAddress =
        payload.decision === 'approved' ? await returnAddressOf(tx, order.shippingAddress.country) : undefined;
      await mailOrderBuyer(tx, DECISION_MAILS[payload.decision], order, sender, {
        ...(payload.rejectionReason !== undefined && { rejectionReason: payload.rejectionReason }),
        ...(payload.refundCents !== undefined && { refundCents: payload.refundCents }),
        ...(payload.payout && { payout: payload.payout }),
        ...(returnAddress && { returnAddress }),
      });
    }),
  ];
}
