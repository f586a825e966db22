import { Money } from '../../browser-kit/ui/Money';
import type { Locale } from '../../universal/i18n/locale';
import { formatMoney } from '../../universal/i18n/money';
import { toMinor } from '../../universal/settlement';

/**
 * An order's amounts are major units of the currency it charged in (order.currency, issue 50) and are shown as
 * charged: exactly in it, never converted into the shopper's display currency.
 */
export function OrderMoney({ amount, currency }: { amount: number; currency: string }) {
  return <Money cents={toMinor(amount, currency)} currency={currency} exact />;
}

/** The same as text (a message's value): the amount written exactly in the order's currency. */
export function orderAmountText(amount: number, currency: string, locale: Locale): string {
  return formatMoney(toMinor(amount, currency), currency, locale);
}

/** An order line's price for OrderLine: its unit price in minor units of the order's currency, exactly. */
export function orderLinePrice(item: { price: number }, currency: string) {
  return { unitCents: toMinor(item.price, currency), currency, exact: true };
}
