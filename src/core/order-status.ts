/**
 * Order rules both sides use: the lifecycle of spec §4, its one side exit (cancelled), and the order
 * number shoppers see. The server enforces the order of statuses; the browser draws its tabs and
 * timeline from it.
 */

/** The lifecycle, in the only order it may be walked. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
export type LifecycleStatus = (typeof ORDER_STATUSES)[number];

/** The side exit: a shopper cancels before the order ships. Nothing moves an order out of it. */
export const CANCELLED = 'cancelled';
export type OrderStatus = LifecycleStatus | typeof CANCELLED;

/** Every status an order can hold, for schemas, tabs and the CLI. */
export const ALL_ORDER_STATUSES: readonly OrderStatus[] = [...ORDER_STATUSES, CANCELLED];

/** Before it ships, a shopper may cancel; after, it is a return. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

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
