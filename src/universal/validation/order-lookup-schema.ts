/** "Find your order" (issue 34): a guest's order by the number its mail and page show, and its email. */
import { object, string, type InferType } from 'yup';
import type { MessageId } from '../i18n/messages';
import { emailField } from './auth-schemas';
import { normalizeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

/** Not in the spec: the lookup form's own rule (the email keeps the sign-in rule's messages). */
export const ORDER_NUMBER_REQUIRED = 'orderLookup.numberRequired' satisfies MessageId;
export const ORDER_NUMBER_INVALID = 'orderLookup.numberInvalid' satisfies MessageId;

export const orderLookupSchema = object({
  orderNumber: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeOrderNumber(value) : value))
    .required(ORDER_NUMBER_REQUIRED)
    .matches(ORDER_NUMBER_PATTERN, { message: ORDER_NUMBER_INVALID, excludeEmptyString: true }),
  email: emailField,
});

export type OrderLookupValues = InferType<typeof orderLookupSchema>;
