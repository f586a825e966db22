import { type Static, Type } from 'typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../order-status';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../pricing';
import { defineEndpoint, endpointGroup } from './endpoint';
import { ISO_DAY_PATTERN } from './shop';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';
import { ProductIdSchema } from './product-id';
import { LOCALES } from '../i18n/locale';
import { Password, Text } from './body-fields';
import { CHARGE_KINDS, CHARGE_TAX_TREATMENTS, type ChargeKind, type ChargeTax } from '../order-charges';
import type { MessageId } from '../i18n/messages';

/** Where an order's payment through a provider stands (migration 054). */
export const ORDER_PAYMENT_STATES = ['awaiting', 'processing', 'paid', 'failed', 'cancelled', 'review'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];
/** Not paid yet, and still payable or being paid: the hold keeps its stock, and the order does not move on. */
export const UNPAID_PAYMENT_STATES = [
  'awaiting',
  'processing',
  'failed',
] as const satisfies readonly OrderPaymentState[];

/** Where an order goes, as checkout took it (the shared checkout rules decide what is valid). */
export const ShippingAddressSchema = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
});

/** A sold line's words in one language: the product's title and the variant's values ("أسود / M"). */
export const LineWordsSchema = Type.Object({
  title: Type.String(),
  variantLabel: Type.Optional(Type.String()),
});

export type LineWords = Static<typeof LineWordsSchema>;

/** A line's words in the shop's other languages, by language tag, as a record keeps them (decision 0093). */
export const lineWordsByLanguage = (description: string) =>
  Type.Optional(Type.Record(Type.String(), LineWordsSchema, { description }));

/** An order line: a snapshot of the product at purchase, its price in dollars as paid. */
export const OrderItemSchema = Type.Object({
  productId: ProductIdSchema,
  title: Type.String(),
  price: Type.Number({ description: 'Dollars, as paid' }),
  image: Type.String(),
  quantity: Type.Integer(),
  sku: Type.Optional(Type.String({ description: 'The variant sold (absent on orders placed before variants)' })),
  variantLabel: Type.Optional(
    Type.String({ description: 'The variant as sold, e.g. "Navy / M"; absent for a product without options' }),
  ),
  words: lineWordsByLanguage(
    "The line as sold in the shop's other languages, by language tag (ar, fr, es): title and variant named in " +
      'it. A language left out, or every one on lines sold before words were kept, reads as title and variantLabel',
  ),
});

export type OrderItem = Static<typeof OrderItemSchema>;

/** The buyer as they were at checkout. */
export const CustomerSchema = Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() });

export type Customer = Static<typeof CustomerSchema>;

/** A shipped order's parcel: who carries it, its number, and the carrier's page that tracks it. */
export const TrackingSchema = Type.Object({
  carrier: Type.String({ description: "The carrier's name, as the shop's carriers table spells it" }),
  number: Type.String({ description: 'The tracking number as the carrier printed it' }),
  url: Type.String({ description: "The carrier's public tracking page for this number" }),
});

export type Tracking = Static<typeof TrackingSchema>;

/** One row of what an order charges besides its goods (order-charges.ts), as checkout reckoned it. */
export const OrderChargeSchema = Type.Object({
  kind: Type.Unsafe<ChargeKind>(Type.String({ enum: [...CHARGE_KINDS] })),
  text: Type.Unsafe<MessageId>(
    Type.String({
      description:
        "Its label's id in the shop's catalog; it may name {code} (the promo code) and {option} (the delivery)",
    }),
  ),
  amountCents: Type.Integer({
    description: 'US cents, signed: negative for what is taken off (a discount). The total holds their sum.',
  }),
  tax: Type.Unsafe<ChargeTax>(
    Type.String({
      enum: [...CHARGE_TAX_TREATMENTS],
      description: "'with-goods': taxed with the goods (a discount); 'untaxed': added as it is (delivery, fees)",
    }),
  ),
});

/** An order as the API answers it (spec §3), money in dollars like the catalogue (its charges in cents). */
export const OrderSchema = Type.Object({
  _id: Type.String(),
  status: Type.Unsafe<OrderStatus>(Type.String({ enum: [...ALL_ORDER_STATUSES] })),
  createdAt: Type.String({ format: 'date-time' }),
  currency: Type.String({
    description:
      "The currency the order charged in (ISO 4217): every amount of it (prices, charges, tax, total, refunds) is in it; 'USD' for orders placed before regions settled in their own",
  }),
  rate: Type.Optional(
    Type.Object(
      {
        unitsPerUsd: Type.Number({ exclusiveMinimum: 0 }),
        setAt: Type.String({ format: 'date-time' }),
      },
      {
        description: 'The exchange rate its converted prices were taken at, and when it was set; absent when none was',
      },
    ),
  ),
  totalPrice: Type.Number({ description: "Major units of the order's currency" }),
  subtotal: Type.Number(),
  promoCode: Type.Optional(Type.String({ description: 'The promo code checkout applied from the cart' })),
  charges: Type.Array(OrderChargeSchema, {
    description:
      'What the order charges besides its goods, in the order summaries show them: the promo discount, delivery ' +
      '(0 when free), the cash-on-delivery fee',
  }),
  refunded: Type.Optional(
    Type.Number({
      description:
        'Dollars paid back so far, in the currency the order was charged in: staff refunds and refunded returns; absent when none',
    }),
  ),
  tax: Type.Number({
    description: 'Dollars of tax in the total: added on top, or, where taxIncluded, the part of the prices that is tax',
  }),
  taxRate: Type.Number({ description: 'The rate charged, as a fraction (0.14 is 14 %)' }),
  taxIncluded: Type.Boolean({
    description: 'True where the prices held the tax (VAT); false where it was added (sales tax)',
  }),
  deliveryOption: Type.Unsafe<DeliveryOption>(Type.String({ enum: [...DELIVERY_OPTIONS] })),
  deliveryDays: Type.Optional(
    Type.Object(
      { min: Type.Integer({ minimum: 0 }), max: Type.Integer({ minimum: 0 }) },
      { description: 'Business days the delivery promised at checkout; absent on orders placed before regions' },
    ),
  ),
  promisedDates: Type.Optional(
    Type.Object(
      { from: Type.String({ pattern: ISO_DAY_PATTERN }), to: Type.String({ pattern: ISO_DAY_PATTERN }) },
      {
        description:
          "The days (YYYY-MM-DD, the shop's calendar) the delivery promised at checkout to arrive, first to last; " +
          'absent on orders placed before delivery promises',
      },
    ),
  ),
  items: Type.Array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
  paymentMethod: Type.String({
    description:
      "As checkout sent it: 'credit-card (Demo)' … for the demo methods; 'cash-on-delivery', 'mobile-wallet' and the " +
      'methods a live provider took as they are',
  }),
  paymentDue: Type.Union([Type.Literal('on-delivery'), Type.Null()], {
    description:
      "'on-delivery' while a cash-on-delivery order is to be paid to the courier (until delivered; not once " +
      'cancelled); null when nothing is due',
  }),
  payment: Type.Optional(
    Type.Object(
      {
        provider: Type.Unsafe<'stripe' | 'paymob'>(Type.String({ enum: ['stripe', 'paymob'] })),
        state: Type.Unsafe<OrderPaymentState>(Type.String({ enum: [...ORDER_PAYMENT_STATES] })),
        reference: Type.Optional(Type.String({ description: "The provider's id of the payment, once made" })),
        holdUntil: Type.String({ description: 'Until when the order holds its stock while unpaid (ISO)' }),
      },
      {
        description:
          "Orders paid through a provider (issue 51): 'awaiting' until the provider's verified word makes it 'paid'; " +
          "'failed' may be paid again until holdUntil; 'cancelled' once the hold ran out; 'review' when the provider's " +
          'amount did not match. Absent on demo and cash-on-delivery orders',
      },
    ),
  ),
  user: CustomerSchema,
  tracking: Type.Optional(TrackingSchema),
  access: Type.Optional(
    Type.String({
      description:
        "A guest order's access key (no account): sent back as the X-Order-Access header, it opens, cancels and " +
        "returns this order without signing in. Absent on an account's orders.",
    }),
  ),
});

export type Order = Static<typeof OrderSchema>;

/** POST /api/orders/checkout's answer: the order created, or the one an earlier attempt with the key created. */
export const CheckoutResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order: OrderSchema,
});

export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;

const text = Type.Optional(Type.String());

/**
 * What checkout sends (spec §3), as a shape only: every field is optional here so that the shared yup
 * schema (checkoutRequestSchema, run in the handler) gives the spec's messages for missing fields.
 * Anything else the client sends (prices, totals, items) is dropped before the handler sees it.
 */
export const CheckoutBodySchema = Type.Object({
  shippingAddress: Type.Optional(
    Type.Object({ name: text, phone: text, street: text, city: text, state: text, zipCode: text, country: text }),
  ),
  paymentMethod: Type.Optional(
    Type.String({
      description:
        "credit-card, paypal, apple-pay or google-pay, optionally followed by ' (Demo)'; or cash-on-delivery where " +
        "the shipping country's region takes it; or mobile-wallet for an order charged in EGP where Paymob has a " +
        'wallet integration (GET /api/shop mobileWallet). Elsewhere these two answer 400 VALIDATION_FAILED on paymentMethod',
    }),
  ),
  deliveryOption: Type.Optional(Type.String({ description: DELIVERY_OPTIONS.join(', ') })),
  // Declared open and read by the handler: the app coerces types (null -> 0), and a missing version
  // must never pass for the version of a cart that was never changed.
  cartVersion: Type.Optional(
    Type.Unknown({
      description:
        "The cart's version (GET /api/cart) that the shopper confirmed; any other, or none, answers 409 CART_CHANGED",
    }),
  ),
  currency: Type.Optional(
    Type.String({
      maxLength: 8,
      description:
        "The currency the page showed the total in (ISO 4217): it must be the shipping country's region's, which checkout always charges in; any other answers 400 CURRENCY_MISMATCH and nothing is taken",
    }),
  ),
  saveAddress: Type.Optional(
    Type.Boolean({
      description:
        'Add the shipping address to the address book with the order, unless it is there already or the book is full',
    }),
  ),
  guest: Type.Optional(
    Type.Object(
      {
        // Bounded here, so that a signed-in checkout (which ignores `guest`) cannot carry absurd input either.
        email: Text(254),
        createAccount: Type.Optional(Type.Boolean()),
        password: Password(),
        language: Text(8),
        currency: Text(8),
      },
      {
        description:
          "Signed out only (ignored with a session): the guest's email, the language of the order's mails, and, " +
          'with createAccount, the password of an account made with the order (name and phone from the address) ' +
          'and the display currency (USD, EUR, GBP, EGP) its profile keeps, as sign-up does',
      },
    ),
  ),
});

/** An order in a path; anything but an order id of the shopper's answers 404 (the handler checks). */
export const OrderIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });

const tags = ['orders'];
/** Signed in, or a guest with the order's access key in X-Order-Access (a sent token must be valid). */
export const GUEST_ACCESS_NOTE =
  "Signed-out callers send the order's access key in the X-Order-Access header; with neither a session nor the key the order answers 404.";

const ordersEndpoint = endpointGroup({ tags, access: 'shopper', failures: SIGNED_IN });

/** One order, the signed-in shopper's or a guest's with its access key, by its id; anyone else's answers 404. */
export const shopperOrder = ordersEndpoint.with({
  access: 'optional-shopper',
  params: OrderIdParamsSchema,
  description: GUEST_ACCESS_NOTE,
  failures: { 404: [ERROR_CODES.ORDER_NOT_FOUND] },
});

export const checkout = ordersEndpoint.post('/api/orders/checkout', {
  summary:
    'Turns the cart into a pending order, priced from the catalogue, if the cart is still at the confirmed cartVersion (else 409 CART_CHANGED); retries with the same Idempotency-Key replay the first answer',
  // Not declared as a headers schema: with removeAdditional 'all' that would strip Authorization.
  description:
    'Header Idempotency-Key (required): 8-128 of A-Z a-z 0-9 _ -, one per checkout attempt and reused when retrying it. ' +
    'A repeat with the same body answers the first 201 again; a different body answers 422; one still running answers 409.',
  access: 'optional-shopper',
  body: CheckoutBodySchema,
  status: 201,
  response: CheckoutResponseSchema,
  failures: {
    400: [
      ERROR_CODES.VALIDATION_FAILED,
      ERROR_CODES.CART_EMPTY,
      ERROR_CODES.PRODUCT_UNAVAILABLE,
      ERROR_CODES.DELIVERY_UNAVAILABLE,
      ERROR_CODES.IDEMPOTENCY_KEY_REQUIRED,
      ERROR_CODES.CURRENCY_MISMATCH,
    ],
    409: [
      ERROR_CODES.CART_CHANGED,
      ERROR_CODES.CHECKOUT_IN_PROGRESS,
      ERROR_CODES.EMAIL_TAKEN,
      ERROR_CODES.QUANTITY_LIMIT,
      ERROR_CODES.TOO_MANY_UNPAID_ORDERS,
      ERROR_CODES.PROMO_ALREADY_USED,
    ],
    422: [ERROR_CODES.IDEMPOTENCY_KEY_REUSED],
    503: [ERROR_CODES.RATES_STALE],
    ...THROTTLED,
  },
});

export const listOrders = ordersEndpoint.get('/api/orders', {
  summary: "The user's orders, newest first",
  response: Type.Array(OrderSchema),
});

export const getOrder = shopperOrder.get('/api/orders/:id', {
  summary: "One of the user's orders, or a guest's with its access key; anyone else's answers 404",
  response: OrderSchema,
});

export const cancelOrder = shopperOrder.post('/api/orders/:id/cancel', {
  summary:
    "Cancels one of the user's orders before it ships (pending or processing); a shipped, delivered or " +
    'already cancelled one answers 409 with its own code',
  response: OrderSchema,
  failures: {
    409: [ERROR_CODES.ORDER_NOT_CANCELLABLE, ERROR_CODES.ORDER_ALREADY_DELIVERED, ERROR_CODES.ORDER_ALREADY_CANCELLED],
  },
});

export const LookupOrderBodySchema = Type.Object({
  orderNumber: Type.String({ maxLength: 64, description: 'The 8-character order number the mail and the page show' }),
  email: Type.String({ maxLength: 254 }),
});

export const lookupOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders/lookup',
  summary: "Finds a guest's order by its number and email, and answers its id and access key",
  description:
    'Rate limited per address and per email. A wrong number, a wrong email, and an order of an account all answer the ' +
    'same 404 ORDER_LOOKUP_FAILED.',
  tags,
  access: 'public',
  body: LookupOrderBodySchema,
  response: Type.Object({ orderId: Type.String(), access: Type.String() }),
  failures: { ...INVALID, 404: [ERROR_CODES.ORDER_LOOKUP_FAILED] },
});

export const requestOrderClaim = ordersEndpoint.post('/api/orders/claims', {
  summary: "Mails the account's address a link that adds the guest orders placed with it to the account",
  description:
    "Answers whether any guest orders with the account's email wait to join it; the link is mailed only then. " +
    'Following the link proves the shopper reads that mailbox.',
  status: 202,
  response: Type.Object({ waiting: Type.Integer({ minimum: 0 }) }),
  failures: { 403: [ERROR_CODES.EMAIL_UNVERIFIED] },
});

export const claimOrders = ordersEndpoint.post('/api/orders/claims/:token', {
  summary: "Adds the guest orders placed with the account's email to the signed-in account",
  params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
  response: Type.Object({ joined: Type.Integer({ minimum: 0 }) }),
  failures: { 400: [ERROR_CODES.INVALID_CLAIM_LINK], 403: [ERROR_CODES.EMAIL_UNVERIFIED] },
});

/** GET /api/orders/:id/receipt.pdf's query: the receipt's language. */
export const ReceiptQuerySchema = Type.Object({
  lang: Type.Optional(
    Type.Union(
      LOCALES.map((locale) => Type.Literal(locale)),
      { description: "The receipt's language; English when absent" },
    ),
  ),
});

export const getOrderReceipt = shopperOrder.get('/api/orders/:id/receipt.pdf', {
  summary:
    "One of the user's orders (or a guest's, with its access key) as a printable PDF receipt, in the language asked for; anyone else's answers 404",
  description:
    'Answers application/pdf, shown inline (Content-Disposition: inline; filename="receipt-<order number>.pdf"), never cached. ' +
    GUEST_ACCESS_NOTE,
  querystring: ReceiptQuerySchema,
  response: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'The PDF (application/pdf)' }),
  failures: { ...INVALID, ...THROTTLED },
});
