import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getOrderReturns, requestReturn } from '../../../universal/contracts/returns';
import { orderNotFound, orderViewerFor, orderViewerOf, readAsViewer } from '../orders';
import { orderReturns } from './returns';

/** A shopper's returns of their order (/api/orders/:id/returns), by their session or the order's key. */
const returnsRoutes: ModulePlugin = async (app, { ctx }) => {
  const returns = orderReturns(ctx.db);

  app.route({
    ...fromContract(app, getOrderReturns),
    preHandler: app.authenticateIfSent,
    handler: async (request) => readAsViewer(request, request.params.id, returns.view),
  });

  app.route({
    ...fromContract(app, requestReturn),
    // Before the body is validated: a bad token is 401, and no key nor session is 404, whatever it sends.
    onRequest: async (request, reply) => {
      await app.authenticateIfSent(request, reply);
      if (!orderViewerOf(request)) throw orderNotFound();
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const viewer = orderViewerFor(request, id);
      if (!viewer) throw orderNotFound();
      const created = await returns.request(viewer, id, request.body, ctx.now());
      request.log.info({ orderId: id, returnId: created.id }, 'return requested');
      return reply.status(201).send(created);
    },
  });
};

export default returnsRoutes;
