import { Type } from 'typebox';
import { INVALID } from '../failures';
import { ERROR_CODES } from '../error-codes';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../../delivery-terms';
import { ROLES_FOR } from '../../staff-roles';
import { MAX_DELIVERY_DAYS, MAX_TERMS_AMOUNT } from '../../validation/delivery-terms-schema';
import { SettingsRegionSchema } from './settings';
import { staffEndpoints } from './console';

/**
 * The console's delivery terms (issue 52), owners only: each region with its countries' tax, its delivery
 * options (price, free-delivery threshold, days, cut-off, working days) and cash on delivery. Every change
 * goes through the regions module's setter that `npm run regions` uses, audited, and answers every region as
 * it is now. Amounts are integer minor units of the region's currency; bodies are checked by the shared rules
 * (universal/validation/delivery-terms-schema) too.
 */
const termsEndpoint = staffEndpoints(ROLES_FOR.deliveryTerms);

const RegionsAnswer = Type.Array(SettingsRegionSchema);
const REGION_ID = Type.String({ maxLength: 32 });
const failures = { ...INVALID, 404: [ERROR_CODES.NOT_FOUND] };
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
  body: Type.Object({ enabled: Type.Boolean(), feeCents: Amount }),
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
