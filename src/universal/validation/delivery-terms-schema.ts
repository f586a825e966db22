/**
 * A region's delivery terms as the console sends them and the regions module's setters take them (issue 52):
 * amounts in integer minor units of the region's currency, tax in basis points. The console's forms check
 * their typed values by these rules before sending; the server checks the body by them again. Messages are
 * the console's catalog ids (src/admin/messages), as its other rules'.
 */
import { array, type InferType, mixed, number, object } from 'yup';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../delivery-terms';

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

/** Cash on delivery: off (null fee) or on, for a fee added to the order (0: none). */
export const cashOnDeliverySchema = object({
  enabled: mixed<boolean>().oneOf([true, false]).required(),
  feeCents: amount().required('deliveryTerms.v.amount'),
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
