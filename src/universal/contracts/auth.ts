import { Type } from 'typebox';
import { Password, SuccessSchema, Text, TEXT_MAX } from './body-fields';
import { defineEndpoint } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { SessionSchema } from './session';

/**
 * Signing up and in, and the links mailed to a shopper (password reset, email-change undo). The bodies'
 * rules are the shared yup schemas of the forms (validation/auth-schemas.ts), run again by the server;
 * form-fields.test.ts holds each schema to its body's field list.
 */

export const RegisterBodySchema = Type.Object({
  name: Text(),
  email: Text(),
  phone: Text(),
  password: Password(),
  language: Type.Optional(
    Type.String({
      maxLength: 8,
      description: "The page language, a shop language's tag (the locale descriptors'): the profile language",
    }),
  ),
  currency: Type.Optional(
    Type.String({ maxLength: 8, description: 'The display currency (USD, EUR, GBP, EGP): the profile currency' }),
  ),
});

export const LoginBodySchema = Type.Object({ email: Text(), password: Password() });

export const ForgotPasswordBodySchema = Type.Object({ email: Text() });

/** The token of a mailed link (password reset, email-change undo). */
export const LinkTokenParamsSchema = Type.Object({ token: Type.String({ maxLength: TEXT_MAX }) });

export const ResetPasswordBodySchema = Type.Object({ password: Password(), confirmPassword: Password() });

/** What undoing an email change answers: the address put back, and a reset token to choose a new password. */
export const EmailChangeUndoneSchema = Type.Object({ email: Type.String(), resetToken: Type.String() });

const tags = ['auth'];
const invalid = { 400: [ERROR_CODES.VALIDATION_FAILED] } as const;
const throttled = { 429: [ERROR_CODES.RATE_LIMITED] } as const;

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Create an account and sign in',
  tags,
  access: 'public',
  body: RegisterBodySchema,
  status: 201,
  response: SessionSchema,
  failures: { ...invalid, 409: [ERROR_CODES.EMAIL_TAKEN], ...throttled },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with email and password',
  tags,
  access: 'public',
  body: LoginBodySchema,
  response: SessionSchema,
  failures: { ...invalid, 401: [ERROR_CODES.INVALID_CREDENTIALS], ...throttled },
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Mail a reset link if the account exists; the answer is the same either way',
  tags,
  access: 'public',
  body: ForgotPasswordBodySchema,
  response: SuccessSchema,
  failures: { ...invalid, ...throttled },
});

const deadResetLink = { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.INVALID_RESET_LINK] } as const;

export const checkResetLink = defineEndpoint({
  method: 'GET',
  path: '/api/auth/reset-password/:token',
  summary: 'Whether a reset link can still be used',
  tags,
  access: 'public',
  params: LinkTokenParamsSchema,
  response: SuccessSchema,
  failures: { ...deadResetLink, ...throttled },
});

export const resetPassword = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/reset-password/:token',
  summary: 'Set a new password with a reset link; ends every earlier session',
  tags,
  access: 'public',
  params: LinkTokenParamsSchema,
  body: ResetPasswordBodySchema,
  response: SuccessSchema,
  failures: { ...deadResetLink, ...throttled },
});

const deadUndoLink = { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.INVALID_UNDO_LINK] } as const;

export const checkEmailUndo = defineEndpoint({
  method: 'GET',
  path: '/api/auth/email-change/:token',
  summary: 'Whether an email-change undo link can still be used',
  tags,
  access: 'public',
  params: LinkTokenParamsSchema,
  response: SuccessSchema,
  failures: { ...deadUndoLink, ...throttled },
});

export const undoEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/auth/email-change/:token/undo',
  summary: 'Undo an email change: puts the old address back, ends every session and answers a password reset token',
  tags,
  access: 'public',
  params: LinkTokenParamsSchema,
  response: EmailChangeUndoneSchema,
  failures: { ...deadUndoLink, 409: [ERROR_CODES.EMAIL_TAKEN], ...throttled },
});

const deadVerifyLink = { 400: [ERROR_CODES.INVALID_VERIFY_LINK] } as const;

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email/:token',
  summary: "Follow an email verification link: marks the account's address as proven",
  description: 'Works signed in or not: the link itself is the proof. It proves only the address it was mailed to.',
  tags,
  access: 'public',
  params: LinkTokenParamsSchema,
  response: Type.Object({ email: Type.String() }),
  failures: { ...deadVerifyLink, ...throttled },
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verification',
  summary: "Mail the signed-in account's address a new verification link, unless it is proven already",
  tags,
  access: 'shopper',
  status: 202,
  response: Type.Object({ emailVerified: Type.Boolean() }),
  failures: { 401: [ERROR_CODES.UNAUTHORIZED, ERROR_CODES.SESSION_EXPIRED], ...throttled },
});
