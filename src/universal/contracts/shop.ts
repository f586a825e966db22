import { type Static, Type } from 'typebox';
import { defineEndpoint } from './endpoint';

/** A calendar day, 'YYYY-MM-DD' (delivery days, holidays). */
export const ISO_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
import { DELIVERY_OPTIONS, type DeliveryOption, type DeliveryTerms } from '../delivery-terms';
import { CURRENCIES, type Currency } from '../i18n/money';
import { LIVE_PAYMENT_PROVIDERS, type LivePaymentProvider } from '../payment-providers';

/** What the shop tells shoppers about itself (GET /api/shop): how to reach it (help page), where it is (checkout). */
export const ShopInfoSchema = Type.Object({
  /** The address support reads (SUPPORT_EMAIL). */
  supportEmail: Type.String(),
  /** Days after delivery within which items can be returned, as the product page promises. */
  returnWindowDays: Type.Integer(),
  /** Where the shop is (SHOP_COUNTRY, an ISO code such as EG): where a new shopper's checkout starts. */
  country: Type.String(),
  /**
   * The most units of one item an order may take (ORDER_MAX_UNITS_PER_VARIANT, decision 0089): the cart's
   * steppers stop there. Optional for older servers.
   */
  unitsPerOrder: Type.Optional(Type.Integer({ minimum: 1 })),
  /**
   * The payment providers turned on with keys (issue 51): checkout's card methods are real through them, by
   * src/universal/payment-providers.ts's rule; none: every online method is the demo. Optional for older servers.
   */
  paymentProviders: Type.Optional(
    Type.Array(Type.Unsafe<LivePaymentProvider>(Type.String({ enum: [...LIVE_PAYMENT_PROVIDERS] }))),
  ),
  /**
   * Paymob is on and has a mobile-wallet integration (PAYMOB_INTEGRATION_IDS `wallet:<id>`): checkout offers the
   * mobile wallet for orders charged in EGP, by the same rule. Optional for older servers (absent: not offered).
   */
  mobileWallet: Type.Optional(Type.Boolean()),
});

export type ShopInfo = Static<typeof ShopInfoSchema>;

export const getShopInfo = defineEndpoint({
  method: 'GET',
  path: '/api/shop',
  summary:
    'How to reach the shop (SUPPORT_EMAIL), its return window, its country (SHOP_COUNTRY) and the units of one item an order may take',
  tags: ['shop'],
  access: 'public',
  response: ShopInfoSchema,
  failures: {},
});

const TaxRuleSchema = Type.Object({
  kind: Type.Union([Type.Literal('vat'), Type.Literal('sales-tax')]),
  rateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000, description: '1400 is 14 %' }),
  included: Type.Boolean({ description: 'True: the shown prices hold the tax; false: it is added at checkout' }),
});

const ShippingRateSchema = Type.Object({
  option: Type.Unsafe<DeliveryOption>(Type.String({ enum: [...DELIVERY_OPTIONS] })),
  priceCents: Type.Integer({ minimum: 0, description: "Minor units of the region's currency" }),
  freeOverCents: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Free once the goods, after any discount, reach this many cents; null: never free',
  }),
  minDays: Type.Integer({ minimum: 0, description: 'Business days; 0..0 is the same day' }),
  maxDays: Type.Integer({ minimum: 0 }),
  cutoffHour: Type.Integer({
    minimum: 0,
    maximum: 23,
    description: "Orders before this hour (the shop's time) leave that working day",
  }),
  workingDays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { description: 'ISO weekdays the carrier works' }),
});

export const DeliveryTermsSchema = Type.Object({
  country: Type.String({ description: 'ISO 3166 code' }),
  regionId: Type.String(),
  currency: Type.Unsafe<Currency>(
    Type.String({
      enum: [...CURRENCIES],
      description:
        "The region's settlement currency: checkout charges in it, and these terms' amounts are its minor units",
    }),
  ),
  tax: TaxRuleSchema,
  shipping: Type.Array(ShippingRateSchema),
  cashOnDelivery: Type.Union(
    [
      Type.Object({
        feeCents: Type.Integer({
          minimum: 0,
          description: "Minor units of the region's currency added to the order; 0: no fee",
        }),
        minOrderCents: Type.Optional(
          Type.Integer({
            minimum: 0,
            description: 'Taken for orders totalling at least this (the fee in it); none: any',
          }),
        ),
        maxOrderCents: Type.Optional(
          Type.Integer({
            minimum: 1,
            description: 'Taken for orders totalling at most this (the fee in it); none: any',
          }),
        ),
      }),
      Type.Null(),
    ],
    { description: 'The courier takes cash on delivery here, for this fee; null: the shopper pays online' },
  ),
  holidays: Type.Array(Type.String({ pattern: ISO_DAY_PATTERN }), {
    description:
      "The region's public holidays (YYYY-MM-DD) from the shop's today to 90 days ahead: nothing leaves or arrives",
  }),
});

export const DeliveryTermsListSchema = Type.Object({
  countries: Type.Array(DeliveryTermsSchema, { description: 'Every country the shop delivers to' }),
  timeZone: Type.String({
    description: "The shop's time zone (SHOP_TIMEZONE, IANA): cut-off hours and delivery days are its clock's",
  }),
});

export type DeliveryTermsList = Static<typeof DeliveryTermsListSchema>;

// The contract and the shared model say the same thing: a change to one that the other lacks fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agrees: Same<Static<typeof DeliveryTermsSchema>, DeliveryTerms> = true;
void agrees;

export const getDeliveryTerms = defineEndpoint({
  method: 'GET',
  path: '/catalog/delivery',
  summary:
    'Where the shop delivers, and for each country its tax rule and its shipping rates (the regions the operator sets)',
  tags: ['shop'],
  access: 'public',
  response: DeliveryTermsListSchema,
  failures: {},
});
