import { boolean, object, string, type InferType } from 'yup';
import { LOCALES } from '../i18n/locale';
import { CURRENCIES } from '../i18n/money';
import { newEmailField, passwordPolicy } from './auth-schemas';
import * as msg from './messages';

/**
 * What a signed-out shopper adds to checkout (issue 34): the email the order's mails go to, and, when
 * "Create an account" is ticked, the new account's password (the sign-up rule). The account's name and
 * phone are the shipping address's. `language` is the one the order's mails are written in; `currency`
 * and `language` are the new account's preferences.
 */
export const guestCheckoutSchema = object({
  email: newEmailField,
  createAccount: boolean().default(false),
  password: string().when('createAccount', {
    is: true,
    then: () => passwordPolicy.required(msg.PASSWORD_REQUIRED),
    otherwise: () => string().strip(),
  }),
  language: string().oneOf(LOCALES, msg.LANGUAGE_INVALID),
  // The display currency the shopper was using: an account made with the order keeps it, as sign-up's does.
  currency: string().oneOf(CURRENCIES, msg.CURRENCY_INVALID),
});

export type GuestCheckout = InferType<typeof guestCheckoutSchema>;

export const GUEST_CHECKOUT_DEFAULTS = { email: '', createAccount: false, password: '' } as const;
