import { type Static, Type } from 'typebox';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { CURRENCIES } from '../../i18n/money';
import { BASE_CURRENCY } from '../../settlement';
import { pageOf, staffEndpoints } from './console';

/**
 * Promo codes in the staff console (issue 35, decision 0082): owner and catalogue. Amounts are cents,
 * dates ISO 8601 instants; null means "none" (no minimum is 0).
 */

const CodeParams = Type.Object({ code: Type.String({ maxLength: 32 }) });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const PROMOTION_KINDS = ['percent', 'flat'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The currencies a promotion may carry its own amounts in: any of the shop's but the base, its amounts' own. */
export const PROMOTION_CURRENCIES = CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);

/** A promotion's amounts in one currency, its minor units: set there, instead of the dollar amounts at the rate. */
export const PromotionCurrencyAmountSchema = Type.Object({
  currency: Type.String({ enum: PROMOTION_CURRENCIES }),
  /** Off, for 'flat'; null for 'percent'. */
  amountMinor: Nullable(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  minOrderMinor: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
});
export type PromotionCurrencyAmount = Static<typeof PromotionCurrencyAmountSchema>;

/** What staff set on a promotion; the code is given once, when it is made. */
export const PromotionTermsSchema = Type.Object({
  kind: Type.Unsafe<PromotionKind>(Type.String({ enum: [...PROMOTION_KINDS] })),
  /** Whole percent off the subtotal, for 'percent'. */
  percent: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Cents off, for 'flat'. */
  amountCents: Nullable(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  minOrderCents: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  startsAt: Nullable(Type.String({ format: 'date-time' })),
  endsAt: Nullable(Type.String({ format: 'date-time' })),
  totalLimit: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  perCustomerLimit: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  active: Type.Boolean(),
  /** Its own amounts per currency (issue 50); absent or empty: every currency takes the dollar amounts at its rate. */
  currencyAmounts: Type.Optional(Type.Array(PromotionCurrencyAmountSchema, { maxItems: PROMOTION_CURRENCIES.length })),
});
export type PromotionTerms = Static<typeof PromotionTermsSchema>;

// One object each, not an intersection: the app drops properties a schema does not name, branch by branch.
export const AdminPromotionSchema = Type.Object({
  code: Type.String(),
  ...PromotionTermsSchema.properties,
  /** Orders that used it (a cancelled order keeps its use). */
  uses: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminPromotion = Static<typeof AdminPromotionSchema>;

export const PromotionUseSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String({ description: 'The 8-character order number shoppers see' }),
  /** The order's email; `account` tells a signed-in shopper's use from a guest's. */
  customerEmail: Type.String(),
  account: Type.Boolean(),
  usedAt: Type.String(),
  discountCents: Type.Integer({ minimum: 0 }),
});
export type PromotionUse = Static<typeof PromotionUseSchema>;

const promotionsEndpoint = staffEndpoints(ROLES_FOR.promotions);

export const listAdminPromotions = promotionsEndpoint.get('/api/admin/promotions', {
  summary: 'Every promo code with its terms and how many orders used it, newest first',
  response: pageOf(AdminPromotionSchema),
});

export const createAdminPromotion = promotionsEndpoint.post('/api/admin/promotions', {
  summary: 'Makes a promo code; codes are case-sensitive and never change once made',
  body: Type.Object({
    code: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$' }),
    ...PromotionTermsSchema.properties,
  }),
  status: 201,
  response: AdminPromotionSchema,
  failures: { ...INVALID, 409: [ERROR_CODES.PROMOTION_EXISTS] },
});

/** One promo code, named in the path. */
const promotionAction = promotionsEndpoint.with({
  params: CodeParams,
  failures: { 404: [ERROR_CODES.PROMOTION_NOT_FOUND] },
});

export const updateAdminPromotion = promotionAction.put('/api/admin/promotions/:code', {
  summary: "Sets a promo code's terms (not the code itself); orders already placed keep their discount",
  body: PromotionTermsSchema,
  response: AdminPromotionSchema,
  failures: INVALID,
});

export const listAdminPromotionUses = promotionAction.get('/api/admin/promotions/:code/uses', {
  summary: 'The orders that used a promo code, newest first: order number, customer, date and discount',
  response: Type.Object({ rows: Type.Array(PromotionUseSchema) }),
});
