import type { ModulePlugin } from '../../../context';
import { fromContract } from '../../../http/endpoint-route';
import { conflict, notFound } from '../../../http/errors';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '../../../../universal/contracts/admin/categories';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { staffActor } from '../../staff';
import { type CategoryChange, categoryRepository } from '../categories';

const NO_CATEGORY = 'No such category';

/** The change's row, or the refusal it earned. */
function done(change: CategoryChange) {
  if (change.outcome === 'done') return change.row;
  if (change.outcome === 'missing') throw notFound(NO_CATEGORY, ERROR_CODES.NOT_FOUND);
  if (change.outcome === 'exists') throw conflict('There is a category of that name already', ERROR_CODES.CONFLICT);
  throw conflict(
    `Products are in this category (${change.row?.products ?? 0}); move them to another first`,
    ERROR_CODES.CONFLICT,
  );
}

/** The categories in the staff console (issue 52, area 3): each change audited with its before and after. */
const adminCategoryRoutes: ModulePlugin = async (app, { ctx }) => {
  const categories = categoryRepository(ctx.db);

  app.route({
    ...fromContract(app, listCategories),
    handler: async () => {
      const rows = await categories.list();
      return { rows, total: rows.length };
    },
  });

  app.route({
    ...fromContract(app, createCategory),
    handler: async (request, reply) =>
      reply.status(201).send(done(await categories.add(request.body.names, staffActor(request), ctx.now()))),
  });

  app.route({
    ...fromContract(app, renameCategory),
    handler: async (request) =>
      done(await categories.rename(request.params.key, request.body.names, staffActor(request), ctx.now())),
  });

  app.route({
    ...fromContract(app, deleteCategory),
    handler: async (request) => {
      done(await categories.remove(request.params.key, staffActor(request), ctx.now()));
      return { removed: true };
    },
  });
};

export default adminCategoryRoutes;
