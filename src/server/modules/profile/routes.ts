import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { changePasswordRequestSchema, normalizeEmail } from '../../../universal/validation/auth-schemas';
import { isEmailChange, profileSchemaFor } from '../../../universal/validation/profile-schema';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import type { RateLimitRule } from '../../http/rate-limit';
import { badRequest, unauthorized } from '../../http/errors';
import { parseBody } from '../../http/parse-body';
import { profileAddress, saveProfileAddress } from '../addresses';
import { mailChoices } from '../mail-preferences';
import {
  type AccountProfile,
  ACCOUNT_LIMITS as L,
  afterEmailChange,
  bearerToken,
  currentSessionId,
  currentUser,
  hashPassword,
  limitAttempts,
  profileRepository,
  userRepository,
  verifyPassword,
} from '../auth';
import {
  changePassword,
  getProfile,
  type Profile,
  updatePreferences,
  updateProfile,
} from '../../../universal/contracts/profile';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/** The profile as the API answers it: the account's own fields and its address, the address book's default. */
async function withAddress(db: Queryable, profile: AccountProfile): Promise<Profile> {
  return { ...profile, address: await profileAddress(db, profile.id) };
}

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
  /** The signed-in shopper's id, once the request is counted by its address (`perIp`) and its account (`perUser`). */
  const countedUser = async (request: FastifyRequest, perIp: RateLimitRule, perUser: RateLimitRule) => {
    const { id } = currentUser(request);
    await limitAttempts(ctx, request, [
      [perIp, request.ip],
      [perUser, id],
    ]);
    return id;
  };

  app.route({
    ...fromContract(app, getProfile),
    preHandler: app.authenticate,
    handler: async (request) => {
      const profile = await profiles.get(currentUser(request).id);
      if (!profile) throw gone();
      return withAddress(ctx.db, profile);
    },
  });

  app.route({
    ...fromContract(app, updateProfile),
    preHandler: app.authenticate,
    handler: async (request) => {
      const id = await countedUser(request, L.profileUpdatePerIp, L.profileUpdatePerUser);
      const [account, before] = await Promise.all([userRepository(ctx.db).findById(id), profiles.get(id)]);
      if (!account || !before) throw gone();
      const { currentPassword, ...values } = await parseBody(profileSchemaFor(account.email), request.body);
      const email = normalizeEmail(values.email);
      const changing = isEmailChange(account.email, email);
      if (changing && !(await verifyPassword(account.password_hash, currentPassword ?? ''))) throw wrongPassword();
      const user = await ctx.db.transaction(async (tx) => {
        const updated = await profileRepository(tx).update(id, { ...values, email });
        if (!updated) return undefined;
        await saveProfileAddress(tx, id, values, ctx.now());
        if (changing) {
          const { name, preferences } = before;
          const change = { userId: id, sessionId: currentSessionId(request), oldEmail: account.email, newEmail: email };
          await afterEmailChange(tx, { ...change, name, language: preferences.language }, ctx.config, ctx.now());
          // The marketing mails' choices are the mailbox's (decision 0117): the account takes its own along.
          await mailChoices(tx).carryOver(account.email, email, ctx.now());
        }
        return withAddress(tx, updated);
      });
      if (!user) throw gone();
      return { user };
    },
  });

  app.route({
    ...fromContract(app, updatePreferences),
    preHandler: app.authenticate,
    handler: async (request) => {
      const user = await profiles.setPreferences(currentUser(request).id, request.body);
      if (!user) throw gone();
      return { user: await withAddress(ctx.db, user) };
    },
  });

  app.route({
    ...fromContract(app, changePassword),
    preHandler: app.authenticate,
    handler: async (request) => {
      const id = await countedUser(request, L.changePasswordPerIp, L.changePasswordPerUser);
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
  });
};

export default profileRoutes;
