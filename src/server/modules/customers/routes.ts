import type { ModulePlugin, ProductLookup } from '../../context';
import type { Queryable } from '../../db/database';
import { fromContract } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { type CustomerAccount, customerAccounts, parseCustomerSearch, queuePasswordReset, sessions } from '../auth';
import { inMajorUnits, orderCountsOfUsers, ordersOfUser, refundsOfUser, returnsOfUser } from '../orders';
import { toMajor } from '../../../universal/settlement';
import { reviewsOfUser } from '../reviews';
import { currentStaff } from '../staff';
import {
  type AdminCustomer,
  CUSTOMER_NOTES_SHOWN,
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMER_REFUNDS_SHOWN,
  CUSTOMER_RETURNS_SHOWN,
  endCustomerSessions,
  getAdminCustomer,
  listAdminCustomers,
  sendCustomerPasswordReset,
} from '../../../universal/contracts/admin/customers';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { tagKey } from '../../../universal/customer-care';
import { auditCustomer as audit, CUSTOMER_ACTIONS } from './audit-actions';
import { customerCare, taggedWith } from './care-repository';

export const NO_SUCH_CUSTOMER = 'There is no such customer.';

export const missingCustomer = () => notFound(NO_SUCH_CUSTOMER, ERROR_CODES.NOT_FOUND);
const missing = missingCustomer;

/** The account as the console shows it: named fields only, so nothing else of the row can slip out. */
const profileOf = (account: CustomerAccount): AdminCustomer['profile'] => ({
  id: account.id,
  name: account.name,
  email: account.email,
  phone: account.phone,
  createdAt: account.createdAt.toISOString(),
  language: account.language,
  currency: account.currency,
  emailNotifications: account.emailNotifications,
});

/** The reviews an account wrote, each with its product's title as the catalogue has it now. */
async function reviewsWithTitles(db: Queryable, catalogue: ProductLookup, userId: string) {
  const reviews = await reviewsOfUser(db, userId);
  const productIds = [...new Set(reviews.map((review) => review.productId))];
  const products = await Promise.all(productIds.map((id) => catalogue.get(id)));
  const titles = new Map(productIds.map((id, index) => [id, products[index]?.title ?? '']));
  return reviews.map((review) => ({
    id: review.id,
    productId: review.productId,
    productTitle: titles.get(review.productId) ?? '',
    stars: review.stars,
    title: review.title,
    text: review.text,
    hidden: review.hidden,
    createdAt: review.createdAt,
  }));
}

/**
 * The staff console's customers (issue 35): the search, a customer's page, and the two things support
 * may do to an account, each one transaction with its audit entry. Every read goes through the face of
 * the module that owns the data (auth, orders, reviews); no answer carries a password hash, a session
 * token or a reset link (the link travels in the shopper's mail only).
 */
const customerRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  app.route({
    ...fromContract(app, listAdminCustomers),
    handler: async (request) => {
      const { q, tag, page, pageSize } = request.query;
      const key = tag === undefined ? '' : tagKey(tag);
      const found = await customerAccounts(ctx.db).search(
        parseCustomerSearch(q ?? ''),
        { page, pageSize },
        key ? taggedWith(key) : undefined,
      );
      const orders = await orderCountsOfUsers(
        ctx.db,
        found.rows.map((account) => account.id),
      );
      return {
        total: found.total,
        rows: found.rows.map((account) => ({
          id: account.id,
          name: account.name,
          email: account.email,
          phone: account.phone,
          createdAt: account.createdAt.toISOString(),
          orders: orders.get(account.id) ?? 0,
        })),
      };
    },
  });

  app.route({
    ...fromContract(app, getAdminCustomer),
    handler: async (request): Promise<AdminCustomer> => {
      const { id } = request.params;
      const account = await customerAccounts(ctx.db).get(id);
      if (!account) throw missing();
      const care = customerCare(ctx.db);
      const [orders, returns, refunds, notes, tags, reviews, live] = await Promise.all([
        ordersOfUser(ctx.db, id, CUSTOMER_ORDERS_SHOWN),
        returnsOfUser(ctx.db, id),
        refundsOfUser(ctx.db, id, CUSTOMER_REFUNDS_SHOWN),
        care.notesOf(id, CUSTOMER_NOTES_SHOWN),
        care.tagsOf(id),
        reviewsWithTitles(ctx.db, catalogue, id),
        sessions(ctx.db).list(id, ctx.now()),
      ]);
      const me = currentStaff(request).id;
      return {
        profile: profileOf(account),
        orders: orders.orders.map((order) => ({
          id: order.id,
          number: order.id.slice(-8),
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          total: toMajor(order.totalCents, order.currency),
          currency: order.currency,
          items: order.units,
        })),
        orderCount: orders.total,
        spent: inMajorUnits(orders.spent),
        returns: returns.slice(0, CUSTOMER_RETURNS_SHOWN),
        returnCount: returns.length,
        refunds: refunds.refunds.map((refund) => ({
          orderId: refund.orderId,
          amount: toMajor(refund.amountCents, refund.currency),
          currency: refund.currency,
          reason: refund.reason,
          by: refund.by,
          at: refund.at.toISOString(),
        })),
        refundCount: refunds.total,
        notes: notes.notes.map((note) => ({
          id: note.id,
          body: note.body,
          by: note.by,
          mine: note.staffId === me,
          at: note.at.toISOString(),
        })),
        noteCount: notes.total,
        tags,
        reviews,
        sessions: live.map((session) => ({
          id: session.id,
          device: session.device,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
        })),
      };
    },
  });

  app.route({
    ...fromContract(app, sendCustomerPasswordReset),
    handler: async (request, reply) => {
      const { id } = request.params;
      const now = ctx.now();
      // Not counted against the forgot-password limits: those guard an anonymous form, and a staff
      // member is signed in, holds a role that may do this, and is named in the trail for each mail.
      const queuedTo = await ctx.db.transaction(async (tx) => {
        const account = await customerAccounts(tx).get(id);
        if (!account) throw missing();
        await queuePasswordReset(tx, account, ctx.config, now);
        await audit(
          tx,
          request,
          { action: CUSTOMER_ACTIONS.passwordReset, objectId: id, after: { to: account.email } },
          now,
        );
        return account.email;
      });
      request.log.info({ customerId: id }, 'password reset mail queued by staff');
      return reply.status(202).send({ queuedTo });
    },
  });

  app.route({
    ...fromContract(app, endCustomerSessions),
    handler: async (request) => {
      const { id } = request.params;
      const now = ctx.now();
      const ended = await ctx.db.transaction(async (tx) => {
        if (!(await customerAccounts(tx).get(id))) throw missing();
        const count = await sessions(tx).endAll(id, undefined, now);
        await audit(tx, request, { action: CUSTOMER_ACTIONS.endSessions, objectId: id, after: { ended: count } }, now);
        return count;
      });
      request.log.info({ customerId: id, ended }, "customer's sessions ended by staff");
      return { ended };
    },
  });
};

export default customerRoutes;
