import { intlLocaleOf } from './intl-locale';
import { directionOf, type Locale } from './locale';
import { toMajor, toMinor } from '../settlement';

/** The currencies a shopper can see prices in (profile preference and header picker). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'EGP'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The shop charges in US dollars (spec); every other currency is a converted, approximate display. */
export const CHARGE_CURRENCY = 'USD' satisfies Currency;

/** Units of each currency per US dollar, as the operator set them (GET /catalog/rates). */
export type ExchangeRates = Readonly<Partial<Record<Currency, number>>>;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The rounding rule for converted amounts, decided here once: the exact product of US cents and the
 * rate, rounded half away from zero to the display currency's cent (all four have two decimals).
 * Converting each line and each total separately may differ by a cent from summing converted lines;
 * every converted figure is marked approximate, and the dollar amounts stay the exact ones.
 */
export function convertCents(usdCents: number, rate: number): number {
  const exact = Number((usdCents * rate).toPrecision(12));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface DisplayedMoney {
  text: string;
  /** True when converted from dollars with an exchange rate: shown as "≈ …". */
  approximate: boolean;
  currency: Currency;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: Currency): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;

/**
 * The formatted amount. On a right-to-left page a Latin currency sign ('US$', '€') is isolated as a
 * left-to-right unit: otherwise its trailing '$' takes the page's direction and reads '$US'.
 */
function format(amount: number, locale: Locale, currency: Currency): string {
  const formatter = formatterFor(locale, currency);
  if (directionOf(locale) === 'ltr') return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && /[A-Za-z$€£]/.test(part.value) ? LTR_ISOLATE(part.value) : part.value))
    .join('');
}

/** An amount in US cents as the shopper reads it: their language's format, in their currency when a rate is known. */
export function displayMoney(
  usdCents: number,
  locale: Locale,
  currency: Currency,
  rates: ExchangeRates,
): DisplayedMoney {
  const rate = rates[currency];
  if (currency === CHARGE_CURRENCY || rate === undefined) {
    return {
      text: format(usdCents / 100, locale, CHARGE_CURRENCY),
      approximate: false,
      currency: CHARGE_CURRENCY,
    };
  }
  return {
    text: format(convertCents(usdCents, rate) / 100, locale, currency),
    approximate: true,
    currency,
  };
}

/**
 * An amount charged in a currency (an order's, in its minor units) as the reader reads it: their language's
 * format, in that currency exactly, never converted (issue 50). Mails, receipts and order screens say it.
 */
export function formatCharged(minor: number, currency: string, locale: Locale): string {
  return format(toMajor(minor, currency), locale, currency as Currency);
}

/** An order's amounts as its reader reads them: `major` for the API's figures (totalPrice, item price), `minor` for charges. */
export function orderMoney(order: { currency: string }, locale: Locale) {
  const minor = (amount: number) => formatCharged(amount, order.currency, locale);
  return { minor, major: (amount: number) => minor(toMinor(amount, order.currency)) };
}

/** A currency's name in the reader's language ("Egyptian pound", "جنيه مصري"), as Intl names it. */
export function currencyName(currency: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'currency' }).of(currency) ?? currency;
}
