import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, notFound } from '../../http/errors';
import { MAX_BRANDS, MAX_OPTION_VALUES, type ProductQuery } from './search/product-query';
import { CatalogueReader } from './catalogue-reader';
import { readCategoryNames } from './categories';
import type { ProductPage } from './search/search-engine';
import { type CachedResponse, ResponseCache } from './response-cache';
import { cataloguePictures } from './images/responsive-images';
import {
  getCategories,
  getCategoryNames,
  getFacets,
  getProduct,
  getProductsById,
  getSuggestions,
  listCategoryProducts,
  listProducts,
} from '../../../universal/contracts/catalogue';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { productIdNumber } from '../../../universal/contracts/product-id';
import { renderedFileOf } from '../../../universal/picture-sources';

const LIST_CACHE = 'public, max-age=60';
const CATEGORIES_CACHE = 'public, max-age=300';
/** Serialized list pages and categories kept per catalogue version (popular pages repeat). */
const RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;
const PICTURE_CACHE = 'public, max-age=86400';
/** A rendered width's address changes with its picture's name only: see docs/decisions/0068-responsive-pictures.md. */
const RENDERED_PICTURE_CACHE = 'public, max-age=31536000, immutable';

function parseProductId(raw: string): number {
  const id = productIdNumber(raw);
  if (id === undefined)
    throw badRequest('Product id must be a positive whole number', undefined, ERROR_CODES.VALIDATION_FAILED);
  return id;
}

/** A comma-separated list parameter's values (brands, sizes, colours), at most `max` of them. */
function parseList(raw: string | undefined, max: number, what: string): string[] | undefined {
  if (raw === undefined) return undefined;
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length > max)
    throw badRequest(`At most ${max} ${what} can be combined`, undefined, ERROR_CODES.VALIDATION_FAILED);
  return values;
}

/** The list query as the catalogue takes it: the list parameters split into their values. */
function listQuery(
  query: Omit<ProductQuery, 'brands' | 'size' | 'colour'> & Partial<Record<'brands' | 'size' | 'colour', string>>,
): ProductQuery {
  const { brands, size, colour, ...rest } = query;
  return {
    ...rest,
    brands: parseList(brands, MAX_BRANDS, 'brands'),
    size: parseList(size, MAX_OPTION_VALUES, 'sizes'),
    colour: parseList(colour, MAX_OPTION_VALUES, 'colours'),
  };
}

function withTotal(reply: FastifyReply, total: number) {
  return reply.header('X-Total-Count', String(total)).header('Cache-Control', LIST_CACHE);
}

/**
 * An answer serialized as its route sends it (the serializer its response schema compiled): the same bytes
 * and field order whether it is kept in the response cache or served before the catalogue is in memory.
 */
function asSent(reply: FastifyReply, body: unknown): string {
  const json = reply.serialize(body);
  return typeof json === 'string' ? json : Buffer.from(json as ArrayBuffer).toString();
}

/**
 * Sends an already serialized answer (Fastify sends a Buffer as it is); with its ETag set,
 * @fastify/etag only compares it with If-None-Match.
 */
function sendCached(reply: FastifyReply, entry: CachedResponse, cacheControl: string): FastifyReply {
  if (entry.total !== undefined) reply.header('X-Total-Count', String(entry.total));
  reply.header('Cache-Control', cacheControl).header('ETag', entry.etag).type('application/json; charset=utf-8');
  return reply.send(entry.body);
}

/** The FakeStore-compatible catalogue: the same paths and shapes, with extra query parameters. */
const catalogueRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; catalogue?: CatalogueReader }> = async (
  app,
  { ctx, catalogue },
) => {
  // Shared with the page renderer and the sitemap when the app passes one in.
  const products = catalogue ?? new CatalogueReader(ctx.db, { log: app.log });
  // A listening server builds its in-memory catalogue right away rather than on the first shopper's visit.
  app.addHook('onListen', async () => {
    products.warm().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue warm-up failed'));
  });
  app.addHook('onClose', () => products.close());
  const responses = new ResponseCache(RESPONSE_CACHE_BYTES);

  /** A list page from the response cache when the in-memory catalogue is current, else computed. */
  async function listAnswer(url: string, reply: FastifyReply, list: () => Promise<ProductPage>) {
    const generation = await products.generation();
    const hit = generation && responses.get(generation, url);
    if (hit) return sendCached(reply, hit, LIST_CACHE);
    const page = await list();
    if (!generation) {
      withTotal(reply, page.total);
      return page.products;
    }
    return sendCached(reply, responses.set(generation, url, asSent(reply, page.products), page.total), LIST_CACHE);
  }

  /** Any other catalogue answer, from the response cache when the in-memory catalogue is current. */
  async function cachedAnswer<T>(url: string, reply: FastifyReply, cacheControl: string, compute: () => Promise<T>) {
    const generation = await products.generation();
    const hit = generation && responses.get(generation, url);
    if (hit) return sendCached(reply, hit, cacheControl);
    const answer = await compute();
    if (generation) return sendCached(reply, responses.set(generation, url, asSent(reply, answer)), cacheControl);
    reply.header('Cache-Control', cacheControl);
    return answer;
  }

  const pictures = cataloguePictures(ctx.config);
  // Every picture the shop serves itself, rendered to its widths once the server listens (the demo seed
  // included); up-to-date ones cost a hash each. Until then a width is rendered when first asked for.
  app.addHook('onListen', async () => {
    pictures
      .prepareAll()
      .then(({ failed, ...report }) => {
        app.log.info({ ...report, failed: failed.length }, 'catalogue pictures rendered to their widths');
        for (const failure of failed) app.log.warn(failure, 'a catalogue picture could not be rendered');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'rendering the catalogue pictures failed'));
  });
  await app.register(async (images) => {
    images.addHook('onRequest', async (request) => {
      const file = (request.params as { '*'?: string })['*'];
      if (file && renderedFileOf(file)) await pictures.ensure(file);
    });
    await images.register(fastifyStatic, {
      // A rendered width is found in the cache, a picture in its own folder.
      root: [pictures.cacheDir, ...pictures.sourceDirs],
      prefix: '/images/',
      decorateReply: false,
      cacheControl: false,
      // The cache's own files (keys, files being written) are dot files, which are not served.
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        const rendered = path.dirname(filePath) === path.resolve(pictures.cacheDir);
        reply.header('Cache-Control', rendered ? RENDERED_PICTURE_CACHE : PICTURE_CACHE);
      },
    });
  });

  app.route({
    ...fromContract(app, listProducts),
    // The query is split into its values only when the answer is not kept: a URL whose values are refused
    // (too many brands) never has an answer kept.
    handler: async (request, reply) => listAnswer(request.url, reply, () => products.list(listQuery(request.query))),
  });

  app.route({
    ...fromContract(app, getFacets),
    handler: async (request, reply) =>
      cachedAnswer(request.url, reply, LIST_CACHE, () => products.facets(listQuery(request.query))),
  });

  app.route({
    ...fromContract(app, getSuggestions),
    handler: async (request, reply) =>
      cachedAnswer(request.url, reply, LIST_CACHE, () => products.suggest(request.query.q, request.query.lang)),
  });

  app.route({
    ...fromContract(app, getCategories),
    handler: async (request, reply) => cachedAnswer(request.url, reply, CATEGORIES_CACHE, () => products.categories()),
  });

  app.route({
    ...fromContract(app, getCategoryNames),
    handler: async (request, reply) => cachedAnswer(request.url, reply, LIST_CACHE, () => readCategoryNames(ctx.db)),
  });

  app.route({
    ...fromContract(app, listCategoryProducts),
    handler: async (request, reply) =>
      listAnswer(request.url, reply, () =>
        products.list({ ...listQuery(request.query), category: request.params.category }),
      ),
  });

  app.route({
    ...fromContract(app, getProductsById),
    handler: async (request, reply) => {
      const ids = [...new Set(request.query.ids.split(',').map(parseProductId))];
      reply.header('Cache-Control', LIST_CACHE);
      return products.getMany(ids, request.query.lang);
    },
  });

  app.route({
    ...fromContract(app, getProduct),
    // Kept serialized per product and language, as the lists are: a product page's read is then a look-up.
    handler: async (request, reply) => {
      const id = parseProductId(request.params.id);
      const { lang } = request.query;
      return cachedAnswer(`product:${id}:${lang ?? ''}`, reply, LIST_CACHE, async () => {
        const product = await products.get(id, lang);
        if (!product) throw notFound('Product not found', ERROR_CODES.PRODUCT_NOT_FOUND);
        return product;
      });
    },
  });
};

export default catalogueRoutes;
