import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { conflict, notFound } from '../../http/errors';
import { parseBody } from '../../http/parse-body';
import type { RateLimitRule } from '../../http/rate-limit';
import { limitAttempts } from '../auth';
import { cartOwners } from './cart-owner';
import { guestCarts, setGuestCartCookie } from './guest-carts';
import { readRestoreToken } from './restore-token';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { followCartReminder, setCartReminder } from '../../../universal/contracts/cart';
import { DEFAULT_LOCALE, localizedPath } from '../../../universal/i18n/locale';
import { normalizeEmail } from '../../../universal/validation/auth-schemas';
import { cartReminderSchema } from '../../../universal/validation/cart-reminder-schema';

const HOUR = 60 * 60_000;

/**
 * Answers kept per client address, and per (address, email): each consent is one future mail to the address
 * given, so a script naming someone's email on many carts is walled like the stock alerts' (decision 0118).
 */
export const CART_REMINDER_LIMITS = {
  perIp: { name: 'cart-reminder:ip', limit: 30, windowMs: HOUR },
  perIpAndEmail: { name: 'cart-reminder:ip-email', limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const NO_GUEST_CART = 'There is no cart to remind you of';
export const SIGNED_IN_REMINDERS = 'Signed in, cart reminders are chosen in your profile';

/**
 * A guest's cart reminder (issue 53 area 5, decision 0121): checkout's tick kept on the guest cart, and the
 * mail's link back, which puts the guest cart's cookie back on the device that follows it.
 */
const cartReminderRoutes: ModulePlugin = async (app, { ctx }) => {
  const owners = cartOwners(ctx);
  const guests = guestCarts(ctx.db);
  const secure = ctx.config.publicUrl.startsWith('https:');

  app.route({
    ...fromContract(app, setCartReminder),
    preHandler: app.authenticateIfSent,
    handler: async (request) => {
      if (request.sessionUser) throw conflict(SIGNED_IN_REMINDERS, ERROR_CODES.CONFLICT);
      const { email, consent, language } = await parseBody(cartReminderSchema, request.body);
      const address = normalizeEmail(email);
      await limitAttempts(ctx, request, [
        [CART_REMINDER_LIMITS.perIp, request.ip],
        [CART_REMINDER_LIMITS.perIpAndEmail, `${request.ip} ${address}`],
      ]);
      const cartId = await owners.guest(request);
      const kept =
        cartId !== undefined &&
        (await guests.setReminder(
          cartId,
          { email: address, consent, language: language ?? DEFAULT_LOCALE },
          ctx.now(),
        ));
      if (!kept) throw notFound(NO_GUEST_CART, ERROR_CODES.NOT_FOUND);
      // The tick, never the address (decision 0091: no personal data in logs).
      request.log.info({ consent }, 'guest cart reminder answered');
      return { consent };
    },
  });

  /**
   * The reminder's link: puts the guest cart's cookie back if the token is the shop's and the cart still
   * lives, then shows the cart page in the mail's language. Anything else shows the cart page as the device
   * has it: a link is never an error page.
   */
  app.route({
    ...fromContract(app, followCartReminder),
    handler: async (request, reply) => {
      const { token } = request.query;
      const claims = token ? await readRestoreToken(ctx.tokenKeys, token, ctx.now()) : undefined;
      if (claims && (await guests.live(claims.cartId, ctx.now()))) setGuestCartCookie(reply, claims.cartId, secure);
      request.log.info({ restored: claims !== undefined }, 'cart reminder link followed');
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(localizedPath('/cart', claims?.language ?? DEFAULT_LOCALE), 303);
    },
  });
};

export default cartReminderRoutes;
