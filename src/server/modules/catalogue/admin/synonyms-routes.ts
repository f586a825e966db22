import type { ModulePlugin } from '../../../context';
import { fromContract } from '../../../http/endpoint-route';
import { notFound } from '../../../http/errors';
import {
  createSearchSynonyms,
  deleteSearchSynonyms,
  listSearchSynonyms,
  updateSearchSynonyms,
} from '../../../../universal/contracts/admin/synonyms';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { staffActor } from '../../staff';
import { synonymRepository } from '../synonyms';

const NO_GROUP = 'No such synonym group';

/** The search's synonym groups in the staff console (issue 53): each change audited with its before and after. */
const adminSynonymRoutes: ModulePlugin = async (app, { ctx }) => {
  const synonyms = synonymRepository(ctx.db);

  app.route({
    ...fromContract(app, listSearchSynonyms),
    handler: async () => {
      const rows = await synonyms.list();
      return { rows, total: rows.length };
    },
  });

  app.route({
    ...fromContract(app, createSearchSynonyms),
    handler: async (request, reply) =>
      reply.status(201).send(await synonyms.add(request.body.phrases, staffActor(request), ctx.now())),
  });

  app.route({
    ...fromContract(app, updateSearchSynonyms),
    handler: async (request) => {
      const group = await synonyms.update(request.params.id, request.body.phrases, staffActor(request), ctx.now());
      if (!group) throw notFound(NO_GROUP, ERROR_CODES.NOT_FOUND);
      return group;
    },
  });

  app.route({
    ...fromContract(app, deleteSearchSynonyms),
    handler: async (request) => {
      if (!(await synonyms.remove(request.params.id, staffActor(request), ctx.now())))
        throw notFound(NO_GROUP, ERROR_CODES.NOT_FOUND);
      return { removed: true };
    },
  });
};

export default adminSynonymRoutes;
