/**
 * A region's delivery terms as the console sends them and the regions module's setters take them (issue 52):
 * amounts in integer minor units of the region's currency, tax in basis points. The console's forms check
 * their typed values by these rules before sending; the server checks the body by them again. Messages are
 * the console's catalog ids (src/admin/messages), as its other rules'.
 */
import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../delivery-terms';
import { CURRENCIES, type Currency } from '../i18n/money';
import { CHECKOUT_COUNTRY_CODES } from './contact-rules';

/** The most a price, threshold or fee may be, in minor units: a typo's extra zeros are refused, not charged. */
export const MAX_TERMS_AMOUNT = 10_000_000;
/** The longest delivery the shop promises, in business days. */
export const MAX_DELIVERY_DAYS = 60;

const amount = () =>
  number()
    .integer('deliveryTerms.v.amount')
    .min(0, 'deliveryTerms.v.amount')
    .max(MAX_TERMS_AMOUNT, 'deliveryTerms.v.amount')
    .typeError('deliveryTerms.v.amount');

const days = () =>
  number()
    .integer('deliveryTerms.v.days')
    .min(0, 'deliveryTerms.v.days')
    .max(MAX_DELIVERY_DAYS, 'deliveryTerms.v.days')
    .typeError('deliveryTerms.v.days')
    .required('deliveryTerms.v.days');

/** One delivery option of a region: its price, free-delivery threshold (null: never), days, cut-off and working days. */
export const shippingRateSchema = object({
  option: mixed<DeliveryOption>().oneOf(DELIVERY_OPTIONS, 'deliveryTerms.v.option').required('deliveryTerms.v.option'),
  priceCents: amount().required('deliveryTerms.v.amount'),
  freeOverCents: amount().nullable().defined(),
  minDays: days(),
  maxDays: days()
    .test(
      'order',
      'deliveryTerms.v.dayOrder',
      (value, context) => value >= (context.parent as { minDays: number }).minDays,
    )
    .test(
      'same-day',
      'deliveryTerms.v.sameDay',
      (value, context) => (context.parent as { option: string }).option !== 'same-day' || value === 0,
    ),
  cutoffHour: number()
    .integer('deliveryTerms.v.cutoff')
    .min(0, 'deliveryTerms.v.cutoff')
    .max(23, 'deliveryTerms.v.cutoff')
    .typeError('deliveryTerms.v.cutoff')
    .required('deliveryTerms.v.cutoff'),
  workingDays: array()
    .of(number().integer().min(1).max(7).required())
    .min(1, 'deliveryTerms.v.workingDays')
    .test('distinct', 'deliveryTerms.v.workingDays', (value) => !value || new Set(value).size === value.length)
    .required('deliveryTerms.v.workingDays'),
});
export type ShippingRateValues = InferType<typeof shippingRateSchema>;

/**
 * Cash on delivery: off (null fee) or on, for a fee added to the order (0: none), for orders whose total (the
 * fee in it) is at least `minOrderCents` and at most `maxOrderCents` (null: no such limit; left out: the
 * region's own, as the terminal's set-cod without --min or --max keeps them).
 */
export const cashOnDeliverySchema = object({
  enabled: mixed<boolean>().oneOf([true, false]).required(),
  feeCents: amount().required('deliveryTerms.v.amount'),
  minOrderCents: amount().nullable(),
  maxOrderCents: amount()
    .nullable()
    .test('positive', 'deliveryTerms.v.codMax', (value) => value == null || value > 0)
    .test('order', 'deliveryTerms.v.codLimits', (value, context) => {
      const min = (context.parent as { minOrderCents?: number | null }).minOrderCents;
      return value == null || min == null || value >= min;
    }),
});
export type CashOnDeliveryValues = InferType<typeof cashOnDeliverySchema>;

/** A country's tax rate in basis points (1400 is 14 %), 0 to 100 %. */
export const countryTaxSchema = object({
  rateBasisPoints: number()
    .integer('deliveryTerms.v.tax')
    .min(0, 'deliveryTerms.v.tax')
    .max(10_000, 'deliveryTerms.v.tax')
    .typeError('deliveryTerms.v.tax')
    .required('deliveryTerms.v.tax'),
});
export type CountryTaxValues = InferType<typeof countryTaxSchema>;

/** A region's id: what the terminal and the addresses of the console name it by (the regions table's check). */
export const REGION_ID_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** The longest name of a region or a holiday. */
export const MAX_TERMS_NAME_LENGTH = 60;

/** A name as the terms keep it: 1 to 60 characters, no control characters (the caller tidies its spaces). */
const termsName = (message: string) =>
  string()
    .required(message)
    .max(MAX_TERMS_NAME_LENGTH, message)
    .test('plain', message, (value) => !/\p{Cc}/u.test(value ?? ''));

/** How a region taxes, as an owner chooses it: VAT inside the prices, or sales tax added at checkout. */
export const TAX_CONVENTIONS = ['vat-included', 'tax-added'] as const;
export type TaxConvention = (typeof TAX_CONVENTIONS)[number];

/** A new region: its id, its name, how it taxes and what it charges in. */
export const newRegionSchema = object({
  id: string().required('deliveryTerms.v.regionId').matches(REGION_ID_PATTERN, 'deliveryTerms.v.regionId'),
  name: termsName('deliveryTerms.v.name'),
  tax: mixed<TaxConvention>()
    .oneOf(TAX_CONVENTIONS, 'deliveryTerms.v.taxConvention')
    .required('deliveryTerms.v.taxConvention'),
  currency: mixed<Currency>().oneOf(CURRENCIES, 'deliveryTerms.v.currency').required('deliveryTerms.v.currency'),
});
export type NewRegionValues = InferType<typeof newRegionSchema>;

/**
 * A country the shop delivers to, put in a region at a tax rate: only one whose addresses checkout takes
 * (src/universal/validation/contact-rules.ts).
 */
export const countryPlacementSchema = object({
  country: mixed<string>().oneOf(CHECKOUT_COUNTRY_CODES, 'deliveryTerms.v.country').required('deliveryTerms.v.country'),
}).concat(countryTaxSchema);
export type CountryPlacementValues = InferType<typeof countryPlacementSchema>;

/** 'YYYY-MM-DD' of a day the calendar has ('2026-02-30' is none). */
export const isCalendarDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

/** A region's public holiday: a day of the calendar and its name. Days past are refused by the setter. */
export const holidaySchema = object({
  day: string()
    .required('deliveryTerms.v.day')
    .test('day', 'deliveryTerms.v.day', (value) => isCalendarDay(value ?? '')),
  name: termsName('deliveryTerms.v.holidayName'),
});
export type HolidayValues = InferType<typeof holidaySchema>;

/** The longest return address a region keeps: a few lines of a postal address and a note for the courier. */
export const MAX_RETURN_ADDRESS = 300;
/** The longest instructions for a return's parcel. */
export const MAX_RETURN_INSTRUCTIONS = 600;
/** The shortest address or instructions worth mailing. */
export const MIN_RETURN_TEXT = 10;

/** A written text of the returns: null (none), or MIN_RETURN_TEXT to `max` characters. */
const returnText = (max: number, message: string) =>
  string()
    .nullable()
    .defined()
    .test('length', message, (value) => value === null || (value.length >= MIN_RETURN_TEXT && value.length <= max));

/**
 * Where a region's returns go and how (decision 0124): the address and instructions mailed on approval (each
 * null: none; the caller tidies their spaces first, see tidyText) and whether approving books a pickup.
 */
export const returnLogisticsSchema = object({
  returnAddress: returnText(MAX_RETURN_ADDRESS, 'deliveryTerms.v.returnAddress'),
  returnInstructions: returnText(MAX_RETURN_INSTRUCTIONS, 'deliveryTerms.v.returnInstructions'),
  returnPickups: boolean().required(),
});
export type ReturnLogisticsValues = InferType<typeof returnLogisticsSchema>;

/** A text as the terms keep it: its runs of spaces and line breaks one space, none around it; empty is null. */
export const tidyText = (text: string | null): string | null => {
  const tidy = (text ?? '').replace(/\s+/g, ' ').trim();
  return tidy === '' ? null : tidy;
};
