import type { Queryable } from '../db/database';
import type { PayoutNotice } from '../../universal/refund-payout';

/**
 * The shop's domain events (docs/decisions/0106) and what each carries: ids and the facts a subscriber
 * cannot read back later (the status moved from, a return's decision and its reason). A subscriber reads
 * the rest (the order, its buyer) when it handles the event.
 */
export interface DomainEvents {
  /** An order was placed (checkout committed it). */
  'order.placed': { orderId: string };
  /** An order moved from one status to another (the operator, demo mode, the shopper's cancellation). */
  'order.status-changed': { orderId: string; from: string; to: string };
  /** The operator decided on a return request: approved, rejected (with its reason) or refunded (with the amount). */
  'return.decided': {
    returnId: string;
    orderId: string;
    decision: 'approved' | 'rejected' | 'refunded';
    rejectionReason?: string;
    refundCents?: number;
    /** A cash-on-delivery refund: how staff sent the money, and the end of the number they sent it to. */
    payout?: PayoutNotice;
    /** An approval's order shipping the exchanged variants at no charge (a size exchange). */
    exchangeOrderId?: string;
  };
  /** Staff paid back part or all of an order, in the status it was then in (a return's refund is return.decided). */
  'order.refunded': {
    orderId: string;
    status: string;
    refundCents: number;
    payout?: PayoutNotice;
  };
  /** The provider's verified word made a card order paid (issue 51). */
  'order.paid': { orderId: string };
  /**
   * Staff refunded an order paid through a provider (`refundId`), or refunded a return of one (`returnId`): the
   * provider is to pay it back.
   */
  'refund.requested': { orderId: string } & ({ refundId: string } | { returnId: string });
  /** Staff corrected where an order goes, before it shipped: the shopper is told the address it now goes to. */
  'order.address-changed': { orderId: string };
  /** A payment arrived for an order already cancelled: it is refunded in full through its provider. */
  'payment.late': { orderId: string };
  /** Units on hand changed for these SKUs (checkout took them, a cancellation or a refund put them back). */
  'stock.changed': {
    skus: string[];
    /**
     * The units this change put on the shelf, by SKU (positive moves only): a cancellation's or a return's
     * restocked lines, a count that raised a variant by the difference. Absent on a sale, and on events
     * appended before back-in-stock alerts (issue 53), which then mail nobody: read it, never current stock.
     */
    returned?: { sku: string; quantity: number }[];
  };
}

export type DomainEventName = keyof DomainEvents;

/** One stored event, as a subscriber is handed it. */
export interface DomainEvent<Name extends DomainEventName = DomainEventName> {
  id: number;
  name: Name;
  aggregate: string;
  payload: DomainEvents[Name];
  createdAt: Date;
}

/** What an event is about: events of one aggregate reach each subscriber in the order they were appended. */
function aggregateOf<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): string {
  if (name === 'stock.changed') return 'stock';
  return `order:${(payload as { orderId: string }).orderId}`;
}

/** An event to append: its name and what it carries. */
export type NewEvent = { [Name in DomainEventName]: { name: Name; payload: DomainEvents[Name] } }[DomainEventName];

/**
 * Appends events inside the caller's transaction, in one statement and in the order given: they exist if and
 * only if the change they tell of was committed, and the dispatcher delivers them after that commit. Never call
 * it outside a transaction that makes the change.
 */
export async function appendEvents(tx: Queryable, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const params = events.flatMap(({ name, payload }) => [name, aggregateOf(name, payload), JSON.stringify(payload)]);
  const rows = events.map((_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3})`);
  await tx.query(`INSERT INTO domain_events (name, aggregate, payload) VALUES ${rows.join(', ')}`, params);
}

/** Appends one event inside the caller's transaction (see appendEvents). */
export async function appendEvent<Name extends DomainEventName>(
  tx: Queryable,
  name: Name,
  payload: DomainEvents[Name],
): Promise<void> {
  await appendEvents(tx, [{ name, payload } as NewEvent]);
}

/**
 * A side effect of an event. `handle` runs in a transaction of its own, which also records that this
 * subscriber handled the event: what it writes (a queued mail) commits once with that record, and a
 * throw rolls both back and the delivery is tried again later. Work outside the database (an in-memory
 * cache) must be safe to repeat: delivery is at least once.
 */
export interface EventSubscriber<Name extends DomainEventName = DomainEventName> {
  /** Unique in the shop, stored with each event it handled: never rename one that has run. */
  readonly name: string;
  readonly event: Name;
  handle(tx: Queryable, event: DomainEvent<Name>): Promise<void>;
  /**
   * Whether an event of its kind is for it at all, from the event alone (the same answer every time it is asked):
   * one it does not want is never handed to it and costs no transaction. Absent: every event is.
   */
  wants?(event: DomainEvent<Name>): boolean;
}

/** A subscriber, typed by the event it takes (a list of subscribers holds several kinds). */
export function subscriber<Name extends DomainEventName>(
  name: string,
  event: Name,
  handle: (tx: Queryable, event: DomainEvent<Name>) => Promise<void>,
  wants?: (event: DomainEvent<Name>) => boolean,
): EventSubscriber {
  return { name, event, handle, ...(wants && { wants }) } as unknown as EventSubscriber;
}
