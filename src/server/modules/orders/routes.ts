import { mailBrand } from '../seller';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { currentUser, limitAttempts, userRepository } from '../auth';
import type { RateLimitRule } from '../../http/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import {} from '../../mail/mail-html';
import { normalizeEmail } from '../../../universal/validation/email-address';
import { orderViewerFor, readAsViewer } from './guest-access';
import { orderClaimMail, orderClaims } from './order-claims';
import { orderNotFound } from './order-model';
import { ordersRepository } from './repository';
import { orderStatusChanges } from './status-changes';
import {
  cancelOrder,
  claimOrders,
  getOrder,
  listOrders,
  lookupOrder,
  requestOrderClaim,
} from '../../../universal/contracts/order';
import { ERROR_CODES, type ErrorCode } from '../../../universal/contracts/error-codes';
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
} as const satisfies Record<string, RateLimitRule>;

/** The signed-in shopper's orders and a guest's by its key (/api/orders): history, lookup, claims, cancellation. */
const ordersRoutes: ModulePlugin = async (app, { ctx }) => {
  const orders = ordersRepository(ctx.db);
  const statusChanges = orderStatusChanges(ctx.db);

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
          await enqueueMail(tx, orderClaimMail(buyer, await mailBrand(tx, ctx.config), token, count));
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
    handler: async (request) => readAsViewer(request, request.params.id, orders.getFor),
  });

  app.route({
    ...fromContract(app, cancelOrder),
    preHandler: app.authenticateIfSent,
    handler: async (request) => {
      const { id } = request.params;
      const viewer = orderViewerFor(request, id);
      const result = viewer
        ? await statusChanges.cancel(id, viewer, ctx.now())
        : ({ ok: false, reason: 'not-found' } as const);
      if (result.ok) {
        request.log.info({ orderId: id }, 'order cancelled by its shopper');
        return result.order;
      }
      if (result.reason === 'not-found') throw orderNotFound();
      // A cancellable status here would mean the order moved back meanwhile, which nothing does.
      const [message, code] = notCancellable(result.current);
      throw conflict(message, code);
    },
  });
};

export default ordersRoutes;
