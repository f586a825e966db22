/** "Email me when it's back" (issue 53): the address to mail once when a sold-out variant returns. */
import { object, type InferType } from 'yup';
import { emailField } from './auth-schemas';

export const stockAlertSchema = object({ email: emailField });

export type StockAlertValues = InferType<typeof stockAlertSchema>;
