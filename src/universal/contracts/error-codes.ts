/**
 * The machine-readable `code` of every error answer, beside its English `message`. Clients decide on
 * the code (never on the wording), and the language catalogs translate by code. Add a code here when a
 * new failure needs telling apart; never rename one (clients and catalogs key on it).
 */
export const ERROR_CODES = {
  // Generic, by HTTP status: what an answer carries when no more precise code applies.
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** Signed in, but the role may not do this (the staff console). */
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNPROCESSABLE: 'UNPROCESSABLE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  // Input.
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  // Accounts and sessions.
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_RESET_LINK: 'INVALID_RESET_LINK',
  CURRENT_PASSWORD_INCORRECT: 'CURRENT_PASSWORD_INCORRECT',
  SESSION_NOT_FOUND: 'SESSION_NOT_FOUND',
  INVALID_UNDO_LINK: 'INVALID_UNDO_LINK',
  /** An email verification link that is invalid, expired, spent, or for an address the account no longer has. */
  INVALID_VERIFY_LINK: 'INVALID_VERIFY_LINK',
  /** The account has not proven its address yet (decision 0090): it cannot join guest orders. */
  EMAIL_UNVERIFIED: 'EMAIL_UNVERIFIED',
  // Catalogue, cart and wish list.
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  CART_LINE_LIMIT: 'CART_LINE_LIMIT',
  CART_FULL: 'CART_FULL',
  /** A product with several variants named by its product id alone: the body must name the SKU. */
  VARIANT_REQUIRED: 'VARIANT_REQUIRED',
  /** Fewer units on hand than a line asks for; the answer's `lines` name each such line. */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  ITEM_ALREADY_IN_WISHLIST: 'ITEM_ALREADY_IN_WISHLIST',
  /** The console: a SKU another product already sells. */
  SKU_TAKEN: 'SKU_TAKEN',
  /** The console: the shelf no longer holds the units a stock change was made against (a sale meanwhile). */
  STOCK_CHANGED: 'STOCK_CHANGED',
  /** The console: the products a bulk action names are no longer those its confirmation counted (decision 0127). */
  PRODUCTS_CHANGED: 'PRODUCTS_CHANGED',
  /** The console: the catalogue changed since a CSV import was previewed; preview it again (decision 0127). */
  IMPORT_STALE: 'IMPORT_STALE',
  WISHLIST_FULL: 'WISHLIST_FULL',
  // Address book.
  ADDRESS_NOT_FOUND: 'ADDRESS_NOT_FOUND',
  ADDRESS_BOOK_FULL: 'ADDRESS_BOOK_FULL',
  // Checkout and orders.
  CART_EMPTY: 'CART_EMPTY',
  CART_CHANGED: 'CART_CHANGED',
  /** A checkout naming another currency than its region settles in (issue 50): nothing is taken. */
  CURRENCY_MISMATCH: 'CURRENCY_MISMATCH',
  /** The region's prices need an exchange rate older than RATES_MAX_AGE_HOURS: checkout waits for a fresh one. */
  RATES_STALE: 'RATES_STALE',
  PAYMENT_NOT_PAYABLE: 'PAYMENT_NOT_PAYABLE',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  BAD_WEBHOOK: 'BAD_WEBHOOK',
  PAYMENT_PROVIDER_OFF: 'PAYMENT_PROVIDER_OFF',
  /** Staff moved or shipped an order whose card payment is not made yet (or is under review): it stays put. */
  ORDER_NOT_PAID: 'ORDER_NOT_PAID',
  PRODUCT_UNAVAILABLE: 'PRODUCT_UNAVAILABLE',
  /** The shipping country is in no region, or its region no longer offers the chosen delivery. */
  DELIVERY_UNAVAILABLE: 'DELIVERY_UNAVAILABLE',
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  CHECKOUT_IN_PROGRESS: 'CHECKOUT_IN_PROGRESS',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  /** /orders/lookup: no guest order has that number and email (the same answer whichever is wrong). */
  ORDER_LOOKUP_FAILED: 'ORDER_LOOKUP_FAILED',
  /** A link to add guest orders to an account that is invalid, expired, spent, or for another account. */
  INVALID_CLAIM_LINK: 'INVALID_CLAIM_LINK',
  /** Cancelling an order that has shipped (the code is older than the two below, hence its name). */
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  ORDER_ALREADY_DELIVERED: 'ORDER_ALREADY_DELIVERED',
  ORDER_ALREADY_CANCELLED: 'ORDER_ALREADY_CANCELLED',
  RETURN_NOT_ALLOWED: 'RETURN_NOT_ALLOWED',
  RETURN_TOO_MANY: 'RETURN_TOO_MANY',
  // Reviews.
  REVIEW_NOT_VERIFIED: 'REVIEW_NOT_VERIFIED',
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  // Promotions (the console's promo codes).
  PROMOTION_NOT_FOUND: 'PROMOTION_NOT_FOUND',
  PROMOTION_EXISTS: 'PROMOTION_EXISTS',
  // Hoarding guards (issue 48, decision 0089); the answer's `limit` is the number the rule allows.
  /** More units of one variant than one order may take: a cart change, or a checkout of a line above it. */
  QUANTITY_LIMIT: 'QUANTITY_LIMIT',
  /** The shopper (by email, phone or address) already has as many cash-on-delivery orders waiting as allowed. */
  TOO_MANY_UNPAID_ORDERS: 'TOO_MANY_UNPAID_ORDERS',
  /** The cart's code allows one use per customer, and this customer's was spent on an earlier order. */
  PROMO_ALREADY_USED: 'PROMO_ALREADY_USED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code an answer carries when the thrower named none: one per HTTP status. */
export function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: ERROR_CODES.BAD_REQUEST,
    401: ERROR_CODES.UNAUTHORIZED,
    403: ERROR_CODES.FORBIDDEN,
    404: ERROR_CODES.NOT_FOUND,
    409: ERROR_CODES.CONFLICT,
    413: ERROR_CODES.PAYLOAD_TOO_LARGE,
    415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    422: ERROR_CODES.UNPROCESSABLE,
    429: ERROR_CODES.RATE_LIMITED,
    503: ERROR_CODES.SERVICE_UNAVAILABLE,
  };
  return byStatus[status] ?? (status >= 500 ? ERROR_CODES.INTERNAL_ERROR : ERROR_CODES.BAD_REQUEST);
}
