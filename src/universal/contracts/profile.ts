import { type Static, Type } from 'typebox';
import { type Locale, LOCALES } from '../i18n/locale';
import { CURRENCIES, type Currency } from '../i18n/money';
import { Password, Text } from './body-fields';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';

/** The spec's profile entity with the account id, as GET and PUT /api/user/profile answer it. */
export const ProfileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** Whether a link mailed to the address was followed (decision 0090); the account page asks until it was. */
  emailVerified: Type.Boolean(),
  phone: Type.String(),
  address: Type.Object({
    street: Type.String(),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
    country: Type.String(),
  }),
  preferences: Type.Object({
    emailNotifications: Type.Boolean(),
    smsNotifications: Type.Boolean(),
    currency: Type.Unsafe<Currency>(Type.String({ enum: [...CURRENCIES] })),
    language: Type.Unsafe<Locale>(Type.String({ enum: [...LOCALES] })),
  }),
});

export type Profile = Static<typeof ProfileSchema>;

/**
 * PUT /user/profile: the profile's shape without its id (the token says whose profile; anything else is
 * dropped). Its rules are the profile form's yup schema (validation/profile-schema.ts), run again by the server.
 */
export const ProfileBodySchema = Type.Object({
  name: Text(),
  email: Text(),
  phone: Text(),
  address: Type.Optional(
    Type.Object({ street: Text(), city: Text(), state: Text(), zipCode: Text(), country: Text() }),
  ),
  /** Needed only when `email` changes. */
  currentPassword: Password(),
  preferences: Type.Optional(
    Type.Object({
      emailNotifications: Type.Optional(Type.Boolean()),
      smsNotifications: Type.Optional(Type.Boolean()),
      currency: Text(),
      language: Text(),
    }),
  ),
});

/** The header picker's change: the language, the display currency or both; the schema itself is the rule. */
export const PreferencesBodySchema = Type.Object({
  language: Type.Optional(Type.Unsafe<Locale>(Type.Union(LOCALES.map((value) => Type.Literal(value))))),
  currency: Type.Optional(Type.Unsafe<Currency>(Type.Union(CURRENCIES.map((value) => Type.Literal(value))))),
});

/** The change takes the two passwords; the form's confirmation field stays in the browser. */
export const ChangePasswordBodySchema = Type.Object({ currentPassword: Password(), newPassword: Password() });

export const ChangePasswordAnswerSchema = Type.Object({
  message: Type.String(),
  /** The server revokes every older token on a change; this one keeps the current session signed in. */
  token: Type.String(),
});

/** What a change of the profile answers: the whole profile. */
export const UpdatedProfileSchema = Type.Object({ user: ProfileSchema });

const profileEndpoint = endpointGroup({ tags: ['profile'], access: 'shopper', failures: SIGNED_IN });
/** A change of the profile: it answers the whole profile. */
const profileChange = profileEndpoint.with({ response: UpdatedProfileSchema });

export const getProfile = profileEndpoint.get('/api/user/profile', {
  summary: 'The profile',
  response: ProfileSchema,
});

export const updateProfile = profileChange.put('/api/user/profile', {
  summary:
    'Replace the profile; a new email needs currentPassword, mails the old address an undo link and ends the other sessions',
  body: ProfileBodySchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.CURRENT_PASSWORD_INCORRECT],
    409: [ERROR_CODES.EMAIL_TAKEN],
    ...THROTTLED,
  },
});

export const updatePreferences = profileChange.patch('/api/user/preferences', {
  summary: 'Change the language or display currency (the header picker), leaving the rest of the profile',
  body: PreferencesBodySchema,
  failures: INVALID,
});

export const changePassword = profileEndpoint.put('/api/user/change-password', {
  summary: 'Change the password; ends every other session (this one goes on, its token answered again)',
  body: ChangePasswordBodySchema,
  response: ChangePasswordAnswerSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.CURRENT_PASSWORD_INCORRECT], ...THROTTLED },
});
