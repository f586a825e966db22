import type { TSchema } from 'typebox';
import type { AnyObjectSchema } from 'yup';
import { forgotPassword, login, register, resetPassword } from './auth';
import { changePassword, updatePreferences, updateProfile } from './profile';
import {
  changePasswordRequestSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from '../validation/auth-schemas';
import { preferencesSchema, profileSchemaFor } from '../validation/profile-schema';

/**
 * The yup schemas stay the rules of the forms (and of the server, which runs them again with parseBody);
 * the contracts say what a request carries. Each row holds one yup schema to its endpoint's body, field by
 * field (nested objects as dotted paths), so a field added to one and forgotten in the other is named here
 * instead of being dropped silently by the server's `removeAdditional`.
 */
interface Row {
  /** The form (or the server's check) whose yup schema this is. */
  form: string;
  yup: AnyObjectSchema;
  body: TSchema | undefined;
  /** Fields the yup schema checks that the request does not carry, each with the reason. */
  notInBody?: Record<string, string>;
}

const ROWS: Row[] = [
  // Sign-up, sign-in and the password links (the auth screens; the server runs the same schemas).
  { form: 'register', yup: signupSchema, body: register.body },
  { form: 'login', yup: loginSchema, body: login.body },
  { form: 'forgot password', yup: forgotPasswordSchema, body: forgotPassword.body },
  // The server checks the confirmation too: the reset screen's banner shows its text.
  { form: 'reset password', yup: resetPasswordSchema, body: resetPassword.body },
  // The account page.
  { form: 'profile', yup: profileSchemaFor('shopper@example.com'), body: updateProfile.body },
  {
    form: 'change password (the dialog)',
    yup: changePasswordSchema,
    body: changePassword.body,
    notInBody: { confirmPassword: 'the dialog checks the two new passwords match; the server needs one' },
  },
  { form: 'change password (the server)', yup: changePasswordRequestSchema, body: changePassword.body },
  {
    form: "preferences (the header picker changes the profile form's language and currency)",
    yup: preferencesSchema,
    body: updatePreferences.body,
    notInBody: {
      emailNotifications: 'notifications are changed on the profile form only',
      smsNotifications: 'notifications are changed on the profile form only',
    },
  },
];

interface YupDescription {
  type: string;
  fields?: Record<string, YupDescription>;
}

/** A yup object schema's field names, nested objects' fields as `address.city`. */
function yupFieldNames(description: YupDescription, prefix = ''): string[] {
  return Object.entries(description.fields ?? {}).flatMap(([name, field]) =>
    field.type === 'object' && field.fields ? yupFieldNames(field, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

/** A TypeBox object schema's property names, nested objects' properties as `address.city`. */
function bodyFieldNames(schema: TSchema | undefined, prefix = ''): string[] {
  const properties = (schema as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) =>
    (property as { properties?: unknown }).properties
      ? bodyFieldNames(property, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

describe.each(ROWS)('the $form form and its endpoint', ({ yup, body, notInBody = {} }) => {
  const formFields = yupFieldNames(yup.describe() as YupDescription);
  const bodyFields = bodyFieldNames(body);

  it('has a body to compare with', () => {
    expect(bodyFields.length).toBeGreaterThan(0);
  });

  it('checks every field the body carries, and the body carries every field it checks', () => {
    const sent = formFields.filter((field) => !(field in notInBody));
    expect({
      checkedButNotSent: sent.filter((field) => !bodyFields.includes(field)),
      sentButNotChecked: bodyFields.filter((field) => !formFields.includes(field)),
    }).toEqual({ checkedButNotSent: [], sentButNotChecked: [] });
  });

  it('declares as form-only just fields the form checks and the body lacks', () => {
    const declared = Object.keys(notInBody);
    expect(declared.filter((field) => !formFields.includes(field) || bodyFields.includes(field))).toEqual([]);
  });
});
