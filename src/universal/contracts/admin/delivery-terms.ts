import { type Static, Type } from 'typebox';
import { INVALID } from '../failures';
import { ERROR_CODES } from '../error-codes';
import { ISO_DAY_PATTERN } from '../shop';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../../delivery-terms';
import { CURRENCIES, type Currency } from '../../i18n/money';
import { ROLES_FOR } from '../../staff-roles';
import {
  MAX_DELIVERY_DAYS,
  MAX_RETURN_ADDRESS,
  MAX_RETURN_INSTRUCTIONS,
  MAX_TERMS_AMOUNT,
  MAX_TERMS_NAME_LENGTH,
  TAX_CONVENTIONS,
  type TaxConvention,
} from '../../validation/delivery-terms-schema';
import { MAX_TEMPLATE_LENGTH } from '../../validation/carrier-rules';
import { SettingsRegionSchema } from './settings';
import { staffEndpoints, staffGrid } from './console';

/**
 * The console's delivery terms (issue 52, decisions 0122 and 0128), owners only: the regions and their
 * countries' tax, delivery options (price, free-delivery threshold, days, cut-off, working days), holidays, cash
 * on delivery with its fee and order limits, and return address and instructions; and the carriers with their
 * tracking templates. Every change goes through the setter the terminal uses (`npm run regions`, `npm run
 * orders -- set-carrier`), audited; a region's change answers every region as it is now. Amounts are integer
 * minor units of the region's currency; bodies are checked by the shared rules (universal/validation/
 * delivery-terms-schema, carrier-rules) too. A refusal by the shop's rules (the last region, a region still
 * holding countries, a carrier orders were shipped with) answers 409 with the console's words' id.
 */
const termsEndpoint = staffEndpoints(ROLES_FOR.deliveryTerms);

/** A region as the delivery terms screen shows it: the settings' view, and what only this screen changes. */
export const DeliveryTermsRegionSchema = Type.Object({
  ...SettingsRegionSchema.properties,
  /** Cash on delivery's order limits (the fee in the total), minor units; null: none. */
  codMinOrderCents: Type.Union([Type.Integer(), Type.Null()]),
  codMaxOrderCents: Type.Union([Type.Integer(), Type.Null()]),
  /** Where its returns go, and what to do with the parcel (decision 0124); null: none. */
  returnAddress: Type.Union([Type.String(), Type.Null()]),
  returnInstructions: Type.Union([Type.String(), Type.Null()]),
  returnPickups: Type.Boolean(),
  /** Its public holidays from the shop's today, a year ahead, by day. */
  holidays: Type.Array(Type.Object({ day: Type.String({ pattern: ISO_DAY_PATTERN }), name: Type.String() })),
});
export type DeliveryTermsRegion = Static<typeof DeliveryTermsRegionSchema>;

const RegionsAnswer = Type.Array(DeliveryTermsRegionSchema);
const REGION_ID = Type.String({ maxLength: 32 });
const REFUSED = { 409: [ERROR_CODES.CONFLICT] } as const;
const failures = { ...INVALID, 404: [ERROR_CODES.NOT_FOUND] };
const refusable = { ...failures, ...REFUSED };
const NullableAmount = Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: MAX_TERMS_AMOUNT })]);
const Amount = Type.Integer({ minimum: 0, maximum: MAX_TERMS_AMOUNT });
const Days = Type.Integer({ minimum: 0, maximum: MAX_DELIVERY_DAYS });

export const getAdminDeliveryTerms = termsEndpoint.get('/api/admin/delivery-terms', {
  summary: 'Every region with its countries and tax, delivery options and cash on delivery',
  response: RegionsAnswer,
});

export const setAdminShippingRate = termsEndpoint.put('/api/admin/delivery-terms/regions/:id/shipping/:option', {
  summary: "Adds or changes one of a region's delivery options, audited; the shop shows it within a second",
  params: Type.Object({
    id: REGION_ID,
    option: Type.Unsafe<DeliveryOption>(Type.String({ enum: [...DELIVERY_OPTIONS] })),
  }),
  body: Type.Object({
    priceCents: Amount,
    // Null first: the body's coercion would turn a null into 0 (free over nothing) for the integer branch.
    freeOverCents: Type.Union([Type.Null(), Amount]),
    minDays: Days,
    maxDays: Days,
    cutoffHour: Type.Integer({ minimum: 0, maximum: 23 }),
    workingDays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7 }),
  }),
  response: RegionsAnswer,
  failures,
});

export const setAdminCashOnDelivery = termsEndpoint.put('/api/admin/delivery-terms/regions/:id/cash-on-delivery', {
  summary: "Lets a region's shoppers pay the courier in cash for a fee, or stops it, audited",
  params: Type.Object({ id: REGION_ID }),
  description:
    'Orders are taken in cash for totals (the fee in them) from minOrderCents to maxOrderCents; null: no limit; ' +
    "left out: the region's own.",
  body: Type.Object({
    enabled: Type.Boolean(),
    feeCents: Amount,
    // Null first, as freeOverCents: no limit is not a limit of 0. Left out: the region's own.
    minOrderCents: Type.Optional(NullableAmount),
    maxOrderCents: Type.Optional(NullableAmount),
  }),
  response: RegionsAnswer,
  failures,
});

export const setAdminCountryTax = termsEndpoint.put('/api/admin/delivery-terms/regions/:id/countries/:country/tax', {
  summary: "Sets the tax rate of one of a region's countries (basis points: 1400 is 14 %), audited",
  params: Type.Object({ id: REGION_ID, country: Type.String({ pattern: '^[A-Z]{2}$' }) }),
  body: Type.Object({ rateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000 }) }),
  response: RegionsAnswer,
  failures,
});

export const removeAdminShippingRate = termsEndpoint.delete('/api/admin/delivery-terms/regions/:id/shipping/:option', {
  summary: "Stops offering one of a region's delivery options (a region keeps one), audited",
  params: Type.Object({
    id: REGION_ID,
    option: Type.Unsafe<DeliveryOption>(Type.String({ enum: [...DELIVERY_OPTIONS] })),
  }),
  response: RegionsAnswer,
  failures: refusable,
});

export const addAdminCountry = termsEndpoint.post('/api/admin/delivery-terms/regions/:id/countries', {
  summary: 'Delivers to a country from a region at a tax rate (moving it from another region), audited',
  params: Type.Object({ id: REGION_ID }),
  body: Type.Object({
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    rateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000 }),
  }),
  response: RegionsAnswer,
  failures: refusable,
});

export const removeAdminCountry = termsEndpoint.delete('/api/admin/delivery-terms/regions/:id/countries/:country', {
  summary: "Stops delivering to one of a region's countries (the shop keeps one), audited",
  params: Type.Object({ id: REGION_ID, country: Type.String({ pattern: '^[A-Z]{2}$' }) }),
  response: RegionsAnswer,
  failures: refusable,
});

export const addAdminRegion = termsEndpoint.post('/api/admin/delivery-terms/regions', {
  summary: 'Adds a region with no countries and no options, audited',
  body: Type.Object({
    id: REGION_ID,
    name: Type.String({ maxLength: MAX_TERMS_NAME_LENGTH * 2 }),
    tax: Type.Unsafe<TaxConvention>(Type.String({ enum: [...TAX_CONVENTIONS] })),
    currency: Type.Unsafe<Currency>(Type.String({ enum: [...CURRENCIES] })),
  }),
  status: 201,
  response: RegionsAnswer,
  failures: { ...INVALID, ...REFUSED },
});

export const removeAdminRegion = termsEndpoint.delete('/api/admin/delivery-terms/regions/:id', {
  summary: 'Removes a region that holds no country, never the last, with its options and holidays, audited',
  params: Type.Object({ id: REGION_ID }),
  response: RegionsAnswer,
  failures: refusable,
});

const HolidayParams = Type.Object({ id: REGION_ID, day: Type.String({ pattern: ISO_DAY_PATTERN }) });

export const setAdminHoliday = termsEndpoint.put('/api/admin/delivery-terms/regions/:id/holidays/:day', {
  summary: "Makes a day from the shop's today on a holiday of a region, or renames it, audited",
  params: HolidayParams,
  body: Type.Object({ name: Type.String({ maxLength: MAX_TERMS_NAME_LENGTH * 2 }) }),
  response: RegionsAnswer,
  failures,
});

export const removeAdminHoliday = termsEndpoint.delete('/api/admin/delivery-terms/regions/:id/holidays/:day', {
  summary: "A region's holiday is a working day again, audited",
  params: HolidayParams,
  response: RegionsAnswer,
  failures,
});

export const setAdminReturns = termsEndpoint.put('/api/admin/delivery-terms/regions/:id/returns', {
  summary: "Sets a region's return address, instructions and pickups (mailed when a return is approved), audited",
  params: Type.Object({ id: REGION_ID }),
  body: Type.Object({
    returnAddress: Type.Union([Type.Null(), Type.String({ maxLength: MAX_RETURN_ADDRESS * 2 })]),
    returnInstructions: Type.Union([Type.Null(), Type.String({ maxLength: MAX_RETURN_INSTRUCTIONS * 2 })]),
    returnPickups: Type.Boolean(),
  }),
  response: RegionsAnswer,
  failures,
});

/** A carrier as the console lists it: whether an order was shipped with it (then it cannot be removed). */
export const CarrierRowSchema = Type.Object({
  name: Type.String(),
  trackingUrlTemplate: Type.String(),
  inUse: Type.Boolean(),
});
export type CarrierRow = Static<typeof CarrierRowSchema>;

const TEMPLATE = Type.String({ maxLength: MAX_TEMPLATE_LENGTH });
const CARRIER_NAME = Type.String({ maxLength: 40 });

export const listAdminCarriers = staffGrid(ROLES_FOR.deliveryTerms, '/api/admin/delivery-terms/carriers', {
  summary: 'The carriers with their tracking templates, by name, paged',
  filters: {},
  row: CarrierRowSchema,
});

export const addAdminCarrier = termsEndpoint.post('/api/admin/delivery-terms/carriers', {
  summary: 'Adds a carrier with its https:// tracking template ({number} where the number goes), audited',
  body: Type.Object({ name: CARRIER_NAME, trackingUrlTemplate: TEMPLATE }),
  status: 201,
  response: CarrierRowSchema,
  failures: INVALID,
});

export const setAdminCarrier = termsEndpoint.put('/api/admin/delivery-terms/carriers/:name', {
  summary: "Changes a carrier's tracking template; shipped orders' links follow it, audited",
  params: Type.Object({ name: CARRIER_NAME }),
  body: Type.Object({ trackingUrlTemplate: TEMPLATE }),
  response: CarrierRowSchema,
  failures,
});

export const removeAdminCarrier = termsEndpoint.delete('/api/admin/delivery-terms/carriers/:name', {
  summary: 'Removes a carrier no order was shipped with, audited',
  params: Type.Object({ name: CARRIER_NAME }),
  response: Type.Object({ removed: Type.Boolean() }),
  failures: refusable,
});
