import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { object } from 'yup';
import type { AppContext } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, conflict } from '../../http/errors';
import { parseBody } from '../../http/parse-body';
import type { RateLimitRule } from '../../http/rate-limit';
import { checkoutRequestSchema } from '../../../universal/validation/checkout-schema';
import { normalizeEmail } from '../../../universal/validation/email-address';
import { guestCheckoutSchema } from '../../../universal/validation/guest-checkout-schema';
import { DEFAULT_LOCALE } from '../../../universal/i18n/locale';
import type { Currency } from '../../../universal/i18n/money';
import { checkout as checkoutEndpoint, type CheckoutResponse } from '../../../universal/contracts/order';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { ACCOUNT_LIMITS, hashPassword, limitAttempts, queueEmailVerification, userRepository } from '../auth';
import { cartOwners } from '../cart';
import { confirmedCartVersion } from './cart-version';
import { type CheckoutBuyer, type CheckoutFaults, EMPTY_CART, placeOrder } from './checkout';
import { idempotencyKeys, parseIdempotencyKey, requestHash } from './idempotency';
import { livePayments } from '../../payment-config';

export const EMAIL_TAKEN_AT_CHECKOUT =
  'An account already uses this email. Sign in to check out with it, or untick "Create an account".';

/** Attempts at checking out as a guest. */
export const CHECKOUT_LIMITS = {
  /**
   * Guest checkouts (issue 48): anyone can place one with any email, and each mails that address, so they
   * are counted like sign-ups. Per email first: a stranger's address cannot be mailed more than a few
   * confirmations an hour. Per client address: one visitor cannot place order after order with made-up
   * emails, while shoppers sharing an address (a NAT, an office) still fit under it.
   */
  guestCheckoutPerEmail: { name: 'guest-checkout:email', limit: 5, windowMs: 60 * 60_000 },
  guestCheckoutPerIp: { name: 'guest-checkout:ip', limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** The body's `guest`, checked by the shared rule under its own name, so errors read `guest.email`. */
const guestBodySchema = object({ guest: guestCheckoutSchema.default(undefined).required() });

export interface CheckoutRoutesOptions {
  ctx: AppContext;
  /** Tests only: make a checkout fail at a chosen point. */
  faults?: CheckoutFaults;
}

/** Checkout (POST /api/orders/checkout): a signed-in shopper's cart, or a guest's with their details. */
const checkoutRoutes: FastifyPluginAsyncTypebox<CheckoutRoutesOptions> = async (app, { ctx, faults }) => {
  // The payments turned on (issue 51): a card or wallet order a provider takes waits for its payment.
  const live = livePayments(ctx.config.payments);
  const owners = cartOwners(ctx);

  app.route({
    ...fromContract(app, checkoutEndpoint),
    preHandler: app.authenticateIfSent,
    handler: async (request, reply) => {
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      const checkout = await parseBody(checkoutRequestSchema, request.body);
      const cartVersion = confirmedCartVersion(request.body.cartVersion);
      const who = await checkoutBuyer(request, request.body);
      const keys = idempotencyKeys<CheckoutResponse>(ctx.db, who.cartId, key);
      // The version is part of what was confirmed: the same key with another version is another request.
      // A guest's email and choice count too; a password never reaches the stored hash.
      const claim = await keys.claim(
        requestHash({ ...checkout, cartVersion, currency: request.body.currency, guest: who.hashed }),
        ctx.now(),
      );
      if (claim.kind === 'replay') {
        request.log.info({ orderId: claim.response.body.order._id, idempotencyKey: key }, 'checkout replayed');
        return reply.status(claim.response.status).send(claim.response.body);
      }
      try {
        const response = await placeOrder(ctx.db, {
          cartId: who.cartId,
          buyer: who.buyer,
          request: checkout,
          cartVersion,
          now: ctx.now(),
          shopTimeZone: ctx.config.shopTimeZone,
          recordResponse: (tx, body) => keys.complete(tx, { status: 201, body }),
          saveAddress: request.body.saveAddress === true,
          limits: ctx.config.orderLimits,
          ...(typeof request.body.currency === 'string' && { currency: request.body.currency }),
          ratesMaxAgeHours: ctx.config.ratesMaxAgeHours,
          payments: { live, holdMinutes: ctx.config.payments.holdMinutes },
          faults,
        });
        // Support finds the order a shopper's checkout created from the request's log line.
        request.log.info({ orderId: response.order._id, idempotencyKey: key, buyer: who.buyer.kind }, 'order placed');
        if (who.buyer.kind === 'new-account') await mailVerification(who.buyer.email, who.buyer.locale);
        return reply.status(201).send(response);
      } catch (error) {
        // Nothing was committed, so the same key may be tried again.
        await keys.release();
        throw error;
      }
    },
  });

  /**
   * An account made at checkout is a sign-up: its address gets the verification mail (decision 0090). After
   * the order's commit, so a failure here never costs the order; the account page can send it again.
   */
  async function mailVerification(email: string, language: string): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      const account = await userRepository(tx).findByEmail(email);
      if (account) await queueEmailVerification(tx, { ...account, language }, ctx.config, ctx.now());
    });
  }

  /**
   * Whose cart a checkout orders and who buys it: the signed-in shopper, or a guest with their guest cart
   * and the email (and, for a new account, the password) the body's `guest` gives.
   */
  async function checkoutBuyer(
    request: FastifyRequest,
    body: unknown,
  ): Promise<{ cartId: string; buyer: CheckoutBuyer; hashed?: object }> {
    const session = request.sessionUser;
    if (session) return { cartId: session.id, buyer: { kind: 'account', userId: session.id } };
    const cartId = await owners.guest(request);
    if (cartId === undefined) throw badRequest(EMPTY_CART, undefined, ERROR_CODES.CART_EMPTY);
    const { guest } = await parseBody(guestBodySchema, body);
    const email = normalizeEmail(guest.email);
    const locale = guest.language ?? DEFAULT_LOCALE;
    // Every guest attempt counts, placed or refused, before anything is locked or mailed.
    await limitAttempts(ctx, request, [
      [CHECKOUT_LIMITS.guestCheckoutPerIp, request.ip],
      [CHECKOUT_LIMITS.guestCheckoutPerEmail, email],
    ]);
    if (!guest.createAccount)
      return { cartId, buyer: { kind: 'guest', email, locale }, hashed: { email, createAccount: false, locale } };
    const currency = guest.currency as Currency | undefined;
    const hashed = { email, createAccount: true, locale, currency };
    // Counted as a sign-up: the same limits, and a taken email costs no argon2 work.
    await limitAttempts(ctx, request, [
      [ACCOUNT_LIMITS.registerPerIp, request.ip],
      [ACCOUNT_LIMITS.registerPerIpAndEmail, `${request.ip} ${email}`],
    ]);
    if (await userRepository(ctx.db).findByEmail(email))
      throw conflict(EMAIL_TAKEN_AT_CHECKOUT, ERROR_CODES.EMAIL_TAKEN);
    const passwordHash = await hashPassword(guest.password ?? '');
    return { cartId, buyer: { kind: 'new-account', email, passwordHash, locale, currency }, hashed };
  }
};

export default checkoutRoutes;
