import type { TSchema } from 'typebox';
import { type AnyObjectSchema, boolean, type SchemaDescription, type SchemaObjectDescription, string } from 'yup';
import {
  changePasswordRequestSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../validation/auth-schemas';
import { signupSchema } from '../validation/signup-schema';
import { guestCheckoutSchema } from '../validation/guest-checkout-schema';
import { checkoutRequestSchema, shippingAddressSchema } from '../validation/checkout-schema';
import { preferencesSchema, profileSchemaFor } from '../validation/profile-schema';
import { returnFormSchema } from '../validation/return-schema';
import { savedAddressRequestSchema } from '../validation/address-book-schema';
import { createAddress, updateAddress } from './addresses';
import { reviewSchema } from '../validation/review-schema';
import { forgotPassword, login, register, resetPassword } from './auth';
import type { Endpoint } from './endpoint';
import { changePassword, updatePreferences, updateProfile } from './profile';
import { checkout } from './order';
import { requestReturn } from './returns';
import { saveMyReview } from './reviews';
import { stockAlertSchema } from '../validation/stock-alert-schema';
import { subscribeStockAlert } from './stock-alerts';

/**
 * The yup rules stay the rules of the forms (and of the server's parseBody), the contract is the request's
 * shape: each form's field names must be its contract body's property names, so a field added to one and
 * not the other fails here instead of being dropped in silence (the app removes undeclared fields).
 * A field that only one side has is named in its row, with why.
 */
interface Row {
  form: AnyObjectSchema;
  endpoint: Endpoint;
  /** Fields the form has and the request does not carry as such. */
  formOnly?: Record<string, string>;
  /** Fields the request carries that no one types into the form. */
  contractOnly?: Record<string, string>;
}

const CHECKOUT = 'checkout (shipping address, payment and delivery; the server runs the same rules)';

const ROWS: Record<string, Row> & Record<typeof CHECKOUT, Row> = {
  // Sign-up, sign-in and the password links (the auth screens; the server runs the same schemas).
  register: { form: signupSchema, endpoint: register },
  login: { form: loginSchema, endpoint: login },
  'forgot password': { form: forgotPasswordSchema, endpoint: forgotPassword },
  // The server checks the confirmation too: the reset screen's banner shows its text.
  'reset password': { form: resetPasswordSchema, endpoint: resetPassword },
  // The account page.
  profile: { form: profileSchemaFor('shopper@example.com'), endpoint: updateProfile },
  'change password (the dialog)': {
    form: changePasswordSchema,
    endpoint: changePassword,
    formOnly: { confirmPassword: 'the dialog checks the two new passwords match; the server needs one' },
  },
  'change password (the server)': { form: changePasswordRequestSchema, endpoint: changePassword },
  "preferences (the header picker changes the profile form's language and currency)": {
    form: preferencesSchema,
    endpoint: updatePreferences,
    formOnly: {
      emailNotifications: 'notifications are changed on the profile form only',
      smsNotifications: 'notifications are changed on the profile form only',
    },
  },
  [CHECKOUT]: {
    // A signed-out shopper's contact comes under `guest`, checked by its own shared rule (issue 34).
    form: checkoutRequestSchema.shape({ guest: guestCheckoutSchema }),
    endpoint: checkout,
    contractOnly: {
      cartVersion: 'the version of the cart the page showed, sent by the page itself',
      currency: 'the currency the page totalled in (its region settles in it), sent by the page itself',
      saveAddress: "the address book's tick, read by the handler (the order is the same either way)",
    },
  },
  // The account's address book (issue 34): one form for a new address and a change of one.
  'address book (new address)': { form: savedAddressRequestSchema, endpoint: createAddress },
  'address book (change of an address)': { form: savedAddressRequestSchema, endpoint: updateAddress },
  'review form (and the server’s check of it)': { form: reviewSchema, endpoint: saveMyReview },
  "back-in-stock alert (the product page's 'Email me when it's back')": {
    form: stockAlertSchema,
    endpoint: subscribeStockAlert,
    contractOnly: {
      sku: 'the sold-out variant the page shows, sent by the page itself',
      language: 'the page language, sent by the page itself',
    },
  },
  'return request form': {
    form: returnFormSchema,
    endpoint: requestReturn,
    formOnly: { quantities: 'units per order line, sent as items (returnRequestBody)' },
    contractOnly: { items: 'built from quantities by returnRequestBody' },
  },
};

/** A yup object's field names, nested objects with fields of their own as "parent.child". */
function formFields(description: SchemaObjectDescription, prefix = ''): string[] {
  return Object.entries(description.fields).flatMap(([name, field]) => {
    const nested = (field as SchemaDescription & Partial<SchemaObjectDescription>).fields;
    return nested && Object.keys(nested).length > 0
      ? formFields(field as SchemaObjectDescription, `${prefix}${name}.`)
      : [`${prefix}${name}`];
  });
}

/** A TypeBox object's property names, nested objects as "parent.child". */
function contractFields(schema: TSchema, prefix = ''): string[] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const nested = (property as { properties?: Record<string, TSchema> }).properties;
    return nested && Object.keys(nested).length > 0
      ? contractFields(property, `${prefix}${name}.`)
      : [`${prefix}${name}`];
  });
}

/** What one side has and the other lacks, less the fields the row declares one-sided. */
function fieldMismatch({ form, endpoint, formOnly = {}, contractOnly = {} }: Row) {
  const inForm = formFields(form.describe());
  const inContract = contractFields(endpoint.body as TSchema);
  return {
    notInContract: inForm.filter((field) => !inContract.includes(field) && !(field in formOnly)),
    notInForm: inContract.filter((field) => !inForm.includes(field) && !(field in contractOnly)),
    declaredButMatched: [
      ...Object.keys(formOnly).filter((field) => inContract.includes(field) || !inForm.includes(field)),
      ...Object.keys(contractOnly).filter((field) => inForm.includes(field) || !inContract.includes(field)),
    ],
  };
}

test.each(Object.entries(ROWS))("%s: the form's fields are the contract body's", (_name, row) => {
  expect(fieldMismatch(row)).toEqual({ notInContract: [], notInForm: [], declaredButMatched: [] });
});

test('finds a form field its contract lacks, nested ones included', () => {
  const form = checkoutRequestSchema.shape({
    giftWrap: boolean(),
    shippingAddress: shippingAddressSchema.shape({ floor: string() }),
  });
  const mismatch = fieldMismatch({ ...ROWS[CHECKOUT], form });
  expect(mismatch.notInContract.sort()).toEqual(['giftWrap', 'shippingAddress.floor']);
});
