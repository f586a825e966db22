import { type Static, Type } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { DELIVERY_OPTIONS } from '../../delivery-terms';
import { ROLES_FOR } from '../../staff-roles';

/**
 * The console's settings page (issue 35), owners only: the exchange rates (set here or with
 * `npm run rates`, one service), the regions with their shipping and tax (read-only: `npm run regions`),
 * and the shop's details as receipts give them (read-only: from the environment).
 */

const STAFF_FAILURES = { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] } as const;

/** The currencies the rates table holds: every display currency but the dollar the shop charges in. */
export const RATE_CURRENCIES = ['EUR', 'GBP', 'EGP'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** The largest rate the service takes (exclusive), as `npm run rates` does. */
export const MAX_RATE = 1e12;

export const SettingsRateSchema = Type.Object({
  currency: Type.Unsafe<RateCurrency>(Type.String({ enum: [...RATE_CURRENCIES] })),
  /** Units of the currency per US dollar; null: never set. */
  unitsPerUsd: Type.Union([Type.Number(), Type.Null()]),
  setAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Set longer ago than RATES_MAX_AGE_HOURS, or never: shoppers see out-of-date conversions. */
  stale: Type.Boolean(),
});
export type SettingsRate = Static<typeof SettingsRateSchema>;

export const SettingsRatesSchema = Type.Object({
  /** RATES_MAX_AGE_HOURS. */
  maxAgeHours: Type.Integer(),
  rows: Type.Array(SettingsRateSchema),
});
export type SettingsRates = Static<typeof SettingsRatesSchema>;

export const SettingsRegionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tax: Type.Object({
    kind: Type.Unsafe<'vat' | 'sales-tax'>(Type.String({ enum: ['vat', 'sales-tax'] })),
    included: Type.Boolean(),
  }),
  /** Each country with its tax rate (1400 is 14 %). */
  countries: Type.Array(Type.Object({ country: Type.String(), rateBasisPoints: Type.Integer() })),
  shipping: Type.Array(
    Type.Object({
      option: Type.Unsafe<(typeof DELIVERY_OPTIONS)[number]>(Type.String({ enum: [...DELIVERY_OPTIONS] })),
      priceCents: Type.Integer(),
      freeOverCents: Type.Union([Type.Integer(), Type.Null()]),
      minDays: Type.Integer(),
      maxDays: Type.Integer(),
      cutoffHour: Type.Integer(),
      workingDays: Type.Array(Type.Integer()),
    }),
  ),
  /** The courier's cash on delivery fee in US cents; null: online payment only. */
  cashOnDeliveryFeeCents: Type.Union([Type.Integer(), Type.Null()]),
});
export type SettingsRegion = Static<typeof SettingsRegionSchema>;

/** The shop as its receipts name it (SHOP_COUNTRY, SUPPORT_EMAIL, PUBLIC_URL set it), and its SHOP_TIMEZONE. */
export const ShopDetailsSchema = Type.Object({
  name: Type.String(),
  /** ISO code (SHOP_COUNTRY). */
  country: Type.String(),
  supportEmail: Type.String(),
  website: Type.String(),
  timeZone: Type.String(),
});
export type ShopSettings = Static<typeof ShopDetailsSchema>;

export const AdminSettingsSchema = Type.Object({
  rates: SettingsRatesSchema,
  regions: Type.Array(SettingsRegionSchema),
  shop: ShopDetailsSchema,
});
export type AdminSettings = Static<typeof AdminSettingsSchema>;

export const getAdminSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/settings',
  summary: "The exchange rates, the regions with their shipping and tax, and the shop's details on receipts",
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.settings,
  response: AdminSettingsSchema,
  failures: { ...STAFF_FAILURES },
});

export const setAdminRate = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/settings/rates/:currency',
  summary: 'Sets one exchange rate (units per US dollar) as of now, recorded in the audit trail',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.settings,
  params: Type.Object({ currency: Type.Unsafe<RateCurrency>(Type.String({ enum: [...RATE_CURRENCIES] })) }),
  body: Type.Object({ unitsPerUsd: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: MAX_RATE }) }),
  response: SettingsRatesSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], ...STAFF_FAILURES },
});
