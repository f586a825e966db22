/**
 * Order rules both sides use: the lifecycle of spec §4, its one side exit (cancelled), and the order
 * number shoppers see. The server enforces the order of statuses; the browser draws its tabs and
 * timeline from it.
 */
import type { MessageId } from './i18n/messages';

/** The lifecycle, in the only order it may be walked. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
export type LifecycleStatus = (typeof ORDER_STATUSES)[number];

/** The side exit: a shopper cancels before the order ships. Nothing moves an order out of it. */
export const CANCELLED = 'cancelled';
export type OrderStatus = LifecycleStatus | typeof CANCELLED;

/** Every status an order can hold, for schemas, tabs and the CLI. */
export const ALL_ORDER_STATUSES: readonly OrderStatus[] = [...ORDER_STATUSES, CANCELLED];

/** A status chip's colour (MUI's palette roles; core names them without depending on MUI). */
export type StatusColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** How a status is named and coloured, and where it may go next: the one home of each status's look. */
export interface OrderStatusDescriptor {
  /** Its name's id, in the shop's catalog and the console's alike (each says it in its own words). */
  readonly text: MessageId;
  /** The shop's chip (filled; 'default' is drawn outlined). */
  readonly colour: StatusColour;
  /** The console's chip (always outlined): quieter, a cancelled order is grey there rather than red. */
  readonly staffColour: StatusColour;
  /** The statuses it may move to: the next step of the lifecycle, and cancellation before it ships. */
  readonly next: readonly OrderStatus[];
  /** Its step on the order page's timeline (spec §2 Order detail; the first is named for 'pending'). */
  readonly timeline: MessageId;
  /** The orders list's empty state on its tab (spec §2: 'No {status} orders'). */
  readonly empty: MessageId;
  /** The mail the buyer gets when an order reaches it; none for the shop's own steps. */
  readonly mail?: { readonly subject: MessageId; readonly body: MessageId };
}

/** Each status described once: the shop's order screens and the console's chips read them from here. */
export const ORDER_STATUS_DESCRIPTORS = {
  pending: {
    text: 'orders.status.pending',
    colour: 'warning',
    staffColour: 'warning',
    next: ['processing', CANCELLED],
    timeline: 'orders.timeline.pending',
    empty: 'orders.empty.pending',
  },
  processing: {
    text: 'orders.status.processing',
    colour: 'info',
    staffColour: 'info',
    next: ['shipped', CANCELLED],
    timeline: 'orders.timeline.processing',
    empty: 'orders.empty.processing',
  },
  shipped: {
    text: 'orders.status.shipped',
    colour: 'primary',
    staffColour: 'primary',
    next: ['delivered'],
    timeline: 'orders.timeline.shipped',
    empty: 'orders.empty.shipped',
    mail: { subject: 'mail.status.subject.shipped', body: 'mail.status.body.shipped' },
  },
  delivered: {
    text: 'orders.status.delivered',
    colour: 'success',
    staffColour: 'success',
    next: [],
    timeline: 'orders.timeline.delivered',
    empty: 'orders.empty.delivered',
    mail: { subject: 'mail.status.subject.delivered', body: 'mail.status.body.delivered' },
  },
  cancelled: {
    text: 'orders.status.cancelled',
    colour: 'error',
    staffColour: 'default',
    next: [],
    timeline: 'orders.timeline.cancelled',
    empty: 'orders.empty.cancelled',
    mail: { subject: 'mail.status.subject.cancelled', body: 'mail.status.body.cancelled' },
  },
} as const satisfies Readonly<Record<OrderStatus, OrderStatusDescriptor>>;

/** Before it ships, a shopper may cancel; after, it is a return. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ALL_ORDER_STATUSES.filter((status) =>
  (ORDER_STATUS_DESCRIPTORS[status].next as readonly OrderStatus[]).includes(CANCELLED),
);

/**
 * Groups of statuses the console's orders list filters by beside one status (issue 52), each what a
 * dashboard figure counts: not yet shipped ("waiting to ship") and every order but a cancelled one (the
 * orders a day's revenue sums).
 */
export const ORDER_STATUS_GROUPS = {
  unshipped: CANCELLABLE_STATUSES,
  notCancelled: ORDER_STATUSES,
} as const satisfies Readonly<Record<string, readonly OrderStatus[]>>;
export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;
// Pure: a bundle that does not use the names (the shop's) drops the call.
export const ORDER_STATUS_GROUP_NAMES = /* @__PURE__ */ Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[];

/** The statuses a filter of the orders list names: one status, or a group's. */
export const statusesOf = (filter: OrderStatus | OrderStatusGroup): readonly OrderStatus[] =>
  filter in ORDER_STATUS_GROUPS ? ORDER_STATUS_GROUPS[filter as OrderStatusGroup] : [filter as OrderStatus];

/** The lifecycle's next step from a status (cancellation aside), or none at its end. */
export function nextStep(status: OrderStatus): OrderStatus | undefined {
  return (ORDER_STATUS_DESCRIPTORS[status].next as readonly OrderStatus[]).find((next) => next !== CANCELLED);
}

/** An order takes tracking until it ships (shipping it), and again once shipped (a correction); never after. */
export const TAKES_TRACKING: readonly OrderStatus[] = [...CANCELLABLE_STATUSES, 'shipped'];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ALL_ORDER_STATUSES as readonly string[]).includes(value);
}

export function canCancel(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/** What shoppers call an order: the last 8 characters of its _id (spec §2 Orders list). */
export function orderNumber(id: string): string {
  return id.slice(-8);
}

/** Items can be returned this many days after delivery (the product page's "30-day returns"). */
export const RETURN_WINDOW_DAYS = 30;
