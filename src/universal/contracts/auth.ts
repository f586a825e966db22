import { Type } from 'typebox';
import { Password, SuccessSchema, Text, TEXT_MAX } from './body-fields';
import { endpointGroup } from './endpoint';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';
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

/** Every endpoint here is rate limited (429). */
const authEndpoint = endpointGroup({ tags: ['auth'], access: 'public', failures: THROTTLED });
/** Following a mailed link: its token in the path. */
const mailedLink = authEndpoint.with({ params: LinkTokenParamsSchema });

export const register = authEndpoint.post('/api/auth/register', {
  summary: 'Create an account and sign in',
  body: RegisterBodySchema,
  status: 201,
  response: SessionSchema,
  failures: { ...INVALID, 409: [ERROR_CODES.EMAIL_TAKEN] },
});

export const login = authEndpoint.post('/api/auth/login', {
  summary: 'Sign in with email and password',
  body: LoginBodySchema,
  response: SessionSchema,
  failures: { ...INVALID, 401: [ERROR_CODES.INVALID_CREDENTIALS] },
});

export const forgotPassword = authEndpoint.post('/api/auth/forgot-password', {
  summary: 'Mail a reset link if the account exists; the answer is the same either way',
  body: ForgotPasswordBodySchema,
  response: SuccessSchema,
  failures: INVALID,
});

/** A link that is checked, then spent: a used, expired or unknown one answers 400 with its own code. */
const spentLink = (dead: ErrorCode) =>
  mailedLink.with({ response: SuccessSchema, failures: { 400: [ERROR_CODES.VALIDATION_FAILED, dead] } });
const resetLink = spentLink(ERROR_CODES.INVALID_RESET_LINK);
const undoLink = spentLink(ERROR_CODES.INVALID_UNDO_LINK);

export const checkResetLink = resetLink.get('/api/auth/reset-password/:token', {
  summary: 'Whether a reset link can still be used',
});

export const resetPassword = resetLink.put('/api/auth/reset-password/:token', {
  summary: 'Set a new password with a reset link; ends every earlier session',
  body: ResetPasswordBodySchema,
});

export const checkEmailUndo = undoLink.get('/api/auth/email-change/:token', {
  summary: 'Whether an email-change undo link can still be used',
});

export const undoEmailChange = undoLink.post('/api/auth/email-change/:token/undo', {
  summary: 'Undo an email change: puts the old address back, ends every session and answers a password reset token',
  response: EmailChangeUndoneSchema,
  failures: { 409: [ERROR_CODES.EMAIL_TAKEN] },
});

const deadVerifyLink = { 400: [ERROR_CODES.INVALID_VERIFY_LINK] } as const;

export const verifyEmail = mailedLink.post('/api/auth/verify-email/:token', {
  summary: "Follow an email verification link: marks the account's address as proven",
  description: 'Works signed in or not: the link itself is the proof. It proves only the address it was mailed to.',
  response: Type.Object({ email: Type.String() }),
  failures: deadVerifyLink,
});

export const resendVerification = authEndpoint.post('/api/auth/verification', {
  summary: "Mail the signed-in account's address a new verification link, unless it is proven already",
  access: 'shopper',
  status: 202,
  response: Type.Object({ emailVerified: Type.Boolean() }),
  failures: SIGNED_IN,
});
