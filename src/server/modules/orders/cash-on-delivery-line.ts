import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import type { Format } from '../../../universal/i18n/order-words';
import { formatPrice, toCents } from '../../../universal/pricing';
import type { Order } from '../../../universal/contracts/order';

/**
 * The mails' line about a cash-on-delivery order, in the reader's language: "To be paid on delivery:
 * $X" until it is delivered, then "Paid on delivery"; undefined for an order paid online.
 */
export function cashOnDeliveryLine(
  order: Pick<Order, 'paymentMethod' | 'status' | 'totalPrice'>,
  format: Format,
): string | undefined {
  const id = cashOnDeliveryText(order);
  return id && format({ id }, { amount: formatPrice(toCents(order.totalPrice)) });
}
