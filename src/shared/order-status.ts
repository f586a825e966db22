/**
 * Order rules both sides use: the lifecycle of spec §4 and the order number shoppers see.
 * The server enforces the order of statuses; the browser draws its tabs and timeline from it.
 */

/** The lifecycle, in the only order it may be walked. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Forward moves only; skipping ahead (pending → shipped) is allowed, going back or standing still is not. */
export function canAdvance(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
}

export function nextStatus(status: OrderStatus): OrderStatus | undefined {
  return ORDER_STATUSES[ORDER_STATUSES.indexOf(status) + 1];
}

/** What shoppers call an order: the last 8 characters of its _id (spec §2 Orders list). */
export function orderNumber(id: string): string {
  return id.slice(-8);
}
