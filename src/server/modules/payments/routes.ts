import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import {
  getOrderPayment,
  paymobCallback,
  startOrderPayment,
  stripeWebhook,
} from '../../../universal/contracts/payments';
import { limitAttempts } from '../auth';
import { orderNotFound, orderViewerFor } from '../orders';
import type { RateLimitRule } from '../../http/rate-limit';
import { BadWebhook, type PaymentProviderName, type ProviderEvent } from './provider';
import { paymentProviders } from './providers';
import { orderPayments } from './payments';
import { applyProviderEvent } from './settle';

/** Webhook deliveries one address may make in a minute: a provider's bursts fit, a flood does not. */
export const WEBHOOK_LIMIT = {
  name: 'payment-webhook:ip',
  limit: 300,
  windowMs: 60_000,
} as const satisfies RateLimitRule;
/** Starts and looks-ups of payments one address may make in a quarter of an hour. */
export const PAYMENT_CALLS_LIMIT = {
  name: 'payment:ip',
  limit: 120,
  windowMs: 15 * 60_000,
} as const satisfies RateLimitRule;

export const BAD_WEBHOOK = 'The payment notice could not be verified.';
export const PROVIDER_OFF = (name: string) => `Payments through ${name} are not turned on in this shop.`;

/** Paying orders through their providers (issue 51, decision 0112). */
export const orderPaymentRoutes: ModulePlugin = async (app, { ctx }) => {
  const payments = orderPayments(ctx.db, await paymentProviders(ctx.config.payments), ctx.config.publicUrl);

  /** The order's viewer (its shopper, or a guest by its access key), each call counted against the address. */
  async function viewerOf(request: FastifyRequest, id: string) {
    await limitAttempts(ctx, request, [[PAYMENT_CALLS_LIMIT, request.ip]]);
    const viewer = orderViewerFor(request, id);
    if (!viewer) throw orderNotFound();
    return viewer;
  }

  app.route({
    ...fromContract(app, startOrderPayment),
    preHandler: app.authenticateIfSent,
    handler: async (request) =>
      payments.start(await viewerOf(request, request.params.id), request.params.id, ctx.now()),
  });

  app.route({
    ...fromContract(app, getOrderPayment),
    preHandler: app.authenticateIfSent,
    handler: async (request) =>
      payments.status(await viewerOf(request, request.params.id), request.params.id, ctx.now()),
  });
};

/**
 * The providers' webhooks: no session, the raw body (a signature is over the bytes sent), rate-limited per
 * address. A signature that does not check out answers 400, a provider that is not on 404; an event the shop does
 * not act on is received and dropped; each event is applied once (settle.ts).
 */
export const paymentWebhookRoutes: ModulePlugin = async (app, { ctx }) => {
  const registry = await paymentProviders(ctx.config.payments);
  // In this plugin only: every body is kept as the bytes that came, whatever its declared type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  async function receive(
    name: Exclude<PaymentProviderName, 'demo'>,
    raw: { body: unknown; headers: Record<string, string | string[] | undefined>; query: unknown },
    log: { info: (details: object, message: string) => void },
  ) {
    // Not turned on here: there is no such webhook to take notices at.
    const provider = registry.get(name);
    if (!provider) throw notFound(PROVIDER_OFF(name), ERROR_CODES.PAYMENT_PROVIDER_OFF);
    let event: ProviderEvent | undefined;
    try {
      event = provider.readWebhook({
        body: Buffer.isBuffer(raw.body) ? raw.body : Buffer.alloc(0),
        headers: raw.headers,
        query: (raw.query ?? {}) as Record<string, unknown>,
      });
    } catch (error) {
      if (error instanceof BadWebhook) throw badRequest(BAD_WEBHOOK, undefined, ERROR_CODES.BAD_WEBHOOK);
      throw error;
    }
    if (!event) return { received: true as const };
    const outcome = await applyProviderEvent(ctx.db, name, event, ctx.now());
    log.info({ provider: name, eventId: event.id, type: event.type, outcome }, 'payment event');
    return { received: true as const };
  }

  app.route({
    ...fromContract(app, stripeWebhook),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[WEBHOOK_LIMIT, request.ip]]);
      return receive('stripe', request, request.log);
    },
  });

  app.route({
    ...fromContract(app, paymobCallback),
    handler: async (request) => {
      await limitAttempts(ctx, request, [[WEBHOOK_LIMIT, request.ip]]);
      return receive('paymob', request, request.log);
    },
  });
};
