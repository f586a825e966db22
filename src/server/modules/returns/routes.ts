import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { getOrderReturns, requestReturn } from '../../../universal/contracts/returns';
import { ORDER_ID_PATTERN, ORDER_NOT_FOUND, orderViewerOf } from '../orders';
import { orderReturns } from './returns';

/** A shopper's returns of their order (/api/orders/:id/returns), by their session or the order's key. */
const returnsRoutes: ModulePlugin = async (app, { ctx }) => {
  const returns = orderReturns(ctx.db);

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

export default returnsRoutes;
