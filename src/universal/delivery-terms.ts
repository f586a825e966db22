import type { Currency } from './i18n/money';

/**
 * What delivering to one country costs and takes (issue 34): its region's shipping rates and the tax
 * the country pays. The operator sets them (the regions tables, `npm run regions`); the server answers
 * them at GET /api/shop/delivery and prices checkout by them; the screens show them.
 */

/** The kinds of delivery the shop names (their texts: DELIVERY_TEXT in i18n/delivery-words); a region prices each. */
export const DELIVERY_OPTIONS = ['standard', 'express', 'same-day'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** 'vat' is inside the shown prices (Egypt, the UK); 'sales-tax' is added at checkout (the US). */
export type TaxKind = 'vat' | 'sales-tax';

export interface TaxRule {
  kind: TaxKind;
  /** 1400 is 14 %. */
  rateBasisPoints: number;
  /** True: the prices shown hold the tax; false: it is added on top. */
  included: boolean;
}

export interface ShippingRate {
  option: DeliveryOption;
  priceCents: number;
  /** Free when the goods (after any discount) reach this many cents; null: never free. */
  freeOverCents: number | null;
  /** Business days after dispatch; 0..0 is the same day. */
  minDays: number;
  maxDays: number;
  /** Orders placed before this hour (shop time) leave the same working day. */
  cutoffHour: number;
  /** ISO weekdays the carrier works: 1 Monday .. 7 Sunday. */
  workingDays: number[];
}

export interface DeliveryTerms {
  /** ISO 3166 code: 'EG'. */
  country: string;
  regionId: string;
  /**
   * The region's settlement currency (issue 50): checkout charges in it, and every amount of these terms (the
   * shipping prices, thresholds and the cash-on-delivery fee) is in its minor units.
   */
  currency: Currency;
  tax: TaxRule;
  /** In the shop's order of options (standard, express, same-day); at least one. */
  shipping: ShippingRate[];
  /** The courier takes cash on delivery here, for this fee (0: none); null: the shopper pays online. */
  cashOnDelivery: CashOnDelivery | null;
  /**
   * The region's public holidays ('YYYY-MM-DD', ascending) from the shop's today to HOLIDAY_HORIZON_DAYS
   * ahead: no parcel leaves or arrives on them (universal/delivery-dates).
   */
  holidays: string[];
}

/**
 * A region's cash on delivery: what an order paid that way adds to its total, in the region's currency, and the
 * totals (the fee in them) it is taken for: at least `minOrderCents`, at most `maxOrderCents` (each absent: no
 * such limit). universal/cash-on-delivery's cashOnDeliveryLimit reads them, on both sides.
 */
export interface CashOnDelivery {
  feeCents: number;
  minOrderCents?: number;
  maxOrderCents?: number;
}

/** The spec's shopper (§9) is in the United States: 8 % added, standard free, express $9.99, same day $19.99. */
export const SPEC_US_TERMS: DeliveryTerms = {
  country: 'US',
  regionId: 'us',
  currency: 'USD',
  tax: { kind: 'sales-tax', rateBasisPoints: 800, included: false },
  shipping: [
    {
      option: 'standard',
      priceCents: 0,
      freeOverCents: null,
      minDays: 5,
      maxDays: 7,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 5],
    },
    {
      option: 'express',
      priceCents: 999,
      freeOverCents: null,
      minDays: 2,
      maxDays: 3,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 5],
    },
    {
      option: 'same-day',
      priceCents: 1999,
      freeOverCents: null,
      minDays: 0,
      maxDays: 0,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 5],
    },
  ],
  // The spec's four payment methods are all online (demo) ones.
  cashOnDelivery: null,
  // The spec names none; the US region's federal holidays are the operator's data (migration 032).
  holidays: [],
};

/** The terms for one country, or undefined where the shop does not deliver. */
export function termsFor(
  all: readonly DeliveryTerms[] | undefined,
  country: string | undefined,
): DeliveryTerms | undefined {
  return country === undefined ? undefined : all?.find((terms) => terms.country === country);
}

/** The rate for a chosen option, or undefined when the country's region does not offer it. */
export function rateFor(terms: DeliveryTerms | undefined, option: DeliveryOption): ShippingRate | undefined {
  return terms?.shipping.find((rate) => rate.option === option);
}

/** What a rate costs for these goods (in cents, after any discount): nothing once past its threshold. */
export function shippingPrice(rate: Pick<ShippingRate, 'priceCents' | 'freeOverCents'>, goodsCents: number): number {
  return rate.freeOverCents !== null && goodsCents >= rate.freeOverCents ? 0 : rate.priceCents;
}

/**
 * How far these goods (in cents, after any discount) are from free delivery at this rate: 0 when it is
 * already free, the cents still missing under its threshold, or null where it is never free. The cart's
 * "Eligible for FREE Shipping" and "Add {amount} more for free delivery" both read it, so neither can say
 * what the summary's shipping row does not charge.
 */
export function freeDeliveryShortfall(
  rate: Pick<ShippingRate, 'priceCents' | 'freeOverCents'>,
  goodsCents: number,
): number | null {
  if (shippingPrice(rate, goodsCents) === 0) return 0;
  return rate.freeOverCents === null ? null : rate.freeOverCents - goodsCents;
}
