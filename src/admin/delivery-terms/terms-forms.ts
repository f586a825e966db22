/**
 * The delivery terms' forms as owners type them (amounts in the region's major units, tax in percent) and as
 * the server takes them (integer minor units, basis points), checked by the same shared rules the server
 * checks the body by (universal/validation/delivery-terms-schema).
 */
import type { FormikErrors } from 'formik';
import { type AnyObjectSchema, ValidationError } from 'yup';
import type { DeliveryOption, ShippingRate } from '../../universal/delivery-terms';
import { minorExponent, toMajor, toMinor } from '../../universal/i18n/money';
import { toFieldErrors } from '../../universal/validation/field-errors';
import {
  cashOnDeliverySchema,
  countryTaxSchema,
  shippingRateSchema,
} from '../../universal/validation/delivery-terms-schema';

/** A typed amount in the currency's major units, with at most its own decimals; NaN when it is not one. */
export function typedMinor(text: string, currency: string): number {
  const exponent = minorExponent(currency);
  const pattern = exponent ? new RegExp(`^\\d{1,9}(\\.\\d{1,${exponent}})?$`) : /^\d{1,9}$/;
  return pattern.test(text.trim()) ? toMinor(Number(text.trim()), currency) : Number.NaN;
}

const typedWhole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The errors of `value` by `schema`, on the form's own field names (`rename`: the body's name → the form's). */
function errorsBy<Values>(schema: AnyObjectSchema, value: unknown, rename: Record<string, string> = {}) {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = toFieldErrors(error);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [rename[field] ?? field, message]),
    ) as FormikErrors<Values>;
  }
}

export interface RateFormValues {
  price: string;
  /** Empty: never free. */
  freeOver: string;
  minDays: string;
  maxDays: string;
  cutoffHour: string;
  workingDays: number[];
}

export const rateFormValues = (rate: ShippingRate | undefined, currency: string): RateFormValues => ({
  price: rate ? String(toMajor(rate.priceCents, currency)) : '',
  freeOver: rate?.freeOverCents == null ? '' : String(toMajor(rate.freeOverCents, currency)),
  minDays: rate ? String(rate.minDays) : '',
  maxDays: rate ? String(rate.maxDays) : '',
  cutoffHour: rate ? String(rate.cutoffHour) : '',
  workingDays: rate?.workingDays ?? [1, 2, 3, 4, 5],
});

export function rateOf(option: DeliveryOption, values: RateFormValues, currency: string): ShippingRate {
  return {
    option,
    priceCents: typedMinor(values.price, currency),
    freeOverCents: values.freeOver.trim() === '' ? null : typedMinor(values.freeOver, currency),
    minDays: typedWhole(values.minDays),
    maxDays: typedWhole(values.maxDays),
    cutoffHour: typedWhole(values.cutoffHour),
    workingDays: [...values.workingDays].sort((a, b) => a - b),
  };
}

export const rateErrors = (option: DeliveryOption, values: RateFormValues, currency: string) =>
  errorsBy<RateFormValues>(shippingRateSchema, rateOf(option, values, currency), {
    priceCents: 'price',
    freeOverCents: 'freeOver',
  });

export interface CodFormValues {
  enabled: boolean;
  fee: string;
}

export const codOf = (values: CodFormValues, currency: string) => ({
  enabled: values.enabled,
  feeCents: values.enabled ? typedMinor(values.fee || '0', currency) : 0,
});

export const codErrors = (values: CodFormValues, currency: string) =>
  errorsBy<CodFormValues>(cashOnDeliverySchema, codOf(values, currency), { feeCents: 'fee' });

/** '14' or '7.5' percent → basis points; NaN when it is not a percentage with at most two decimals. */
export const typedBasisPoints = (text: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

export const taxErrors = (values: { percent: string }) =>
  errorsBy<{ percent: string }>(
    countryTaxSchema,
    { rateBasisPoints: typedBasisPoints(values.percent) },
    { rateBasisPoints: 'percent' },
  );
