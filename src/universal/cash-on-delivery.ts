import type { CashOnDelivery, DeliveryTerms } from './delivery-terms';
import type { MessageId } from './i18n/messages';
import { CASH_ON_DELIVERY, type PaymentMethod } from './validation/checkout-schema';

/**
 * Cash on delivery (issue 34, decision 0078): the shopper pays the courier in cash when the order
 * arrives, where the shipping country's region allows it, for the region's fee. The rules both sides
 * use: what paying a way adds to an order, and what an order still asks of its shopper.
 */

/**
 * What paying by `method` adds to an order delivered on `terms`, in US cents: the region's
 * cash-on-delivery fee, nothing for a method paid online; undefined where the region takes no cash.
 */
export function paymentFeeCents(
  terms: Pick<DeliveryTerms, 'cashOnDelivery'>,
  method: PaymentMethod,
): number | undefined {
  return method === CASH_ON_DELIVERY ? terms.cashOnDelivery?.feeCents : 0;
}

/** Why cash on delivery is not taken for an order: its total is under the region's least, or over its most. */
export interface CashOnDeliveryLimit {
  kind: 'under' | 'over';
  /** The limit it broke, in minor units of the region's currency. */
  limitCents: number;
}

/**
 * Whether the region takes cash for an order of `totalCents` (the order's total with the fee in it: what the
 * courier collects): undefined when it does, else the limit it breaks. Checkout refuses such an order (400 on
 * its payment method), and the checkout page says so on the cash-on-delivery choice before the shopper picks it.
 */
export function cashOnDeliveryLimit(cod: CashOnDelivery, totalCents: number): CashOnDeliveryLimit | undefined {
  if (cod.minOrderCents !== undefined && totalCents < cod.minOrderCents)
    return { kind: 'under', limitCents: cod.minOrderCents };
  if (cod.maxOrderCents !== undefined && totalCents > cod.maxOrderCents)
    return { kind: 'over', limitCents: cod.maxOrderCents };
  return undefined;
}

/**
 * Where a cash-on-delivery order stands: 'due' until it is delivered (the courier takes the cash then),
 * 'paid' once it is. Undefined for an order paid online, and for one cancelled before delivery (nothing
 * is owed). Derived from the method and the status: no state of its own to keep in step.
 */
export function cashOnDeliveryState(order: { paymentMethod: string; status: string }): 'due' | 'paid' | undefined {
  if (order.paymentMethod !== CASH_ON_DELIVERY) return undefined;
  if (order.status === 'delivered') return 'paid';
  return order.status === 'cancelled' ? undefined : 'due';
}

/**
 * The line the order page, the success page and the mails write about a cash-on-delivery order: "To be
 * paid on delivery: {amount}" (the order's total; pass it as `amount`) until it is delivered, then "Paid
 * on delivery". Undefined for an order with nothing to say.
 */
export function cashOnDeliveryText(order: { paymentMethod: string; status: string }): MessageId | undefined {
  const state = cashOnDeliveryState(order);
  if (state === undefined) return undefined;
  return state === 'due' ? 'orders.cashOnDelivery.due' : 'orders.cashOnDelivery.paid';
}
