import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import type { Config } from '../../config';
import { limitAttempts } from '../auth';
import { sellerDetailsStore } from '../legal';
import { orderNotFound, orderViewerFor, ordersRepository } from '../orders';
import type { Order } from '../../../universal/contracts/order';
import { DEFAULT_LOCALE } from '../../../universal/i18n/locale';
import { orderNumber } from '../../../universal/order-status';
import { getOrderReceipt } from '../../../universal/contracts/order';
import { SHOP_NAME } from '../../../universal/shop-name';
import type { ShopDetails } from './receipt-pdf';

/**
 * The PDF renderer and what it draws with (pdfkit, fontkit and its fonts, bidi-js), loaded with the first
 * receipt asked for: every server and test app started it with the rest of the routes, about 0.3 s of CPU
 * for a test app that never renders one (docs/decisions/0067-ci-time.md, the amendment of 2026-11-30).
 */
const receiptRenderer = () => import('./receipt-pdf');

/** The order a request may have the receipt of, or undefined (answered 404 like any order not found). */
export type ReceiptOrderFinder = (request: FastifyRequest, id: string) => Promise<Order | undefined>;

/** The order as its viewer may see it: the signed-in shopper's own, or a guest's by its access key. */
export function viewersOrder(ctx: AppContext): ReceiptOrderFinder {
  const orders = ordersRepository(ctx.db);
  return async (request, id) => {
    const viewer = orderViewerFor(request, id);
    return viewer && orders.getFor(viewer, id);
  };
}

/** The shop as its receipts name it: its name, and the rest from configuration. */
export const shopDetails = (config: Config): ShopDetails => ({
  name: SHOP_NAME,
  country: config.shopCountry,
  supportEmail: config.supportEmail,
  website: config.publicUrl,
});

/** Receipts a single address may render in a quarter of an hour. */
const RECEIPT_LIMIT = { name: 'receipt:ip', limit: 60, windowMs: 15 * 60_000 };

export interface ReceiptRoutesOptions {
  ctx: AppContext;
  /** Which order a request may see; the viewer's (orderViewerOf) unless given. */
  findOrder?: ReceiptOrderFinder;
}

/** GET /api/orders/:id/receipt.pdf, registered under the /api/orders prefix. */
export const receiptRoutes: FastifyPluginAsyncTypebox<ReceiptRoutesOptions> = async (app, { ctx, findOrder }) => {
  const find = findOrder ?? viewersOrder(ctx);
  const shop = shopDetails(ctx.config);
  app.route({
    ...fromContract(app, getOrderReceipt),
    preHandler: app.authenticateIfSent,
    handler: async (request, reply) => {
      // Each render costs tens of milliseconds of CPU: counted per address, like the account endpoints.
      await limitAttempts(ctx, request, [[RECEIPT_LIMIT, request.ip]]);
      const order = await find(request, request.params.id);
      if (!order) throw orderNotFound();
      const { renderReceiptPdf } = await receiptRenderer();
      const pdf = await renderReceiptPdf(order, {
        locale: request.query.lang ?? DEFAULT_LOCALE,
        shop,
        seller: await sellerDetailsStore(ctx.db).get(),
        timeZone: ctx.config.shopTimeZone,
      });
      // The file name is the order number: eight hex digits, nothing to quote or encode.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="receipt-${orderNumber(order._id)}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
};
