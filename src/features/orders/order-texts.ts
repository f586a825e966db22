import type { MessageId } from '../../universal/i18n/messages';
import type { ReturnReason, ReturnStatus } from '../../universal/return-rules';
import { isOrderStatus, ORDER_STATUS_DESCRIPTORS, type OrderStatus } from '../../universal/order-status';

/**
 * The catalog ids of return reasons and statuses (a status's own name, timeline step and empty list are in
 * its descriptor, universal/order-status.ts; the words for delivery and payment: universal/i18n/order-words).
 */

/** Spec §2: 'No orders yet' for all, 'No {status} orders' for a status tab (its descriptor's). */
export function emptyOrdersText(filter: 'all' | OrderStatus): MessageId {
  return filter === 'all' ? 'orders.empty.all' : ORDER_STATUS_DESCRIPTORS[filter].empty;
}

export const RETURN_REASON_TEXT: Readonly<Record<ReturnReason, MessageId>> = {
  damaged: 'orders.return.reason.damaged',
  'wrong-item': 'orders.return.reason.wrong-item',
  'not-as-described': 'orders.return.reason.not-as-described',
  'no-longer-needed': 'orders.return.reason.no-longer-needed',
  other: 'orders.return.reason.other',
};

/** A return's state, and what happens next, as the shopper reads them. */
export const RETURN_STATUS_TEXT: Readonly<Record<ReturnStatus, { label: MessageId; next: MessageId }>> = {
  requested: { label: 'orders.return.status.requested', next: 'orders.return.next.requested' },
  approved: { label: 'orders.return.status.approved', next: 'orders.return.next.approved' },
  refunded: { label: 'orders.return.status.refunded', next: 'orders.return.next.refunded' },
  rejected: { label: 'orders.return.status.rejected', next: 'orders.return.next.rejected' },
};

import type { Format } from '../../universal/i18n/order-words';

/** A status as shoppers read it; one the shop does not know is shown as sent ('on-hold' → 'On-hold'), never hidden (spec §4). */
export function statusText(status: string, format: Format): string {
  if (isOrderStatus(status)) return format({ id: ORDER_STATUS_DESCRIPTORS[status].text });
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : format({ id: 'orders.status.unknown' });
}
