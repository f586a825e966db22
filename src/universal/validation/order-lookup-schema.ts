/** "Find your order" (issue 34): a guest's order by the number its mail and page show, and its email. */
import { object, string, type InferType } from 'yup';
import type { MessageId } from '../i18n/messages';
import { emailField } from './auth-schemas';

/** Not in the spec: the lookup form's own rule (the email keeps the sign-in rule's messages). */
export const ORDER_NUMBER_REQUIRED = 'orderLookup.numberRequired' satisfies MessageId;
export const ORDER_NUMBER_INVALID = 'orderLookup.numberInvalid' satisfies MessageId;

/** An order number as shown: the last 8 hex digits of the order's id (src/universal/order-status.ts orderNumber). */
const ORDER_NUMBER_PATTERN = /^[0-9a-f]{8}$/;

/**
 * The number as a shopper may copy or type it ("#1A2B 3C4D", with the mail's '#', spaces, capitals), in the
 * form the page and the mails show: no '#', no spaces, lower case. The server reads it the same way.
 */
export function normalizeOrderNumber(typed: string): string {
  return typed.replace(/\s+/g, '').replace(/^#/, '').toLowerCase();
}

/** The field's longest sensible paste: "#" and a space between each of the 8 characters. */
export const ORDER_NUMBER_MAX_LENGTH = 24;

export const orderLookupSchema = object({
  orderNumber: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeOrderNumber(value) : value))
    .required(ORDER_NUMBER_REQUIRED)
    .matches(ORDER_NUMBER_PATTERN, { message: ORDER_NUMBER_INVALID, excludeEmptyString: true }),
  email: emailField,
});

export type OrderLookupValues = InferType<typeof orderLookupSchema>;
