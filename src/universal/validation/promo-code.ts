/** A promo code's shape, apart from the cart box's schema so the cart does not load yup with its page (decision 0140). */

/** Promo codes are short; the box caps typing here so a paste cannot fill the page. */
export const PROMO_CODE_MAX_LENGTH = 32;

/** What a code may look like (migration 040's check): letters, digits, '-' and '_', up to 32. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
