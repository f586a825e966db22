import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { conflict, forbidden, notFound } from '../../http/errors';
import { checkoutRequestSchema } from '../../../universal/validation/checkout-schema';
import {
  ACCOUNT_LIMITS,
  currentUser,
  hashPassword,
  limitAttempts,
  queueEmailVerification,
  userRepository,
} from '../auth';
import { cartOwners } from '../cart';
import { object } from 'yup';
import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../http/rate-limit';
import { badRequest } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { normalizeEmail } from '../../../universal/validation/email-address';
import { guestCheckoutSchema } from '../../../universal/validation/guest-checkout-schema';
import { DEFAULT_LOCALE } from '../../../universal/i18n/locale';
import type { Currency } from '../../../universal/i18n/money';
import { orderViewerOf } from './guest-access';
import { orderClaimMail, orderClaims } from './order-claims';
import { parseBody } from '../../http/parse-body';
import { confirmedCartVersion } from './cart-version';
import { type CheckoutBuyer, type CheckoutFaults, EMPTY_CART, placeOrder } from './checkout';
import { idempotencyKeys, parseIdempotencyKey, requestHash } from './idempotency';
import { ORDER_ID_PATTERN, ORDER_NOT_FOUND } from './order-model';
import { ordersRepository } from './repository';
import { orderReturns } from './returns';
import { orderStatusChanges } from './status-changes';
import {
  cancelOrder,
  checkout as checkoutEndpoint,
  type CheckoutResponse,
  claimOrders,
  getOrder,
  listOrders,
  lookupOrder,
  requestOrderClaim,
} from '../../../universal/contracts/order';
import { ERROR_CODES, type ErrorCode } from '../../../universal/contracts/error-codes';
import { getOrderReturns, requestReturn } from '../../../universal/contracts/returns';
import type { OrderStatus } from '../../../universal/order-status';

/**
 * Why an order past cancelling cannot be cancelled, in the answer's words and code, for the statuses that
 * have words of their own; any other answers as a shipped order does (notCancellable).
 */
const SHIPPED_NOT_CANCELLABLE: [string, ErrorCode] = [
  'This order has shipped and can no longer be cancelled',
  ERROR_CODES.ORDER_NOT_CANCELLABLE,
];
const NOT_CANCELLABLE: Partial<Record<OrderStatus, [string, ErrorCode]>> = {
  shipped: SHIPPED_NOT_CANCELLABLE,
  delivered: ['This order has been delivered and can no longer be cancelled', ERROR_CODES.ORDER_ALREADY_DELIVERED],
  cancelled: ['This order is already cancelled', ERROR_CODES.ORDER_ALREADY_CANCELLED],
};

/** The refusal for cancelling an order in this status. */
export function notCancellable(status: string): [string, ErrorCode] {
  return NOT_CANCELLABLE[status as OrderStatus] ?? SHIPPED_NOT_CANCELLABLE;
}

/** /orders/lookup's one answer for a wrong number, a wrong email, or an account's order: nothing to tell apart. */
export const ORDER_LOOKUP_FAILED = 'We could not find a guest order with that number and email.';
export const INVALID_CLAIM_LINK = 'This link is invalid, has expired, was already used, or is for another account.';
export const EMAIL_TAKEN_AT_CHECKOUT =
  'An account already uses this email. Sign in to check out with it, or untick "Create an account".';

export const EMAIL_UNVERIFIED =
  'Confirm your email address first: open the link we mailed you, or send it again from your account page.';
const emailUnverified = () => forbidden(EMAIL_UNVERIFIED, ERROR_CODES.EMAIL_UNVERIFIED);

/** Attempts at finding a guest order by number and email, and mails of claim links. */
export const ORDER_LIMITS = {
  lookupPerIp: { name: 'order-lookup:ip', limit: 30, windowMs: 15 * 60_000 },
  /**
   * Per (address, email), not per email: wrong tries from one address must not lock the order's buyer out
   * from theirs (issue 48 §4). Guessing stays slow: 8 hex digits are 4 billion numbers for one email.
   */
  lookupPerIpAndEmail: { name: 'order-lookup:ip-email', limit: 10, windowMs: 15 * 60_000 },
  claimMailsPerUser: { name: 'order-claim-mail:user', limit: 5, windowMs: 60 * 60_000 },
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

export interface OrdersRoutesOptions {
  ctx: AppContext;
  /** Tests only: make a checkout fail at a chosen point. */
  faults?: CheckoutFaults;
}

/** Checkout and order history of the signed-in user (/api/orders). */
const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (app, { ctx, faults }) => {
  const orders = ordersRepository(ctx.db);
  const owners = cartOwners(ctx);
  const statusChanges = orderStatusChanges(ctx.db);
  const returns = orderReturns(ctx.db);

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
      const claim = await keys.claim(requestHash({ ...checkout, cartVersion, guest: who.hashed }), ctx.now());
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
      if (account) await queueEmailVerification(tx, { ...account, language }, ctx.config.publicUrl, ctx.now());
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
      [ORDER_LIMITS.guestCheckoutPerIp, request.ip],
      [ORDER_LIMITS.guestCheckoutPerEmail, email],
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

  app.route({
    ...fromContract(app, lookupOrder),
    handler: async (request) => {
      const email = normalizeEmail(request.body.email.trim());
      await limitAttempts(ctx, request, [
        [ORDER_LIMITS.lookupPerIp, request.ip],
        [ORDER_LIMITS.lookupPerIpAndEmail, `${request.ip} ${email}`],
      ]);
      const number = request.body.orderNumber.trim().replace(/^#/, '').toLowerCase();
      const found = /^[0-9a-f]{8}$/.test(number) ? await orders.findGuestOrder(number, email) : undefined;
      if (!found) throw notFound(ORDER_LOOKUP_FAILED, ERROR_CODES.ORDER_LOOKUP_FAILED);
      request.log.info({ orderId: found.id }, 'guest order looked up');
      return { orderId: found.id, access: found.access };
    },
  });

  app.route({
    ...fromContract(app, requestOrderClaim),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const user = currentUser(request);
      await limitAttempts(ctx, request, [[ORDER_LIMITS.claimMailsPerUser, user.id]]);
      // Before anything is counted: an account that has not proven its address is not told how many guest
      // orders the address has, nor mailed anything about them (decision 0090).
      if (!(await userRepository(ctx.db).isEmailVerified(user.id))) throw emailUnverified();
      const waiting = await ctx.db.transaction(async (tx) => {
        const count = await ordersRepository(tx).guestOrdersWaiting(user.email);
        const buyer = count > 0 ? await userRepository(tx).findBuyer(user.id) : undefined;
        if (buyer) {
          const token = await orderClaims(tx).create(user.id, user.email, ctx.now());
          await enqueueMail(tx, orderClaimMail(buyer, ctx.config.publicUrl, token, count));
        }
        return count;
      });
      return reply.status(202).send({ waiting });
    },
  });

  app.route({
    ...fromContract(app, claimOrders),
    preHandler: app.authenticate,
    handler: async (request) => {
      const user = currentUser(request);
      const joined = await ctx.db.transaction(async (tx) => {
        if (!(await userRepository(tx).isEmailVerified(user.id))) throw emailUnverified();
        const email = await orderClaims(tx).consume(request.params.token, user.id, ctx.now());
        // The link names the address it was mailed to: an account that changed its email since joins nothing.
        if (email === undefined || normalizeEmail(email) !== normalizeEmail(user.email))
          throw badRequest(INVALID_CLAIM_LINK, undefined, ERROR_CODES.INVALID_CLAIM_LINK);
        return ordersRepository(tx).joinGuestOrders(user.id, email);
      });
      request.log.info({ joined }, 'guest orders joined the account');
      return { joined };
    },
  });

  app.route({
    ...fromContract(app, listOrders),
    preHandler: app.authenticate,
    handler: async (request) => orders.listForUser(currentUser(request).id),
  });

  app.route({
    ...fromContract(app, getOrder),
    preHandler: app.authenticateIfSent,
    handler: async (request) => {
      const { id } = request.params;
      const viewer = orderViewerOf(request);
      const order = viewer && ORDER_ID_PATTERN.test(id) ? await orders.getFor(viewer, id) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      return order;
    },
  });

  app.route({
    ...fromContract(app, cancelOrder),
    preHandler: app.authenticateIfSent,
    handler: async (request) => {
      const { id } = request.params;
      const viewer = orderViewerOf(request);
      const result =
        viewer && ORDER_ID_PATTERN.test(id)
          ? await statusChanges.cancel(id, viewer, ctx.now())
          : ({ ok: false, reason: 'not-found' } as const);
      if (result.ok) {
        request.log.info({ orderId: id }, 'order cancelled by its shopper');
        return result.order;
      }
      if (result.reason === 'not-found') throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      // A cancellable status here would mean the order moved back meanwhile, which nothing does.
      const [message, code] = notCancellable(result.current);
      throw conflict(message, code);
    },
  });

  app.route({
    ...fromContract(app, getOrderReturns),
    preHandler: app.authenticateIfSent,
    handler: async (request) => {
      const { id } = request.params;
      const viewer = orderViewerOf(request);
      const view = viewer && ORDER_ID_PATTERN.test(id) ? await returns.view(viewer, id) : undefined;
      if (!view) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      return view;
    },
  });

  app.route({
    ...fromContract(app, requestReturn),
    // Before the body is validated: a bad token is 401, and no key nor session is 404, whatever it sends.
    onRequest: async (request, reply) => {
      await app.authenticateIfSent(request, reply);
      if (!orderViewerOf(request)) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const viewer = orderViewerOf(request);
      if (!viewer || !ORDER_ID_PATTERN.test(id)) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      const created = await returns.request(viewer, id, request.body, ctx.now());
      request.log.info({ orderId: id, returnId: created.id }, 'return requested');
      return reply.status(201).send(created);
    },
  });
};

export default ordersRoutes;
