import type { ModulePlugin } from '../../../context';
import { fromContract } from '../../../http/endpoint-route';
import { conflict, notFound } from '../../../http/errors';
import { parseBody } from '../../../http/parse-body';
import type { RateLimitRule } from '../../../http/rate-limit';
import { limitAttempts } from '../../auth';
import { variantBySku } from '../stock';
import { stockAlertsRepository } from './repository';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { subscribeStockAlert } from '../../../../universal/contracts/stock-alerts';
import { DEFAULT_LOCALE, isLocale } from '../../../../universal/i18n/locale';
import { normalizeEmail } from '../../../../universal/validation/auth-schemas';
import { stockAlertSchema } from '../../../../universal/validation/stock-alert-schema';

const HOUR = 60 * 60_000;

/**
 * Alerts asked for per client address (a script's wall; a shopper asks for a few), and per (address, email)
 * so that naming someone's email from one address cannot fill their inbox's queue (decision 0090's rule).
 */
export const STOCK_ALERT_LIMITS = {
  perIp: { name: 'stock-alert:ip', limit: 30, windowMs: HOUR },
  perIpAndEmail: { name: 'stock-alert:ip-email', limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const NO_VARIANT = 'No product sells this variant';
export const VARIANT_IN_STOCK = 'This item is in stock: it can be bought now';

/** POST /api/stock-alerts: "Email me when it's back" on a sold-out variant, signed in or not (issue 53). */
const stockAlertRoutes: ModulePlugin = async (app, { ctx }) => {
  const alerts = stockAlertsRepository(ctx.db);

  app.route({
    ...fromContract(app, subscribeStockAlert),
    preHandler: app.authenticateIfSent,
    handler: async (request, reply) => {
      const { email } = await parseBody(stockAlertSchema, request.body);
      const address = normalizeEmail(email);
      await limitAttempts(ctx, request, [
        [STOCK_ALERT_LIMITS.perIp, request.ip],
        [STOCK_ALERT_LIMITS.perIpAndEmail, `${request.ip} ${address}`],
      ]);
      const { sku, language } = request.body;
      const variant = await variantBySku(ctx.db, sku);
      if (!variant) throw notFound(NO_VARIANT, ERROR_CODES.PRODUCT_NOT_FOUND);
      // The generic code: a code of its own would put its text in every page's catalog; the form words it itself.
      if (variant.stock > 0) throw conflict(VARIANT_IN_STOCK, ERROR_CODES.CONFLICT);
      const made = await alerts.subscribe(
        {
          sku,
          email: address,
          userId: request.sessionUser?.id ?? null,
          language: isLocale(language) ? language : DEFAULT_LOCALE,
        },
        ctx.now(),
      );
      // The SKU and whether it was new, never the address (decision 0091: no personal data in logs).
      request.log.info({ sku, made }, 'stock alert asked for');
      return reply.status(202).send({ sku });
    },
  });
};

export default stockAlertRoutes;
