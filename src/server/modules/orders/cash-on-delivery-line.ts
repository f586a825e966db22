import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import type { Format } from '../../../universal/i18n/order-words';
import { orderMoney } from '../../../universal/i18n/money';
import type { Locale } from '../../../universal/i18n/locale';
import type { Order } from '../../../universal/contracts/order';

/**
 * The mails' line about a cash-on-delivery order, in the reader's language: "To be paid on delivery:
 * 3,407 ج.م." (the order's own currency) until it is delivered, then "Paid on delivery"; undefined for an order
 * paid online.
 */
export function cashOnDeliveryLine(
  order: Pick<Order, 'paymentMethod' | 'status' | 'totalPrice' | 'currency'>,
  format: Format,
  locale: Locale,
): string | undefined {
  const id = cashOnDeliveryText(order);
  return id && format({ id }, { amount: orderMoney(order, locale).major(order.totalPrice) });
}
