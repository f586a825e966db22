import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, unauthorized } from '../../http/errors';
import { resendVerification, verifyEmail } from '../../../universal/contracts/auth';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { currentUser } from './authenticate';
import { emailVerifications } from './email-verifications';
import { ACCOUNT_LIMITS as L, limitAttempts } from './limits';
import { userRepository } from './user-repository';
import { queueEmailVerification } from './verification-mail';

export const INVALID_VERIFY_LINK =
  'This confirmation link is invalid, has expired, was already used, or is for another address.';

/** The email verification link and its resending (issue 48 §7, decision 0090). */
export const verificationRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, verifyEmail),
    handler: async (request) => {
      // Counted with the other mailed links' checks: guessing a 256-bit token is hopeless, but cheap to stop.
      await limitAttempts(ctx, request, [[L.resetPerIp, request.ip]]);
      const proven = await ctx.db.transaction((tx) => emailVerifications(tx).consume(request.params.token, ctx.now()));
      if (!proven) throw badRequest(INVALID_VERIFY_LINK, undefined, ERROR_CODES.INVALID_VERIFY_LINK);
      request.log.info({ userId: proven.userId }, 'email address verified');
      return { email: proven.email };
    },
  });

  app.route({
    ...fromContract(app, resendVerification),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const { id } = currentUser(request);
      await limitAttempts(ctx, request, [[L.verificationMailsPerUser, id]]);
      const sent = await ctx.db.transaction(async (tx) => {
        const users = userRepository(tx);
        const account = await users.findById(id);
        const buyer = account && (await users.findBuyer(id));
        if (!account || !buyer)
          throw unauthorized('Your session has expired. Please sign in again.', ERROR_CODES.SESSION_EXPIRED);
        if (account.email_verified) return false;
        await queueEmailVerification(
          tx,
          { id, email: account.email, name: account.name, language: buyer.language },
          ctx.config,
          ctx.now(),
        );
        return true;
      });
      return reply.status(202).send({ emailVerified: !sent });
    },
  });
};
