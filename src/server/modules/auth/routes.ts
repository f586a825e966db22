import { setTimeout as sleep } from 'node:timers/promises';
import {
  forgotPasswordSchema,
  loginSchema,
  normalizeEmail,
  resetPasswordSchema,
} from '../../../universal/validation/auth-schemas';
import { signupSchema } from '../../../universal/validation/signup-schema';
import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { parseBody } from '../../http/parse-body';
import type { RateLimitRule } from '../../http/rate-limit';
import { ACCOUNT_LIMITS as L, limitAttempts } from './limits';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './passwords';
import { passwordResets } from './password-resets';
import { queuePasswordReset } from './reset-mail';
import { emailChangeRoutes } from './email-change-routes';
import { markEmailVerified } from './email-verifications';
import { queueEmailVerification, queueTakeBack } from './verification-mail';
import { verificationRoutes } from './verification-routes';
import { DEFAULT_LOCALE } from '../../../universal/i18n/locale';
import { sessions } from './sessions';
import { sessionRoutes } from './session-routes';
import type { SessionUser } from '../../../universal/contracts/session';
import { checkResetLink, forgotPassword, login, register, resetPassword } from '../../../universal/contracts/auth';
import { EMAIL_TAKEN, userRepository } from './user-repository';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';
export const FORGOT_PASSWORD_ANSWER = {
  success: true,
  message: 'If an account exists for this email, a password reset link has been sent.',
} as const;
/**
 * Forgot-password answers no sooner than this (wall-clock), whether or not it created a link and
 * queued a mail, so the response time does not tell which addresses have accounts.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

/** Sign up, sign in, sign out, the signed-in devices and the forgot/reset password flow. */
const authRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const users = userRepository(ctx.db);
  const live = sessions(ctx.db);
  await prepareDummyHash();
  /** Counts a request that names an account's email by its address, and by its address with that email. */
  const countNamingEmail = (
    request: FastifyRequest,
    email: string | undefined,
    perIp: RateLimitRule,
    perIpAndEmail: RateLimitRule,
  ) =>
    limitAttempts(ctx, request, [
      [perIp, request.ip],
      [perIpAndEmail, `${request.ip} ${normalizeEmail(email ?? '')}`],
    ]);
  const session = async (user: SessionUser, userAgent: string | undefined) => ({
    token: await live.start(ctx.tokenKeys.signing, user.id, userAgent, ctx.now()),
    user: { id: user.id, name: user.name, email: user.email, phone: user.phone },
  });

  app.route({
    ...fromContract(app, register),
    handler: async (request, reply) => {
      await limitAttempts(ctx, request, [
        [L.registerPerIp, request.ip],
        [L.registerPerIpAndEmail, `${request.ip} ${normalizeEmail(request.body.email ?? '')}`],
      ]);
      const values = await parseBody(signupSchema, request.body);
      const email = normalizeEmail(values.email);
      // Checked first so a taken email costs no argon2 work; the unique index still decides races.
      const holder = await users.findByEmail(email);
      if (holder) {
        // Held by an account that never proved the address: its owner gets a mail that lets them take it
        // (decision 0090). The answer is the same as for any taken address, so it tells nothing more.
        if (!holder.email_verified)
          await ctx.db.transaction((tx) =>
            queueTakeBack(tx, holder, values.language ?? DEFAULT_LOCALE, ctx.config, ctx.now()),
          );
        throw conflict(EMAIL_TAKEN, ERROR_CODES.EMAIL_TAKEN);
      }
      const passwordHash = await hashPassword(values.password);
      const user = await ctx.db.transaction(async (tx) => {
        const created = await userRepository(tx).create({
          name: values.name,
          email,
          phone: values.phone,
          passwordHash,
          preferences: { language: values.language, currency: values.currency },
        });
        const language = values.language ?? DEFAULT_LOCALE;
        await queueEmailVerification(tx, { ...created, language }, ctx.config, ctx.now());
        return created;
      });
      return reply.status(201).send(await session(user, request.headers['user-agent']));
    },
  });

  app.route({
    ...fromContract(app, login),
    handler: async (request) => {
      await countNamingEmail(request, request.body.email, L.loginPerIp, L.loginPerIpAndEmail);
      const values = await parseBody(loginSchema, request.body);
      const user = await users.findByEmail(normalizeEmail(values.email));
      const valid = user
        ? await verifyPassword(user.password_hash, values.password)
        : await verifyAgainstDummy(values.password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS, ERROR_CODES.INVALID_CREDENTIALS);
      return session(user, request.headers['user-agent']);
    },
  });

  app.route({
    ...fromContract(app, forgotPassword),
    handler: async (request) => {
      const started = performance.now();
      // Counted before anything else, so a throttled request never creates a link or cancels one.
      await countNamingEmail(request, request.body.email, L.forgotPerIp, L.forgotPerIpAndEmail);
      const values = await parseBody(forgotPasswordSchema, request.body);
      const user = await users.findByEmail(normalizeEmail(values.email));
      if (user) {
        // The link and the mail exist together or not at all; the worker sends it after this answer.
        await ctx.db.transaction((tx) => queuePasswordReset(tx, user, ctx.config, ctx.now()));
      }
      const wait = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      return FORGOT_PASSWORD_ANSWER;
    },
  });

  app.route({
    ...fromContract(app, checkResetLink),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[L.resetPerIp, request.ip]]);
      if (!(await passwordResets(ctx.db).peek(request.params.token, ctx.now())))
        throw badRequest(INVALID_RESET_LINK, undefined, ERROR_CODES.INVALID_RESET_LINK);
      return { success: true };
    },
  });

  app.route({
    ...fromContract(app, resetPassword),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[L.resetPerIp, request.ip]]);
      const values = await parseBody(resetPasswordSchema, request.body);
      const { token } = request.params;
      // A cheap look first, so a dead link costs no argon2 work; consume() below is the real check.
      if (!(await passwordResets(ctx.db).peek(token, ctx.now())))
        throw badRequest(INVALID_RESET_LINK, undefined, ERROR_CODES.INVALID_RESET_LINK);
      const passwordHash = await hashPassword(values.password);
      await ctx.db.transaction(async (tx) => {
        const userId = await passwordResets(tx).consume(token, ctx.now());
        if (!userId) throw badRequest(INVALID_RESET_LINK, undefined, ERROR_CODES.INVALID_RESET_LINK);
        await userRepository(tx).setPassword(userId, passwordHash, ctx.now());
        // The link went to the account's address (links die when the address changes): that mailbox's
        // owner now holds the account, so the address is proven. This is how an owner takes back an
        // address someone else signed up with (decision 0090).
        const account = await userRepository(tx).findById(userId);
        if (account) await markEmailVerified(tx, userId, account.email, ctx.now());
      });
      return { success: true, message: 'Password reset successful' };
    },
  });

  await app.register(sessionRoutes, { ctx, catalogue });
  await app.register(emailChangeRoutes, { ctx, catalogue });
  await app.register(verificationRoutes, { ctx, catalogue });
};

export default authRoutes;
