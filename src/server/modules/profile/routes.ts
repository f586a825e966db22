import { Type } from '@fastify/type-provider-typebox';
import { changePasswordRequestSchema, normalizeEmail } from '../../../core/validation/auth-schemas';
import { CURRENCIES, isEmailChange, LANGUAGES, profileSchemaFor } from '../../../core/validation/profile-schema';
import type { ModulePlugin } from '../../context';
import { badRequest, unauthorized } from '../../http/errors';
import {
  ACCOUNT_LIMITS as L,
  afterEmailChange,
  bearerToken,
  currentSessionId,
  currentUser,
  errorResponses,
  hashPassword,
  limitAttempts,
  parseBody,
  profileRepository,
  userRepository,
  verifyPassword,
} from '../auth';
import { ChangePasswordAnswerSchema, ChangePasswordBodySchema, ProfileBodySchema } from './schemas';
import { ProfileSchema } from '../../../core/contracts/profile';
import { ERROR_CODES } from '../../../core/contracts/error-codes';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The signed-in shopper's profile and password. */
const profileRoutes: ModulePlugin = async (app, { ctx }) => {
  const profiles = profileRepository(ctx.db);
  const gone = () => unauthorized('Your session has expired. Please sign in again.', ERROR_CODES.SESSION_EXPIRED);
  const wrongPassword = () =>
    badRequest(
      CURRENT_PASSWORD_INCORRECT,
      { currentPassword: CURRENT_PASSWORD_INCORRECT },
      ERROR_CODES.CURRENT_PASSWORD_INCORRECT,
    );

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: 'The profile', response: { 200: ProfileSchema, ...errorResponses } },
    },
    async (request) => {
      const profile = await profiles.get(currentUser(request).id);
      if (!profile) throw gone();
      return profile;
    },
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Replace the profile; a new email needs currentPassword, mails the old address an undo link and ends the other sessions',
        body: ProfileBodySchema,
        response: { 200: Type.Object({ user: ProfileSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await limitAttempts(ctx, request, [
        [L.profileUpdatePerIp, request.ip],
        [L.profileUpdatePerUser, id],
      ]);
      const [account, before] = await Promise.all([userRepository(ctx.db).findById(id), profiles.get(id)]);
      if (!account || !before) throw gone();
      const { currentPassword, ...values } = await parseBody(profileSchemaFor(account.email), request.body);
      const email = normalizeEmail(values.email);
      const changing = isEmailChange(account.email, email);
      if (changing && !(await verifyPassword(account.password_hash, currentPassword ?? ''))) throw wrongPassword();
      const user = await ctx.db.transaction(async (tx) => {
        const updated = await profileRepository(tx).update(id, { ...values, email });
        if (updated && changing) {
          const { name, preferences } = before;
          const change = { userId: id, sessionId: currentSessionId(request), oldEmail: account.email, newEmail: email };
          await afterEmailChange(
            tx,
            { ...change, name, language: preferences.language },
            ctx.config.publicUrl,
            ctx.now(),
          );
        }
        return updated;
      });
      if (!user) throw gone();
      return { user };
    },
  );

  app.patch(
    '/preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the language or display currency (the header picker), leaving the rest of the profile',
        body: Type.Object({
          language: Type.Optional(Type.Union(LANGUAGES.map((value) => Type.Literal(value)))),
          currency: Type.Optional(Type.Union(CURRENCIES.map((value) => Type.Literal(value)))),
        }),
        response: { 200: Type.Object({ user: ProfileSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await profiles.setPreferences(currentUser(request).id, request.body);
      if (!user) throw gone();
      return { user };
    },
  );

  app.put(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password; ends every other session (this one goes on, its token answered again)',
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await limitAttempts(ctx, request, [
        [L.changePasswordPerIp, request.ip],
        [L.changePasswordPerUser, id],
      ]);
      const values = await parseBody(changePasswordRequestSchema, request.body);
      const users = userRepository(ctx.db);
      const account = await users.findById(id);
      if (!account) throw gone();
      if (!(await verifyPassword(account.password_hash, values.currentPassword))) throw wrongPassword();
      const passwordHash = await hashPassword(values.newPassword);
      const sessionId = currentSessionId(request);
      await ctx.db.transaction((tx) => userRepository(tx).setPassword(id, passwordHash, ctx.now(), sessionId));
      return {
        message: 'Password changed successfully',
        // This session goes on; its token is answered again for clients that replace it on a change.
        token: bearerToken(request) ?? '',
      };
    },
  );
};

export default profileRoutes;
