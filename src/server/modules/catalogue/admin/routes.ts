import type { ModulePlugin } from '../../../context';
import { fromContract } from '../../../http/endpoint-route';
import { staffActor } from '../../staff';
import { productEditor } from './product-editor';
import { listProducts } from './product-list';
import { applyStockCount, previewStockCsv } from './stock-counts';
import {
  applyStockCount as applyStockCountEndpoint,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  previewStockCsv as previewStockCsvEndpoint,
  publishAdminProduct,
  updateAdminProduct,
} from '../../../../core/contracts/admin/products';

/** Products and stock in the staff console (issue 35): the catalogue role and owners write, support reads. */
const adminProductRoutes: ModulePlugin = async (app, { ctx }) => {
  const editor = productEditor(ctx.db);

  app.route({
    ...fromContract(app, listAdminProducts),
    handler: async (request) => listProducts(ctx.db, request.query),
  });

  app.route({
    ...fromContract(app, getAdminProduct),
    handler: async (request) => editor.get(request.params.id),
  });

  app.route({
    ...fromContract(app, createAdminProduct),
    handler: async (request, reply) => {
      const product = await editor.create(request.body, staffActor(request), ctx.now());
      return reply.status(201).send(product);
    },
  });

  app.route({
    ...fromContract(app, updateAdminProduct),
    handler: async (request) => editor.update(request.params.id, request.body, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, publishAdminProduct),
    handler: async (request) => editor.publish(request.params.id, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, previewStockCsvEndpoint),
    handler: async (request) => ({ rows: await previewStockCsv(ctx.db, request.body.csv) }),
  });

  app.route({
    ...fromContract(app, applyStockCountEndpoint),
    handler: async (request) => applyStockCount(ctx.db, request.body.rows, staffActor(request), ctx.now()),
  });
};

export default adminProductRoutes;
