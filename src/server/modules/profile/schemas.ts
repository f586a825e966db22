import { Type } from '@fastify/type-provider-typebox';
import { Password, Text } from '../auth';

/** PUT /user/profile: the same shape; `id` (and anything else) is dropped, the token says whose profile. */
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

export const ChangePasswordBodySchema = Type.Object({ currentPassword: Password(), newPassword: Password() });

export const ChangePasswordAnswerSchema = Type.Object({ message: Type.String(), token: Type.String() });
