import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { conflict, fieldRefused, notFound, requiredText } from '../../http/errors';
import { auditLog } from '../audit';
import { staffActor } from '../staff';
import {
  type AdminReturn,
  approveAdminReturn,
  getAdminReturn,
  listAdminReturns,
  refundAdminReturn,
  rejectAdminReturn,
} from '../../../universal/contracts/admin/returns';
import type { AuditEntry } from '../../../universal/contracts/admin/audit';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { orderNumber } from '../../../universal/order-status';
import { formatMoney } from '../../../universal/i18n/money';
import { BASE_CURRENCY } from '../../../universal/settlement';
import { OPEN_RETURN_STATUSES, OPEN_RETURNS, RETURN_MOVES, type ReturnStatus } from '../../../universal/return-rules';
import {
  adminOrdersRepository,
  adminReturnsRepository,
  field,
  ordersRepository,
  parseOrderSearch,
  returnsRepository,
} from '../orders';
import { RETURN_ACTIONS, RETURN_OBJECT, staffReturnChanges } from './staff-return-changes';
import type { ReturnMoveOptions } from './returns';
import { cleanPayout, PAYOUT_REFUSALS } from '../../../universal/refund-payout';

// The audit trail's names for returns live with the changes that record them.
export { RETURN_ACTIONS, RETURN_OBJECT } from './staff-return-changes';

/** The history's first moment, the shopper's request, which no staff action records. */
export const REQUESTED_EVENT = 'return.requested';

export const RETURN_NOT_FOUND = 'There is no such return request';
export const EMPTY_REJECTION = 'Please say why the return is rejected.';

/** A return id as the shop makes them (returns-repository.ts): twelve hex characters. */
const RETURN_ID_PATTERN = /^[0-9a-f]{12}$/;

const missing = () => notFound(RETURN_NOT_FOUND, ERROR_CODES.NOT_FOUND);

/** A return id in the path, or 404 without asking the database. */
function returnIdOf(request: { params: { id: string } }): string {
  const { id } = request.params;
  if (!RETURN_ID_PATTERN.test(id)) throw missing();
  return id;
}

/** A line for the history saying what a decision carried: a rejection's reason, a refund's amount. */
function detailOf(entry: AuditEntry): string | undefined {
  if (entry.action === RETURN_ACTIONS.reject) {
    const reason = field(entry.after, 'reason');
    return typeof reason === 'string' ? reason : undefined;
  }
  if (entry.action === RETURN_ACTIONS.refund) {
    const cents = field(entry.after, 'refundCents');
    // Entries before issue 50 name no currency: those orders were all US dollars.
    const currency = field(entry.after, 'currency');
    const delivery = field(entry.after, 'deliveryRefundCents');
    const money = (amount: number) =>
      formatMoney(amount, typeof currency === 'string' ? currency : BASE_CURRENCY, 'en');
    if (typeof cents !== 'number') return undefined;
    return typeof delivery === 'number' ? `${money(cents)} (delivery ${money(delivery)})` : money(cents);
  }
  if (entry.action === RETURN_ACTIONS.approve) {
    const reference = field(field(field(entry.after, 'returnTo'), 'pickup'), 'reference');
    const exchange = field(entry.after, 'exchangeOrderId');
    const parts = [
      ...(typeof reference === 'string' ? [`pickup ${reference}`] : []),
      ...(typeof exchange === 'string' ? [`exchange order ${orderNumber(exchange)}`] : []),
    ];
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
}

/**
 * The staff console's returns queue (issue 35): the queue, a request's page, and the decisions on it.
 * Each decision is staffReturnChanges().moveReturn, the CLI's own: the move, the stock a refund puts back, its
 * return.decided event (whose subscriber mails the shopper) and the audit entry in one transaction.
 */
const adminReturnRoutes: ModulePlugin = async (app, { ctx }) => {
  /** A request's page: its facts and lines at the prices paid, its order in brief, its history. */
  async function adminReturn(id: string): Promise<AdminReturn> {
    const facts = await adminReturnsRepository(ctx.db).facts(id);
    const request = facts && (await returnsRepository(ctx.db).get(id));
    const order = facts && (await ordersRepository(ctx.db).get(facts.orderId));
    const owner = facts && (await adminOrdersRepository(ctx.db).ownerOf(facts.orderId));
    if (!facts || !request || !order || !owner) throw missing();
    const trail = await auditLog(ctx.db).of(RETURN_OBJECT, id);
    return {
      id,
      number: id.slice(-8),
      status: facts.status,
      reason: facts.reason,
      createdAt: facts.createdAt,
      decidedAt: facts.decidedAt,
      rejectionReason: facts.rejectionReason,
      refund: facts.refundCents / 100,
      deliveryRefund: request.deliveryRefund ?? null,
      returnTo: request.returnTo ?? null,
      exchangeOrder:
        request.exchangeOrderId === undefined
          ? null
          : { id: request.exchangeOrderId, number: orderNumber(request.exchangeOrderId) },
      keptOffShelf: trail.some(
        (entry) => entry.action === RETURN_ACTIONS.refund && Array.isArray(field(entry.after, 'keptOff')),
      ),
      items: request.items.map((item) => {
        const line = order.items.find((sold) => sold.productId === item.productId && sold.sku === item.sku);
        return {
          ...item,
          ...(line?.variantLabel !== undefined && { variantLabel: line.variantLabel }),
          price: line?.price ?? 0,
        };
      }),
      order: {
        id: order._id,
        number: orderNumber(order._id),
        status: order.status,
        createdAt: order.createdAt,
        total: order.totalPrice,
        delivery: (await returnsRepository(ctx.db).deliveryLeftCents(id)) / 100,
        paymentMethod: order.paymentMethod,
        customer: order.user,
        guest: owner.customerId === null,
        items: order.items,
      },
      history: [
        { at: facts.createdAt, what: REQUESTED_EVENT, by: null },
        ...trail.map((entry) => {
          const detail = detailOf(entry);
          return { at: entry.at, what: entry.action, by: entry.staffEmail, ...(detail !== undefined && { detail }) };
        }),
      ],
    };
  }

  /**
   * Moves a request to `to` as a staff decision, recorded in the move's transaction. A
   * request already there is answered as it is (a second click, or two staff at once): no second mail,
   * audit entry or stock. A move the lifecycle does not allow is 409.
   */
  async function decide(
    request: FastifyRequest,
    id: string,
    to: ReturnStatus,
    details: Pick<ReturnMoveOptions, 'rejectionReason' | 'payout' | 'restock' | 'refundDelivery'> = {},
  ): Promise<AdminReturn> {
    const now = ctx.now();
    const result = await staffReturnChanges(ctx.db, staffActor(request)).moveReturn(id, to, now, details);
    if (!result.ok) {
      if (result.reason === 'not-found') throw missing();
      if (result.reason === 'payout-needed' || result.reason === 'payout-not-used')
        throw fieldRefused('payout', PAYOUT_REFUSALS[result.reason]);
      if (result.current !== to) {
        const next = RETURN_MOVES[result.current];
        throw conflict(
          `This return is ${result.current}; it cannot become ${to} (${next.length > 0 ? `next: ${next.join(' or ')}` : 'that is final'}).`,
          ERROR_CODES.RETURN_NOT_ALLOWED,
        );
      }
    } else request.log.info({ returnId: id, status: to }, 'return moved by staff');
    return adminReturn(id);
  }

  app.route({
    ...fromContract(app, listAdminReturns),
    handler: async (request) => {
      const { page, pageSize, direction, status, q } = request.query;
      const search = q === undefined ? undefined : parseOrderSearch(q);
      return adminReturnsRepository(ctx.db).page(
        {
          ...(status && { statuses: status === OPEN_RETURNS ? OPEN_RETURN_STATUSES : [status] }),
          ...(search && { search }),
        },
        { page, pageSize, direction },
      );
    },
  });

  app.route({
    ...fromContract(app, getAdminReturn),
    handler: async (request) => adminReturn(returnIdOf(request)),
  });

  app.route({
    ...fromContract(app, approveAdminReturn),
    handler: async (request) => decide(request, returnIdOf(request), 'approved'),
  });

  app.route({
    ...fromContract(app, rejectAdminReturn),
    handler: async (request) => {
      const id = returnIdOf(request);
      const reason = requiredText(request.body, 'reason', EMPTY_REJECTION);
      return decide(request, id, 'rejected', { rejectionReason: reason });
    },
  });

  app.route({
    ...fromContract(app, refundAdminReturn),
    // A refund with nothing to add (any order but a cash one's) may come without a body.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => {
      const payout = request.body.payout && cleanPayout(request.body.payout);
      if (typeof payout === 'string') throw fieldRefused('payout', payout);
      const { restock, refundDelivery } = request.body;
      return decide(request, returnIdOf(request), 'refunded', {
        ...(payout && { payout }),
        ...(restock !== undefined && { restock }),
        ...(refundDelivery && { refundDelivery }),
      });
    },
  });
};

export default adminReturnRoutes;
