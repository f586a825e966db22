/**
 * An order number as a shopper types it into "Find your order" (issue 34), apart from the lookup's schema so the
 * screen does not load yup with its first page (decision 0140).
 */

/** An order number as shown: the last 8 hex digits of the order's id (src/universal/order-status.ts orderNumber). */
export const ORDER_NUMBER_PATTERN = /^[0-9a-f]{8}$/;

/**
 * The number as a shopper may copy or type it ("#1A2B 3C4D", with the mail's '#', spaces, capitals), in the
 * form the page and the mails show: no '#', no spaces, lower case. The server reads it the same way.
 */
export function normalizeOrderNumber(typed: string): string {
  return typed.replace(/\s+/g, '').replace(/^#/, '').toLowerCase();
}

/** The field's longest sensible paste: "#" and a space between each of the 8 characters. */
export const ORDER_NUMBER_MAX_LENGTH = 24;
