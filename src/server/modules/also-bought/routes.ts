import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, notFound } from '../../http/errors';
import type { CatalogueReader } from '../catalogue';
import { alsoBoughtWith } from '../orders';
import { pickAlsoBought } from './pick-also-bought';
import { ALSO_BOUGHT_DEFAULT, getAlsoBought } from '../../../universal/contracts/catalogue';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { productIdNumber } from '../../../universal/contracts/product-id';

/** As the catalogue's lists: the answer holds products only, the same for every shopper. */
const ALSO_BOUGHT_CACHE = 'public, max-age=60';

/**
 * GET /catalog/products/{id}/also-bought (decision 0115): the also-bought job's last result for the
 * product, through the in-memory catalogue (only what it holds now: published, in stock), filled up
 * from the product's category when it leaves too few. Registered in the /catalog scope, whose ETag
 * plugin tags the answer.
 */
const alsoBoughtRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; catalogue: CatalogueReader }> = async (
  app,
  { ctx, catalogue },
) => {
  app.route({
    ...fromContract(app, getAlsoBought),
    handler: async (request, reply) => {
      const id = productIdNumber(request.params.id);
      if (id === undefined)
        throw badRequest('Product id must be a positive whole number', undefined, ERROR_CODES.VALIDATION_FAILED);
      const { lang, limit = ALSO_BOUGHT_DEFAULT } = request.query;
      const product = await catalogue.get(id, lang);
      if (!product) throw notFound('Product not found', ERROR_CODES.PRODUCT_NOT_FOUND);
      const bought = await catalogue.getMany(await alsoBoughtWith(ctx.db, id), lang);
      const picks = await pickAlsoBought({
        product,
        bought,
        limit,
        sameCategory: async (count) =>
          (await catalogue.list({ category: product.category, inStock: true, order: 'rating', limit: count, lang }))
            .products,
      });
      reply.header('Cache-Control', ALSO_BOUGHT_CACHE);
      return picks;
    },
  });
};

export default alsoBoughtRoutes;
