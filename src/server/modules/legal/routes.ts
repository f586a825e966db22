import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getLegalPage } from '../../../universal/contracts/legal';
import { DEFAULT_LOCALE } from '../../../universal/i18n/locale';
import { legalPageText } from './legal-page';

/**
 * GET /api/legal/:page: a legal page in a language. The browser asks it on moving to the page; the
 * server's render asks it in-process for the first HTML. A browser may keep it a minute, as the
 * catalogue's answers; an owner's change reaches rendered pages at once (changes.ts).
 */
const legalRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getLegalPage),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return legalPageText(ctx.db, ctx.config, request.params.page, request.query.lang ?? DEFAULT_LOCALE);
    },
  });
};

export default legalRoutes;
