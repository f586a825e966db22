import { boolean, object, string, type InferType } from 'yup';
import { LOCALES } from '../i18n/locale';
import { newEmailField } from './auth-schemas';
import * as msg from './messages';

/**
 * A guest's "Email me a reminder if I leave my cart" (issue 53, decision 0121): the address checkout was given
 * (the guest checkout's own rule, so the tick is sent only for an address the order would take), the tick,
 * and the checkout's language, which the reminder is written in.
 */
export const cartReminderSchema = object({
  email: newEmailField,
  consent: boolean().required(),
  language: string().oneOf(LOCALES, msg.LANGUAGE_INVALID),
});

export type CartReminderValues = InferType<typeof cartReminderSchema>;
