import { ErrorBodySchema } from '../../../core/contracts/error-body';
import { Type } from '@fastify/type-provider-typebox';

/** Generous bounds for free text: the yup schemas hold the real rules, these stop absurd input early. */
export const TEXT_MAX = 200;
export const PASSWORD_MAX = 128;

/**
 * Body fields are optional at this layer on purpose: a missing field then gets the shared yup
 * schema's wording ('Email is required'), the same text the form shows. Types and lengths are
 * still enforced here.
 */
export const Text = (maxLength = TEXT_MAX) => Type.Optional(Type.String({ maxLength }));
export const Password = () => Type.Optional(Type.String({ maxLength: PASSWORD_MAX }));

export const RegisterBodySchema = Type.Object({
  name: Text(),
  email: Text(),
  phone: Text(),
  password: Password(),
  language: Type.Optional(
    Type.String({ maxLength: 8, description: 'The page language (en, ar, fr, es): the profile language' }),
  ),
  currency: Type.Optional(
    Type.String({ maxLength: 8, description: 'The display currency (USD, EUR, GBP, EGP): the profile currency' }),
  ),
});

export const LoginBodySchema = Type.Object({ email: Text(), password: Password() });

export const ForgotPasswordBodySchema = Type.Object({ email: Text() });

export const ResetTokenParamsSchema = Type.Object({ token: Type.String({ maxLength: TEXT_MAX }) });

export const ResetPasswordBodySchema = Type.Object({ password: Password(), confirmPassword: Password() });

export const SuccessSchema = Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) });

/** A session id is a uuid; a malformed one is refused (400) before any query. */
export const SessionIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** GET /auth/sessions: the account's signed-in devices. */
export const DeviceSessionsSchema = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      /** "Chrome on Windows"; empty when the browser was not recognised. */
      device: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
      lastSeenAt: Type.String({ format: 'date-time' }),
      /** The session this request was made with. */
      current: Type.Boolean(),
    }),
  ),
});

/** Every failure a route can answer, for the OpenAPI document and so `errors` is serialised. */
export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};
