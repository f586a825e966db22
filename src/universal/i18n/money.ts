import { intlLocaleOf } from './intl-locale';
import { directionOf, type Locale } from './locale';

/** The currencies a shopper can see prices in (profile preference and header picker). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'EGP'] as const;
export type Currency = (typeof CURRENCIES)[number];
/**
 * The catalogue's own currency (its prices are US dollars) and the one orders placed before issue 50 were
 * charged in. A shopper is charged in their region's settlement currency (universal/settlement.ts).
 */
export const CHARGE_CURRENCY = 'USD' satisfies Currency;

/** Units of each currency per US dollar, as the operator set them (GET /catalog/rates). */
export type ExchangeRates = Readonly<Partial<Record<Currency, number>>>;

const exponents = new Map<string, number>();

/** Digits after the decimal point in the currency's minor unit (2 for USD, EGP, GBP, EUR), as Intl gives them. */
export function minorExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** An amount in a currency's minor units as a number of its major units (for display and the API's dollars-like fields). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorExponent(currency);
}

/** A major-unit amount (as the API answers it) back to integer minor units, without float drift. */
export function toMinor(major: number, currency: string): number {
  const exact = Number((major * 10 ** minorExponent(currency)).toPrecision(12));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The rounding rule for displayed conversions, decided here once: the exact product of minor units and the
 * rate, rounded half away from zero to the display currency's minor unit. Converting each line and each
 * total separately may differ by a cent from summing converted lines; every converted figure is marked
 * approximate, and the amounts in the currency charged stay the exact ones. (What is charged is never
 * converted for display: it is priced by universal/settlement.ts.)
 */
export function convertCents(usdCents: number, rate: number): number {
  const exact = Number((usdCents * rate).toPrecision(12));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface DisplayedMoney {
  text: string;
  /** True when converted from the amount's currency with exchange rates: shown as "≈ …". */
  approximate: boolean;
  /** ISO 4217: the amount's own, or the display currency it was converted to. */
  currency: string;
}

/** Units of a currency per US dollar: 1 for the dollar itself, the operator's rate otherwise (undefined: none). */
function unitsPerUsd(currency: string, rates: ExchangeRates): number | undefined {
  return currency === CHARGE_CURRENCY ? 1 : isCurrency(currency) ? rates[currency] : undefined;
}

/**
 * An amount in one currency's minor units in another's, at the cross rate of the two (rates are units per
 * US dollar), rounded as convertCents rounds; undefined while either rate is unknown. For display only:
 * what is charged is priced by the settlement rules, never converted from another currency.
 */
export function crossConvert(minor: number, from: string, to: string, rates: ExchangeRates): number | undefined {
  const fromRate = unitsPerUsd(from, rates);
  const toRate = unitsPerUsd(to, rates);
  if (fromRate === undefined || toRate === undefined) return undefined;
  const scale = 10 ** (minorExponent(to) - minorExponent(from));
  return convertCents(minor * scale, toRate / fromRate);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: string): Intl.NumberFormat {
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
function format(amount: number, locale: Locale, currency: string): string {
  const formatter = formatterFor(locale, currency);
  if (directionOf(locale) === 'ltr') return formatter.format(amount);
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && /[A-Za-z$€£]/.test(part.value) ? LTR_ISOLATE(part.value) : part.value))
    .join('');
}

/** An amount in a currency's minor units, written exactly in it in the shopper's language (orders, receipts). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return format(toMajor(minor, currency), locale, currency);
}

/**
 * An amount (minor units of `amountCurrency`) as the shopper reads it: exact when they display that currency
 * (or no rate is known to convert it), else in their display currency at the cross rate, marked approximate.
 */
export function displayAmount(
  minor: number,
  amountCurrency: string,
  locale: Locale,
  displayCurrency: Currency,
  rates: ExchangeRates,
): DisplayedMoney {
  const converted =
    displayCurrency === amountCurrency ? undefined : crossConvert(minor, amountCurrency, displayCurrency, rates);
  if (converted === undefined)
    return { text: formatMoney(minor, amountCurrency, locale), approximate: false, currency: amountCurrency };
  return { text: formatMoney(converted, displayCurrency, locale), approximate: true, currency: displayCurrency };
}

/** An amount in US cents as the shopper reads it (displayAmount of a dollar amount). */
export function displayMoney(
  usdCents: number,
  locale: Locale,
  currency: Currency,
  rates: ExchangeRates,
): DisplayedMoney {
  return displayAmount(usdCents, CHARGE_CURRENCY, locale, currency, rates);
}

/** An order's amounts as its reader reads them: `major` for the API's figures (totalPrice, item price), `minor` for charges. */
export function orderMoney(order: { currency: string }, locale: Locale) {
  const minor = (amount: number) => formatMoney(amount, order.currency, locale);
  return { minor, major: (amount: number) => minor(toMinor(amount, order.currency)) };
}
