import type { MessageId } from '../../universal/i18n/messages';
import type { ReturnReason, ReturnStatus } from '../../universal/return-rules';
import { isOrderStatus, ORDER_STATUS_DESCRIPTORS, type OrderStatus } from '../../universal/order-status';

/**
 * The catalog ids of order timelines, empty lists and return statuses (a status's own name is in its
 * descriptor, universal/order-status.ts; the words for delivery and payment: universal/i18n/order-words).
 */

/** Spec §2 Order detail: the four steps, the first named for the 'pending' status; a cancelled order ends in its own. */
export const TIMELINE_TEXT: Readonly<Record<OrderStatus, MessageId>> = {
  pending: 'orders.timeline.pending',
  processing: 'orders.timeline.processing',
  shipped: 'orders.timeline.shipped',
  delivered: 'orders.timeline.delivered',
  cancelled: 'orders.timeline.cancelled',
};

/** Spec §2: 'No orders yet' for all, 'No {status} orders' for a status tab. */
export const EMPTY_ORDERS_TEXT: Readonly<Record<'all' | OrderStatus, MessageId>> = {
  all: 'orders.empty.all',
  pending: 'orders.empty.pending',
  processing: 'orders.empty.processing',
  shipped: 'orders.empty.shipped',
  delivered: 'orders.empty.delivered',
  cancelled: 'orders.empty.cancelled',
};

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
