import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { conflict, notFound } from '../../http/errors';
import { checkoutRequestSchema } from '../../../core/validation/checkout-schema';
import { currentUser } from '../auth';
import { parseBody } from '../../http/parse-body';
import { confirmedCartVersion } from './cart-version';
import { type CheckoutFaults, placeOrder } from './checkout';
import { startDemoAdvance } from './demo-advance';
import { startIdempotencyPurge } from './idempotency-purge';
import { idempotencyKeys, parseIdempotencyKey, requestHash } from './idempotency';
import { ORDER_NOT_FOUND } from './order-model';
import { ordersRepository } from './repository';
import { orderReturns } from './returns';
import { orderStatusChanges } from './status-changes';
import {
  cancelOrder,
  checkout as checkoutEndpoint,
  type CheckoutResponse,
  getOrder,
  listOrders,
} from '../../../core/contracts/order';
import { ERROR_CODES, type ErrorCode } from '../../../core/contracts/error-codes';
import { getOrderReturns, requestReturn } from '../../../core/contracts/returns';
import type { OrderStatus } from '../../../core/order-status';

/** Why an order in each status past cancelling cannot be cancelled, in the answer's words and code. */
const NOT_CANCELLABLE: Record<Exclude<OrderStatus, 'pending' | 'processing'>, [string, ErrorCode]> = {
  shipped: ['This order has shipped and can no longer be cancelled', ERROR_CODES.ORDER_NOT_CANCELLABLE],
  delivered: ['This order has been delivered and can no longer be cancelled', ERROR_CODES.ORDER_ALREADY_DELIVERED],
  cancelled: ['This order is already cancelled', ERROR_CODES.ORDER_ALREADY_CANCELLED],
};
const ORDER_ID_PATTERN = /^[0-9a-f]{24}$/;

export interface OrdersRoutesOptions {
  ctx: AppContext;
  /** Tests only: make a checkout fail at a chosen point. */
  faults?: CheckoutFaults;
}

/** Checkout and order history of the signed-in user (/api/orders). */
const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (app, { ctx, faults }) => {
  const orders = ordersRepository(ctx.db);
  const statusChanges = orderStatusChanges(ctx.db, ctx.config.publicUrl);
  const returns = orderReturns(ctx.db, ctx.config.publicUrl);

  const stopDemo = startDemoAdvance(ctx, app.log);
  const stopPurge = startIdempotencyPurge(ctx, app.log);
  app.addHook('onClose', async () => {
    stopDemo();
    stopPurge();
  });

  app.route({
    ...fromContract(app, checkoutEndpoint),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      const checkout = await parseBody(checkoutRequestSchema, request.body);
      const cartVersion = confirmedCartVersion(request.body.cartVersion);
      const keys = idempotencyKeys<CheckoutResponse>(ctx.db, user.id, key);
      // The version is part of what was confirmed: the same key with another version is another request.
      const claim = await keys.claim(requestHash({ ...checkout, cartVersion }), ctx.now());
      if (claim.kind === 'replay') {
        request.log.info({ orderId: claim.response.body.order._id, idempotencyKey: key }, 'checkout replayed');
        return reply.status(claim.response.status).send(claim.response.body);
      }
      try {
        const response = await placeOrder(ctx.db, {
          userId: user.id,
          request: checkout,
          cartVersion,
          now: ctx.now(),
          shopTimeZone: ctx.config.shopTimeZone,
          publicUrl: ctx.config.publicUrl,
          recordResponse: (tx, body) => keys.complete(tx, { status: 201, body }),
          saveAddress: request.body.saveAddress === true,
          faults,
        });
        // Support finds the order a shopper's checkout created from the request's log line.
        request.log.info({ orderId: response.order._id, idempotencyKey: key }, 'order placed');
        return reply.status(201).send(response);
      } catch (error) {
        // Nothing was committed, so the same key may be tried again.
        await keys.release();
        throw error;
      }
    },
  });

  app.route({
    ...fromContract(app, listOrders),
    preHandler: app.authenticate,
    handler: async (request) => orders.listForUser(currentUser(request).id),
  });

  app.route({
    ...fromContract(app, getOrder),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id } = request.params;
      const order = ORDER_ID_PATTERN.test(id) ? await orders.getForUser(currentUser(request).id, id) : undefined;
      if (!order) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      return order;
    },
  });

  app.route({
    ...fromContract(app, cancelOrder),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      const result = ORDER_ID_PATTERN.test(id)
        ? await statusChanges.cancel(id, user.id, ctx.now())
        : ({ ok: false, reason: 'not-found' } as const);
      if (result.ok) {
        request.log.info({ orderId: id }, 'order cancelled by its shopper');
        return result.order;
      }
      if (result.reason === 'not-found') throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      // A cancellable status here would mean the order moved back meanwhile, which nothing does.
      const [message, code] =
        NOT_CANCELLABLE[result.current as keyof typeof NOT_CANCELLABLE] ?? NOT_CANCELLABLE.shipped;
      throw conflict(message, code);
    },
  });

  app.route({
    ...fromContract(app, getOrderReturns),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { id } = request.params;
      const view = ORDER_ID_PATTERN.test(id) ? await returns.view(currentUser(request).id, id) : undefined;
      if (!view) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      return view;
    },
  });

  app.route({
    ...fromContract(app, requestReturn),
    // Before the body is validated: a signed-out request is 401 whatever it sends.
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!ORDER_ID_PATTERN.test(id)) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
      const created = await returns.request(currentUser(request).id, id, request.body, ctx.now());
      request.log.info({ orderId: id, returnId: created.id }, 'return requested');
      return reply.status(201).send(created);
    },
  });
};

export default ordersRoutes;
