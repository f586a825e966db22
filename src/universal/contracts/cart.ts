import { type Static, Type } from 'typebox';
import { ProductIdSchema } from './product-id';
import { defineEndpoint, endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';
import { MAX_QUANTITY_PER_LINE } from '../pricing';
import { PROMO_CODE_MAX_LENGTH } from '../validation/promo-code';
import { CURRENCIES, type Currency } from '../i18n/money';

/** A cart line as the server keeps and answers it (spec §3: the product id is a string): one variant. */
export const CartItemSchema = Type.Object({
  productId: ProductIdSchema,
  sku: Type.String({ description: 'The variant in the cart' }),
  quantity: Type.Integer({ minimum: 1 }),
});

export type CartItem = Static<typeof CartItemSchema>;

/**
 * A line the cart lowered to what is on hand, or dropped (`to` 0: no longer available), when it was
 * read: said once, by the answer of the read that made the change.
 */
export const StockAdjustmentSchema = Type.Object({
  sku: Type.String(),
  productId: ProductIdSchema,
  from: Type.Integer({ minimum: 1 }),
  to: Type.Integer({ minimum: 0 }),
});

export type StockAdjustment = Static<typeof StockAdjustmentSchema>;

/**
 * What the cart's code gives (issue 35): the client prices the cart and the checkout by it, as checkout
 * will on the server. Absent when the cart has no code, or one the shop no longer has.
 */
const CurrencyAmounts = Type.Optional(
  Type.Array(
    Type.Object({
      currency: Type.String(),
      amountMinor: Type.Optional(Type.Integer({ minimum: 1 })),
      minOrderMinor: Type.Integer({ minimum: 0 }),
    }),
    {
      description:
        "The code's own amounts in other currencies, minor units (issue 50): used there instead of the US cents at the rate",
    },
  ),
);

export const CartPromotionSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('percent'),
    percent: Type.Integer({ minimum: 1, maximum: 100 }),
    minOrderCents: Type.Integer({ minimum: 0 }),
    currencyAmounts: CurrencyAmounts,
  }),
  Type.Object({
    kind: Type.Literal('flat'),
    cents: Type.Integer({ minimum: 1 }),
    minOrderCents: Type.Integer({ minimum: 0 }),
    currencyAmounts: CurrencyAmounts,
  }),
]);

export type CartPromotion = Static<typeof CartPromotionSchema>;

/** Every cart endpoint answers the whole cart. */
export const CartSchema = Type.Object({
  items: Type.Array(CartItemSchema),
  promoCode: Type.Optional(
    Type.String({ description: 'The promo code applied to the cart; checkout applies it on the server' }),
  ),
  promotion: Type.Optional(CartPromotionSchema),
  version: Type.Integer({
    minimum: 0,
    description:
      'Changes with every change to the cart (lines or promo code). Checkout takes the version the shopper confirmed as cartVersion and refuses any other with 409 CART_CHANGED',
  }),
  adjustments: Type.Optional(
    Type.Array(StockAdjustmentSchema, {
      description:
        'GET /api/cart only, once: the lines this read lowered to the units on hand (to 0: removed, no longer available); the version was raised with them',
    }),
  ),
});

export type Cart = Static<typeof CartSchema>;

/**
 * A product named in a cart or wish-list body: only a string here; the rule (product-id.ts) runs in the
 * handler, which tells text that is not digits (400) from digits that name no product (404).
 */
export const ProductIdField = Type.String({
  maxLength: 32,
  description: 'Catalogue product id, a string of digits',
  examples: ['7'],
});

/**
 * The product a cart body names: its id alone is enough for a product that sells one variant; one
 * that sells several needs the `sku` (else 400 VARIANT_REQUIRED).
 */
const CartProductIdField = Type.Optional(
  Type.String({
    maxLength: 32,
    description: 'Catalogue product id; alone, it names the variant of a product that sells only one',
    examples: ['7'],
  }),
);

// quantity is declared open and checked by the handler: the app coerces types (null -> 0, true -> 1),
// and a stray null must never turn into "remove this line".
const QuantityField = Type.Unknown({ description: `Whole number; at most ${MAX_QUANTITY_PER_LINE} per line` });

/** The variant a line is for (issue 33): a product with options is sold by the SKU of the values picked. */
export const SkuField = Type.String({
  pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$',
  description: "A variant's SKU (GET /catalog/products/{id} lists each product's variants)",
  examples: ['SF33-NAVY-M'],
});

export const ProductBody = Type.Object({ productId: ProductIdField, sku: Type.Optional(SkuField) });
/** A cart line named in a body: by its SKU, or by its product id for a product that sells one variant. */
export const CartLineBody = Type.Object({ productId: CartProductIdField, sku: Type.Optional(SkuField) });
export const QuantityBody = Type.Object({
  productId: CartProductIdField,
  sku: Type.Optional(SkuField),
  quantity: QuantityField,
});

/** Only the shape: the shared promoCodeSchema (run in the handler) is the rule and gives the spec's message. */
export const PromoBody = Type.Object({
  code: Type.Optional(
    Type.String({
      maxLength: PROMO_CODE_MAX_LENGTH,
      description: "A promo code, case-sensitive (the spec's SAVE10, SAVE5, or one of the console's promotions)",
    }),
  ),
  currency: Type.Optional(
    Type.Unsafe<Currency>(
      Type.String({
        enum: [...CURRENCIES],
        description:
          "The currency the shopper will be charged in (their delivery region's): the code's minimum order is checked in it. US dollars when absent",
      }),
    ),
  ),
});

/**
 * Every cart endpoint answers the whole cart. A signed-out visitor's cart is their guest cart; a token
 * that is sent must still be valid (401 otherwise).
 */
const cartEndpoint = endpointGroup({
  tags: ['cart'],
  access: 'optional-shopper',
  response: CartSchema,
  failures: SIGNED_IN,
});
/** A line raised or set to a quantity: refused past the cart's limits or the units on hand. */
const quantityChange = cartEndpoint.with({
  body: QuantityBody,
  failures: {
    400: [
      ERROR_CODES.VALIDATION_FAILED,
      ERROR_CODES.CART_LINE_LIMIT,
      ERROR_CODES.QUANTITY_LIMIT,
      ERROR_CODES.CART_FULL,
      ERROR_CODES.VARIANT_REQUIRED,
    ],
    404: [ERROR_CODES.PRODUCT_NOT_FOUND],
    409: [ERROR_CODES.OUT_OF_STOCK],
  },
});
const removeFailures = {
  400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.VARIANT_REQUIRED],
  404: [ERROR_CODES.PRODUCT_NOT_FOUND],
} as const;

export const getCart = cartEndpoint.get('/api/cart', {
  summary:
    'The cart, oldest line first; a line above the units on hand is lowered to them (or removed when none are left) and listed once in adjustments',
});

export const mergeGuestCart = cartEndpoint.post('/api/cart/merge', {
  summary:
    "Moves the signed-out visitor's guest cart (its cookie) into the signed-in shopper's cart: quantities add up, capped per line; lines with no room stay in the guest cart",
  description:
    'Called right after signing in or signing up. Without a guest cart it only answers the cart. The guest cookie is cleared once the guest cart is empty.',
  access: 'shopper',
});

export const addToCart = quantityChange.post('/api/cart/add', {
  summary: 'Raises a line by the quantity, or appends it',
});

export const setCartQuantity = quantityChange.post('/api/cart/set-quantity', {
  summary: 'Sets a line to a quantity in one step; 0 or less removes it',
});

export const removeFromCart = cartEndpoint.post('/api/cart/remove', {
  summary: 'Removes a line',
  body: CartLineBody,
  failures: removeFailures,
});

export const clearCart = cartEndpoint.delete('/api/cart/clear', {
  summary: 'Empties the cart',
});

export const applyPromoCode = cartEndpoint.put('/api/cart/promo', {
  summary:
    'Applies a promo code to the cart (replacing any other); a code the shop does not have, or that this cart cannot use now (dates, limits, minimum order), answers 400',
  body: PromoBody,
  failures: { ...INVALID, ...THROTTLED },
});

export const removePromoCode = cartEndpoint.delete('/api/cart/promo', {
  summary: "Removes the cart's promo code: the discount goes back to zero",
});

/** Only the shape: the shared cartReminderSchema (run in the handler) is the rule and gives the form's messages. */
export const CartReminderBody = Type.Object({
  email: Type.String({ maxLength: 254, description: 'The address checkout was given' }),
  consent: Type.Boolean({ description: '"Email me a reminder if I leave my cart": ticked (true) or unticked' }),
  language: Type.Optional(Type.String({ maxLength: 8, description: "The checkout's language, the reminder's" })),
});

export const setCartReminder = defineEndpoint({
  method: 'PUT',
  path: '/api/cart/reminder',
  summary:
    'A signed-out shopper\'s answer to checkout\'s "Email me a reminder if I leave my cart", kept on their guest cart (its cookie)',
  description:
    'Issue 53 area 5, decision 0121: with consent, the cart left unchanged for CART_REMINDER_HOURS is mailed once to the ' +
    'address, in the language given, unless that address unsubscribed from cart reminders or ordered since. ' +
    'No guest cart: 404. Signed in: 409 (the profile holds the choice). Rate limited per client address.',
  tags: ['cart'],
  access: 'optional-shopper',
  body: CartReminderBody,
  response: Type.Object({ consent: Type.Boolean() }),
  failures: { ...INVALID, ...SIGNED_IN, ...THROTTLED, 404: [ERROR_CODES.NOT_FOUND], 409: [ERROR_CODES.CONFLICT] },
});

export const followCartReminder = defineEndpoint({
  method: 'GET',
  path: '/api/cart/restore',
  summary: "The cart reminder's link: puts the guest cart back on the device that follows it, then shows the cart page",
  description:
    'Issue 53 area 5, decision 0121: a token the shop signed (audience cart-restore) names a guest cart that still ' +
    'lives; its cookie is set and the answer is 303 to /cart in the mail language. Any other token shows the cart ' +
    'page as the device has it: a link from a mail is never an error page.',
  tags: ['cart'],
  access: 'public',
  querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 2048 })) }),
  status: 303,
  response: Type.Null({ description: 'No body: the Location header names the cart page' }),
  failures: {},
});
