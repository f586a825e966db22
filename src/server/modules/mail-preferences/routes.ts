import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { fieldRefused, unauthorized } from '../../http/errors';
import type { RateLimitRule } from '../../http/rate-limit';
import { currentUser, limitAttempts, userRepository } from '../auth';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import {
  getMailChoices,
  resubscribe,
  unsubscribe,
  updateMailChoices,
} from '../../../universal/contracts/mail-preferences';
import { mailChoices } from './choices';
import { readUnsubscribeToken } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link does not work. Sign in to choose your mails in your profile.';

/**
 * Unsubscribe links per client address. Loose on purpose: a mail provider's one-click POSTs for all its
 * users come from a few of its addresses, and a refused one-click would leave someone mailed who said no.
 * The tokens are unguessable; this only bounds the signature checks one address can ask for.
 */
const LINKS_PER_IP: RateLimitRule = { name: 'unsubscribe:ip', limit: 600, windowMs: 15 * 60_000 };

/** The profile's mail switches (signed in) and the marketing mails' unsubscribe links (no sign-in). */
const mailPreferenceRoutes: ModulePlugin = async (app, { ctx }) => {
  /** The signed-in shopper's address: the choices are the mailbox's (decision 0117). */
  const accountEmail = async (id: string) => {
    const account = await userRepository(ctx.db).findById(id);
    if (!account) throw unauthorized('Your session has expired. Please sign in again.', ERROR_CODES.SESSION_EXPIRED);
    return account.email;
  };

  app.route({
    ...fromContract(app, getMailChoices),
    preHandler: app.authenticate,
    handler: async (request) => mailChoices(ctx.db).ofAccount(await accountEmail(currentUser(request).id)),
  });

  app.route({
    ...fromContract(app, updateMailChoices),
    preHandler: app.authenticate,
    handler: async (request) => {
      const email = await accountEmail(currentUser(request).id);
      const choices = mailChoices(ctx.db);
      await choices.set(email, request.body, ctx.now());
      return choices.ofAccount(email);
    },
  });

  await app.register(async (scope) => {
    const links = scope.withTypeProvider<TypeBoxTypeProvider>();
    // RFC 8058: the one-click POST carries `List-Unsubscribe=One-Click` as a form (urlencoded or multipart).
    // The token in the URL says everything, so the body is read (within a small bound) and set aside.
    links.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );

    for (const [endpoint, subscribed] of [
      [unsubscribe, false],
      [resubscribe, true],
    ] as const) {
      links.route({
        ...fromContract(links, endpoint),
        handler: async (request) => {
          await limitAttempts(ctx, request, [[LINKS_PER_IP, request.ip]]);
          const claims = await readUnsubscribeToken(ctx.tokenKeys, request.query.token);
          if (!claims) throw fieldRefused('token', INVALID_UNSUBSCRIBE_LINK);
          await mailChoices(ctx.db).set(claims.email, { [claims.kind]: subscribed }, ctx.now());
          request.log.info({ kind: claims.kind, subscribed }, 'marketing mail choice changed by its link');
          return { kind: claims.kind, email: claims.email, subscribed };
        },
      });
    }
  });
};

export default mailPreferenceRoutes;
