import { type Static, Type } from 'typebox';
import { INVALID } from '../failures';
import { ERROR_CODES } from '../error-codes';
import { DELIVERY_OPTIONS } from '../../delivery-terms';
import { CURRENCIES, type Currency } from '../../i18n/money';
import { ROUNDING_RULES, type RoundingRule } from '../../settlement';
import { ROLES_FOR } from '../../staff-roles';
import { LEGAL_TEXT_MAX } from '../../legal-pages';
import { LegalLocaleSchema, LegalPageIdSchema } from '../legal';
import { staffEndpoints } from './console';

/**
 * The console's settings page (issue 35), owners only: the exchange rates and each currency's rounding rule
 * (set here or with `npm run rates`, one service), the regions with their shipping and tax (read-only:
 * `npm run regions`) and the currency each charges in (set here or with `npm run regions -- set-currency`),
 * and the shop's details as receipts give them (read-only: from the environment).
 */

const settingsEndpoint = staffEndpoints(ROLES_FOR.settings);

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
  /** Set longer ago than RATES_MAX_AGE_HOURS, or never: a region charging in it refuses checkout. */
  stale: Type.Boolean(),
  /** How a price converted from dollars into it is rounded (issue 50). */
  rounding: Type.Unsafe<RoundingRule>(Type.String({ enum: [...ROUNDING_RULES] })),
});
export type SettingsRate = Static<typeof SettingsRateSchema>;

export const SettingsRatesSchema = Type.Object({
  /** RATES_MAX_AGE_HOURS. */
  maxAgeHours: Type.Integer(),
  rows: Type.Array(SettingsRateSchema),
});
export type SettingsRates = Static<typeof SettingsRatesSchema>;

const CurrencySchema = Type.Unsafe<Currency>(Type.String({ enum: [...CURRENCIES] }));

export const SettingsRegionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** What its shoppers are charged in: its shipping prices, thresholds and fee are minor units of it. */
  currency: CurrencySchema,
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
  /** The courier's cash on delivery fee in minor units of the region's currency; null: online payment only. */
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

/** The longest legal name, tax number and address the seller's details take. */
export const SELLER_LIMITS = { legalName: 200, address: 500, taxNumber: 60 } as const;

/**
 * Who sells, as receipts, order mails and the legal pages name them (issue 48), set by owners in the
 * console. An empty field is not set: receipts then name the shop alone.
 */
export const SellerDetailsSchema = Type.Object({
  /** The business's registered name ('Storefront Trading LLC'). */
  legalName: Type.String({ maxLength: SELLER_LIMITS.legalName }),
  /** Its registered address, a line a row. */
  address: Type.String({ maxLength: SELLER_LIMITS.address }),
  /** Its tax or VAT registration number, as the tax office writes it. */
  taxNumber: Type.String({ maxLength: SELLER_LIMITS.taxNumber }),
});
export type SellerDetails = Static<typeof SellerDetailsSchema>;

export const AdminSettingsSchema = Type.Object({
  rates: SettingsRatesSchema,
  regions: Type.Array(SettingsRegionSchema),
  shop: ShopDetailsSchema,
  seller: SellerDetailsSchema,
});
export type AdminSettings = Static<typeof AdminSettingsSchema>;

export const getAdminSettings = settingsEndpoint.get('/api/admin/settings', {
  summary: "The exchange rates, the regions with their shipping and tax, and the shop's details on receipts",
  response: AdminSettingsSchema,
});

export const setAdminRate = settingsEndpoint.put('/api/admin/settings/rates/:currency', {
  summary: 'Sets one exchange rate (units per US dollar) as of now, recorded in the audit trail',
  params: Type.Object({ currency: Type.Unsafe<RateCurrency>(Type.String({ enum: [...RATE_CURRENCIES] })) }),
  body: Type.Object({ unitsPerUsd: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: MAX_RATE }) }),
  response: SettingsRatesSchema,
  failures: INVALID,
});

export const setAdminRounding = settingsEndpoint.put('/api/admin/settings/rounding/:currency', {
  summary: 'Sets how prices converted into a currency are rounded, recorded in the audit trail',
  params: Type.Object({ currency: Type.Unsafe<RateCurrency>(Type.String({ enum: [...RATE_CURRENCIES] })) }),
  body: Type.Object({ rounding: Type.Unsafe<RoundingRule>(Type.String({ enum: [...ROUNDING_RULES] })) }),
  response: SettingsRatesSchema,
  failures: INVALID,
});

export const setAdminRegionCurrency = settingsEndpoint.put('/api/admin/settings/regions/:id/currency', {
  summary:
    'Sets the currency a region charges in, its delivery prices and fee converted at the rates, recorded in the audit trail',
  params: Type.Object({ id: Type.String({ maxLength: 32 }) }),
  body: Type.Object({ currency: CurrencySchema }),
  response: Type.Array(SettingsRegionSchema),
  failures: { ...INVALID, 404: [ERROR_CODES.NOT_FOUND] },
});

export const setSellerDetails = settingsEndpoint.put('/api/admin/settings/seller', {
  summary: "Sets the seller's legal name, address and tax number (receipts, order mails, legal pages), audited",
  body: SellerDetailsSchema,
  response: SellerDetailsSchema,
  failures: INVALID,
});

/** One legal page in one language, as the owner edits it: placeholders unfilled. */
export const AdminLegalTextSchema = Type.Object({
  page: LegalPageIdSchema,
  locale: LegalLocaleSchema,
  body: Type.String(),
  /** False: the shop's default text (no owner's text stored). */
  edited: Type.Boolean(),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AdminLegalText = Static<typeof AdminLegalTextSchema>;

export const AdminLegalTextsSchema = Type.Object({
  /** The names a text may write in braces. */
  placeholders: Type.Array(Type.String()),
  texts: Type.Array(AdminLegalTextSchema),
});
export type AdminLegalTexts = Static<typeof AdminLegalTextsSchema>;

/** One legal page in one language, named in the path. */
const LegalTextParams = Type.Object({ page: LegalPageIdSchema, locale: LegalLocaleSchema });

export const getAdminLegalTexts = settingsEndpoint.get('/api/admin/settings/legal', {
  summary: "Every legal page's text in every language, the owner's or the default, placeholders unfilled",
  response: AdminLegalTextsSchema,
});

export const setAdminLegalText = settingsEndpoint.put('/api/admin/settings/legal/:page/:locale', {
  summary: "Sets one legal page's text in one language, audited; the shop shows it at once",
  params: LegalTextParams,
  body: Type.Object({ body: Type.String({ minLength: 1, maxLength: LEGAL_TEXT_MAX, pattern: '\\S' }) }),
  response: AdminLegalTextSchema,
  failures: INVALID,
});

export const resetAdminLegalText = settingsEndpoint.delete('/api/admin/settings/legal/:page/:locale', {
  summary: "Gives one legal page in one language back the shop's default text, audited",
  params: LegalTextParams,
  response: AdminLegalTextSchema,
  failures: INVALID,
});
