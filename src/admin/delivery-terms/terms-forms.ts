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
  countryPlacementSchema,
  countryTaxSchema,
  holidaySchema,
  newRegionSchema,
  type NewRegionValues,
  returnLogisticsSchema,
  shippingRateSchema,
  tidyText,
} from '../../universal/validation/delivery-terms-schema';
import { carrierSchema } from '../../universal/validation/carrier-rules';

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
  /** The order limits, empty: none. */
  min: string;
  max: string;
}

/** An amount's field as it starts: the region's minor units in major ones, or empty for none. */
const typedAmount = (cents: number | null | undefined, currency: string) =>
  cents == null ? '' : String(toMajor(cents, currency));

export const codFormValues = (
  region: { cashOnDeliveryFeeCents: number | null; codMinOrderCents: number | null; codMaxOrderCents: number | null },
  currency: string,
): CodFormValues => ({
  enabled: region.cashOnDeliveryFeeCents !== null,
  fee: typedAmount(region.cashOnDeliveryFeeCents, currency),
  min: typedAmount(region.codMinOrderCents, currency),
  max: typedAmount(region.codMaxOrderCents, currency),
});

/** An optional amount as typed: empty is null (no limit). */
const optionalMinor = (text: string, currency: string) => (text.trim() === '' ? null : typedMinor(text, currency));

export const codOf = (values: CodFormValues, currency: string) => ({
  enabled: values.enabled,
  feeCents: values.enabled ? typedMinor(values.fee || '0', currency) : 0,
  minOrderCents: values.enabled ? optionalMinor(values.min, currency) : null,
  maxOrderCents: values.enabled ? optionalMinor(values.max, currency) : null,
});

export const codErrors = (values: CodFormValues, currency: string) =>
  errorsBy<CodFormValues>(cashOnDeliverySchema, codOf(values, currency), {
    feeCents: 'fee',
    minOrderCents: 'min',
    maxOrderCents: 'max',
  });

/** '14' or '7.5' percent → basis points; NaN when it is not a percentage with at most two decimals. */
export const typedBasisPoints = (text: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

export const taxErrors = (values: { percent: string }) =>
  errorsBy<{ percent: string }>(
    countryTaxSchema,
    { rateBasisPoints: typedBasisPoints(values.percent) },
    { rateBasisPoints: 'percent' },
  );

/** A country to deliver to, as typed: its code (chosen) and its tax in percent. */
export interface CountryFormValues {
  country: string;
  percent: string;
}

export const countryErrors = (values: CountryFormValues) =>
  errorsBy<CountryFormValues>(
    countryPlacementSchema,
    { country: values.country, rateBasisPoints: typedBasisPoints(values.percent) },
    { rateBasisPoints: 'percent' },
  );

export interface HolidayFormValues {
  day: string;
  name: string;
}

export const holidayErrors = (values: HolidayFormValues) =>
  errorsBy<HolidayFormValues>(holidaySchema, { day: values.day, name: tidyText(values.name) ?? '' });

export type RegionFormValues = NewRegionValues;

export const regionErrors = (values: RegionFormValues) =>
  errorsBy<RegionFormValues>(newRegionSchema, { ...values, name: tidyText(values.name) ?? '' });

export interface ReturnsFormValues {
  address: string;
  instructions: string;
  pickups: boolean;
}

export const returnsFormValues = (region: {
  returnAddress: string | null;
  returnInstructions: string | null;
  returnPickups: boolean;
}): ReturnsFormValues => ({
  address: region.returnAddress ?? '',
  instructions: region.returnInstructions ?? '',
  pickups: region.returnPickups,
});

/** The returns as the server takes them: each text tidied, empty as none. */
export const returnsOf = (values: ReturnsFormValues) => ({
  returnAddress: tidyText(values.address),
  returnInstructions: tidyText(values.instructions),
  returnPickups: values.pickups,
});

export const returnsErrors = (values: ReturnsFormValues) =>
  errorsBy<ReturnsFormValues>(returnLogisticsSchema, returnsOf(values), {
    returnAddress: 'address',
    returnInstructions: 'instructions',
  });

export interface CarrierFormValues {
  name: string;
  template: string;
}

export const carrierErrors = (values: CarrierFormValues) =>
  errorsBy<CarrierFormValues>(
    carrierSchema,
    { name: values.name.trim(), trackingUrlTemplate: values.template.trim() },
    { trackingUrlTemplate: 'template' },
  );
