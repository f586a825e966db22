import { type Static, Type } from 'typebox';
import { type Locale, LOCALES } from '../i18n/locale';
import { CURRENCIES, type Currency } from '../i18n/money';

/** The spec's profile entity with the account id, as GET and PUT /api/user/profile answer it. */
export const ProfileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
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
