import { randomUUID } from 'node:crypto';
import cookie, { type FastifyCookieOptions } from '@fastify/cookie';
import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context';
import { compileOnFirstUse } from './http/compile-on-first-use';
import { installErrorHandler } from './http/errors';
import { withLogRedaction } from './log-redaction';
import { installInputGuard } from './http/input-guard';
import { installApiNoStore } from './http/no-store';
import { installSecurityHeaders, securityHeaders, useApiDocsPolicy } from './http/security-headers';
import { registerWeb } from './web/register-web';
import { authenticate } from './modules/auth';
import { staffGuard } from './modules/staff';
import authRoutes from './modules/auth/routes';
import cartRoutes from './modules/cart/routes';
import cartReminderRoutes from './modules/cart/reminder-routes';
import { CatalogueReader } from './modules/catalogue';
import catalogueRoutes from './modules/catalogue/routes';
import alsoBoughtRoutes from './modules/also-bought/routes';
import adminProductRoutes from './modules/catalogue/admin/routes';
import adminSynonymRoutes from './modules/catalogue/admin/synonyms-routes';
import adminCategoryRoutes from './modules/catalogue/admin/categories-routes';
import healthDetailsRoutes from './modules/health/details';
import ratesRoutes from './modules/rates/routes';
import regionsRoutes from './modules/regions/routes';
import healthRoutes from './modules/health/routes';
import checkoutRoutes from './modules/checkout/routes';
import ordersRoutes from './modules/orders/routes';
import adminOrderRoutes from './modules/orders/admin-routes';
import adminReturnRoutes from './modules/returns/admin-returns-routes';
import returnsRoutes from './modules/returns/routes';
import { receiptRoutes } from './modules/receipts/routes';
import reviewsRoutes from './modules/reviews/routes';
import adminReviewRoutes from './modules/reviews/admin-routes';
import adminPromotionRoutes from './modules/promotions/admin-routes';
import settingsRoutes from './modules/settings/routes';
import deliveryTermsRoutes from './modules/regions/admin-routes';
import carrierRoutes from './modules/orders/carrier-routes';
import mailWordsRoutes from './modules/mail-words/routes';
import staffRoutes from './modules/staff/routes';
import auditRoutes from './modules/audit/routes';
import customerRoutes from './modules/customers/routes';
import customerCareRoutes from './modules/customers/care-routes';
import dashboardRoutes from './modules/dashboard/routes';
import reportRoutes from './modules/reports/routes';
import shopRoutes from './modules/shop/routes';
import legalRoutes from './modules/legal/routes';
import profileRoutes from './modules/profile/routes';
import mailPreferenceRoutes from './modules/mail-preferences/routes';
import addressRoutes from './modules/addresses/routes';
import wishlistRoutes from './modules/wishlist/routes';
import recentlyViewedRoutes from './modules/catalogue/recently-viewed/routes';
import stockAlertRoutes from './modules/catalogue/stock-alerts/routes';
import { orderPaymentRoutes, paymentWebhookRoutes } from './modules/payments/routes';
import type { ErrorBody } from '../universal/contracts/error-body';
import { codeForStatus } from '../universal/contracts/error-codes';
import { COOKIE_PARSE_OPTIONS } from '../universal/cookies';
import { shopDay } from '../universal/delivery-dates';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

/** The storefront as one Fastify plugin: API, catalogue and the SPA, given its context. */
export async function storefront(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  installErrorHandler(app);
  installInputGuard(app);
  const https = ctx.config.publicUrl.startsWith('https:');
  installSecurityHeaders(app, securityHeaders({ https }));
  installApiNoStore(app);
  await ctx.rateLimiter.register(app);
  // request.cookies for every route; one that cannot be decoded is left out (docs/decisions/0054). The
  // plugin hands parseOptions to cookie's parser as they are; its types know only the serialize options.
  await app.register(cookie, { parseOptions: COOKIE_PARSE_OPTIONS as FastifyCookieOptions['parseOptions'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'Own API at /api and the FakeStore-compatible catalogue at /catalog.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The staff console's tokens (audience "staff"), refused on shoppers' routes and the other way round.
          staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  await app.register(async (docs) => {
    useApiDocsPolicy(docs, { https });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  // One in-memory catalogue for the catalogue routes, the page renderer, the sitemap and the modules
  // that check a product exists.
  const catalogue = new CatalogueReader(ctx.db, { log: app.log, maxInMemory: ctx.config.catalogueMaxInMemory });
  const modules = { ctx, catalogue };
  await app.register(authenticate, modules);
  await app.register(staffGuard, modules);
  await app.register(healthRoutes, { prefix: '/api', ...modules });
  await app.register(healthDetailsRoutes, { prefix: '/api', ...modules });
  await app.register(shopRoutes, { prefix: '/api', ...modules });
  await app.register(legalRoutes, { prefix: '/api', ...modules });
  await app.register(authRoutes, { prefix: '/api/auth', ...modules });
  await app.register(profileRoutes, { prefix: '/api/user', ...modules });
  await app.register(mailPreferenceRoutes, { prefix: '/api', ...modules });
  await app.register(addressRoutes, { prefix: '/api/user/addresses', ...modules });
  await app.register(cartRoutes, { prefix: '/api/cart', ...modules });
  await app.register(cartReminderRoutes, { prefix: '/api/cart', ...modules });
  await app.register(wishlistRoutes, { prefix: '/api/wishlist', ...modules });
  await app.register(recentlyViewedRoutes, { prefix: '/api/recently-viewed', ...modules });
  await app.register(stockAlertRoutes, { prefix: '/api/stock-alerts', ...modules });
  await app.register(checkoutRoutes, { prefix: '/api/orders', ...modules });
  await app.register(ordersRoutes, { prefix: '/api/orders', ...modules });
  await app.register(returnsRoutes, { prefix: '/api/orders', ...modules });
  await app.register(receiptRoutes, { prefix: '/api/orders', ...modules });
  await app.register(orderPaymentRoutes, { prefix: '/api/orders', ...modules });
  await app.register(paymentWebhookRoutes, { prefix: '/api/payments', ...modules });
  await app.register(reviewsRoutes, { prefix: '/api/products', ...modules });
  await app.register(adminOrderRoutes, { prefix: '/api/admin', ...modules });
  await app.register(adminReturnRoutes, { prefix: '/api/admin', ...modules });
  await app.register(staffRoutes, { prefix: '/api/admin', ...modules });
  await app.register(auditRoutes, { prefix: '/api/admin', ...modules });
  await app.register(customerRoutes, { prefix: '/api/admin', ...modules });
  await app.register(customerCareRoutes, { prefix: '/api/admin', ...modules });
  await app.register(dashboardRoutes, { prefix: '/api/admin', ...modules });
  await app.register(reportRoutes, { prefix: '/api/admin', ...modules });
  await app.register(adminReviewRoutes, { prefix: '/api/admin', ...modules });
  await app.register(adminPromotionRoutes, { prefix: '/api/admin', ...modules });
  await app.register(adminProductRoutes, { prefix: '/api/admin', ...modules });
  await app.register(adminSynonymRoutes, { prefix: '/api/admin', ...modules });
  await app.register(adminCategoryRoutes, { prefix: '/api/admin', ...modules });
  await app.register(settingsRoutes, { prefix: '/api/admin', ...modules });
  await app.register(deliveryTermsRoutes, { prefix: '/api/admin', ...modules });
  await app.register(carrierRoutes, { prefix: '/api/admin', ...modules });
  await app.register(mailWordsRoutes, { prefix: '/api/admin', ...modules });
  await app.register(
    async (scope) => {
      await scope.register(etag);
      await scope.register(catalogueRoutes, modules);
      await scope.register(alsoBoughtRoutes, modules);
      await scope.register(ratesRoutes, modules);
      await scope.register(regionsRoutes, modules);
    },
    { prefix: '/catalog' },
  );
  await registerWeb(app, {
    webRoot: ctx.config.webRoot,
    catalogue,
    origin: ctx.config.publicUrl,
    shopCountry: ctx.config.shopCountry,
    today: () => shopDay(ctx.now(), ctx.config.shopTimeZone),
  });
}

export function serverOptions(
  logger: FastifyServerOptions['logger'],
  trustProxy: boolean | number | string = false,
): FastifyServerOptions {
  return {
    // Whatever logger is given, URLs' secrets (tokens, a guest order's key) never reach a line.
    logger: withLogRedaction(logger),
    // Fastify accepts a hop count at run time; its types list only the other forms.
    trustProxy: trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A caller's request id is kept (so logs line up across a proxy) when it looks like one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
    return503OnClosing: true,
  };
}

/**
 * Builds the app without listening: tests call it in-process with inject() or over a real port, and compile
 * each route's schemas when it is first called (`compileOnFirstUse`, see http/compile-on-first-use.ts).
 */
export async function buildApp(
  ctx: AppContext,
  logger: FastifyServerOptions['logger'] = false,
  { compileOnFirstUse: lazily = false }: { compileOnFirstUse?: boolean } = {},
) {
  const secureOutsideRoutes = securityHeaders({ https: ctx.config.publicUrl.startsWith('https:') });
  const app = Fastify({
    ...serverOptions(logger, ctx.config.trustProxy),
    ...(lazily ? { schemaController: { compilersFactory: compileOnFirstUse() } } : {}),
    // Malformed URLs are answered by the router before any route, where no hook runs: give them the
    // same {code, message} shape and headers as every other answer.
    frameworkErrors: (error, request, reply) => {
      secureOutsideRoutes(request, reply);
      // The router's reply is untyped by route schemas; send it as a plain Fastify reply.
      const plain = reply as unknown as FastifyReply;
      const status = error.statusCode ?? 400;
      return plain
        .header('X-Request-Id', request.id)
        .status(status)
        .send({ code: codeForStatus(status), message: error.message } satisfies ErrorBody);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Set as the request arrives (an error's answer keeps it too); a plain hook, not an async one, on every answer.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(storefront, { ctx });
  return app;
}
