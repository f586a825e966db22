import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { AdminMessageId } from './load-messages';
import type { Currency } from '../../universal/i18n/money';
import { toMajor } from '../../universal/settlement';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * react-intl's message ids are typed as the shop's (src/universal/i18n/messages.ts declares them for the
 * whole program): the console's ids are checked against its own catalog (AdminMessageId) instead and
 * reach react-intl as its id type.
 */
type IntlId = NonNullable<Parameters<IntlShape['formatMessage']>[0]['id']>;

/** A console text by id: `id` is an AdminMessageId, or a string that is one (a rule's message). */
export const formatAdmin = (intl: IntlShape, id: string, values?: MessageValues): string =>
  intl.formatMessage({ id: id as IntlId }, values);

/** The console's texts by catalog id: an id missing from the English catalog does not compile. */
export function useT(): (id: AdminMessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => formatAdmin(intl, id, values), [intl]);
}

/** A fall written with the minus sign (U+2212) Intl leaves as a hyphen in English. */
const minusSign = (text: string) => text.replace('-', '\u2212');

/**
 * Dates and money as the console writes them, in the page's language (Latin digits in Arabic too). An amount
 * is in major units of its currency (US dollars unless named: an order's amounts are in its own currency);
 * `minor` takes minor units (a region's delivery prices, an order's charges).
 */
export function useFormats() {
  const intl = useIntl();
  const money = (amount: number, currency: Currency | string = 'USD') =>
    intl.formatNumber(amount, { style: 'currency', currency });
  return {
    dateTime: (value: string | number | Date) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (value: string | number | Date) => intl.formatDate(value, { dateStyle: 'medium' }),
    /** A calendar day ('2026-11-16', the shop's), as it is named, whatever the browser's time zone. */
    day: (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    money,
    minor: (amount: number, currency: Currency | string) => money(toMajor(amount, currency), currency),
    /** Sums in several currencies, each in its own, never added together: '$12.00 · EGP 340.00'; none: '0'. */
    amounts: (sums: readonly { currency: Currency; amount: number }[]) =>
      sums.length ? sums.map((sum) => money(sum.amount, sum.currency)).join(' · ') : intl.formatNumber(0),
    percent: (fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 2 }),
    /** A change, signed ('+3', '−2', '0'), in major units of `currency` when one is named. */
    change: (value: number, currency?: Currency) =>
      minusSign(
        intl.formatNumber(value, { signDisplay: 'exceptZero', ...(currency && { style: 'currency', currency }) }),
      ),
    /** A change in percent (33.3 is a third more), signed, to one decimal: '+33.3%', '−100%'. */
    changePercent: (percent: number) =>
      minusSign(
        intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      ),
    number: (value: number) => intl.formatNumber(value),
  };
}
