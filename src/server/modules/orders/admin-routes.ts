import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import type { Queryable } from '../../db/database';
import { fromContract } from '../../http/endpoint-route';
import { conflict, fieldRefused, notADay, requiredText } from '../../http/errors';
import { enqueueMail, mailsAboutOrder } from '../../mail/outbox';
import { type AuditRecord, auditLog, recordAudit } from '../audit';
import { currentStaff, staffActor } from '../staff';
import {
  addAdminOrderNote,
  type AdminOrder,
  type AdminOrderQuery,
  advanceAdminOrder,
  cancelAdminOrder,
  ORDER_LINK_RESEND_SECONDS,
  changeAdminOrderAddress,
  getAdminOrder,
  listAdminOrders,
  listCarriers,
  refundAdminOrder,
  resendAdminOrderConfirmation,
  resendGuestOrderLink,
  shipAdminOrder,
} from '../../../universal/contracts/admin/orders';
import type { AuditEntry } from '../../../universal/contracts/admin/audit';
import type { Order } from '../../../universal/contracts/order';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { CANCELLED, ORDER_STATUSES, orderNumber, statusesOf, TAKES_TRACKING } from '../../../universal/order-status';
import { addDays, dayStartIn } from '../../../universal/delivery-dates';
import { toCents } from '../../../universal/pricing';
import { formatMoney } from '../../../universal/i18n/money';
import { BASE_CURRENCY } from '../../../universal/settlement';
import { type AdminOrderFilter, adminOrdersRepository, parseOrderSearch } from './admin-repository';
import { carriersRepository, checkParcel } from './carriers';
import { ORDER_ID_PATTERN, orderNotFound } from './order-model';
import { refundOrder, refundStanding } from './refunds';
import { ordersRepository } from './repository';
import { notCancellable } from './routes';
import { ORDER_ACTIONS, ORDER_OBJECT, staffChanges } from './staff-changes';
import { notPaidYet } from './status-changes';
import { parseBody } from '../../http/parse-body';
import { shippingAddressSchema } from '../../../universal/validation/checkout-schema';
import { toMajor } from '../../../universal/settlement';
import type { RateLimitRule } from '../../http/rate-limit';
import { confirmationMailFor, mailOrderBuyer } from './order-events';
import { cleanPayout, PAYOUT_REFUSALS } from '../../../universal/refund-payout';

// The audit trail's names for orders live with the changes that record them.
export { ORDER_ACTIONS, ORDER_OBJECT } from './staff-changes';

/** The timeline's first moment, which no staff action records. */
export const PLACED_EVENT = 'order.placed';

export const USE_CANCEL = 'An order is cancelled with Cancel, which asks for a reason.';
export const EMPTY_REASON = 'Please give a reason for cancelling.';
export const EMPTY_NOTE = 'Please write the note.';
const sameCountry = (country: string) =>
  `The country stays ${country}: this order's taxes and delivery were charged for it. Cancel it and order again to send it abroad.`;
const ADDRESS_AFTER_SHIPPING = (status: string) =>
  `This order is ${status}: its address can be corrected only before it ships.`;
export const EMPTY_REFUND_REASON = 'Please say why the money goes back.';
export const NOT_CENTS = "An amount is whole units and hundredths of the order's currency, such as 12.50.";
export const REFUND_NOT_SHIPPED =
  'An order is refunded once it has shipped; before that, cancel it (no payment is taken for a cancelled order).';
export const REFUND_NOT_PAID = 'Nothing has been paid for this order yet: it is paid on delivery.';
export const refundTooMuch = (refundableCents: number, currency: string) =>
  refundableCents > 0
    ? `At most ${formatMoney(refundableCents, currency, 'en')} of this order can still be refunded.`
    : 'This order has been refunded in full.';
export const NOT_A_GUEST_ORDER =
  'This order belongs to an account: its buyer opens it by signing in, so it has no link to mail.';
export const linkJustSent = (seconds: number) =>
  `This order's link was mailed less than a minute ago. Please wait ${seconds} seconds before sending it again.`;
/** One resend of a guest's order link per order a minute: a second click, or a second staff member, waits. */
const LINK_RESENDS = {
  name: 'order-link-resend:order',
  limit: 1,
  windowMs: ORDER_LINK_RESEND_SECONDS * 1000,
} as const satisfies RateLimitRule;
export const NOTIFICATIONS_OFF =
  'This shopper turned email notifications off, so the confirmation was not sent. Nothing was queued.';

/** An order id in the path, or 404 without asking the database (as the shoppers' routes do). */
function orderIdOf(request: { params: { id: string } }): string {
  const { id } = request.params;
  if (!ORDER_ID_PATTERN.test(id)) throw orderNotFound();
  return id;
}

/**
 * The grid's query (or its export's) as a filter: a status or a group of them, and days inclusive, the
 * shop's days in `timeZone` (from the first moment of `from` to the first of the day after `to`), as the
 * sales report and the dashboard count them.
 */
export function orderFilterOf(
  query: Pick<AdminOrderQuery, 'status' | 'from' | 'to' | 'payment' | 'country' | 'q'>,
  timeZone: string,
): AdminOrderFilter {
  const since = query.from === undefined ? undefined : dayStartIn(query.from, timeZone);
  if (query.from !== undefined && !since) throw notADay('from');
  // The first moment of the day after the last (none when the last is no day).
  const before =
    query.to === undefined ? undefined : dayStartIn(query.to, timeZone) && dayStartIn(addDays(query.to, 1), timeZone);
  if (query.to !== undefined && !before) throw notADay('to');
  const payment = query.payment?.trim();
  const search = query.q === undefined ? undefined : parseOrderSearch(query.q);
  return {
    ...(query.status && { statuses: statusesOf(query.status) }),
    ...(since && { since }),
    ...(before && { before }),
    ...(payment && { payment }),
    ...(query.country && { country: query.country }),
    ...(search && { search }),
  };
}

/** A value of an audit entry's before/after object, read without trusting its shape. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

const parcelText = (value: unknown): string | undefined => {
  const [carrier, number] = [field(value, 'carrier'), field(value, 'number')];
  return typeof carrier === 'string' && typeof number === 'string' ? `${carrier} ${number}` : undefined;
};

/** A line for the timeline saying what an order's audit entry changed. */
function detailOf(entry: AuditEntry): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  switch (entry.action) {
    case ORDER_ACTIONS.status:
      return `${text(field(entry.before, 'status')) ?? '?'} → ${text(field(entry.after, 'status')) ?? '?'}`;
    case ORDER_ACTIONS.ship: {
      const now = parcelText(field(entry.after, 'tracking'));
      const was = parcelText(field(entry.before, 'tracking'));
      return now && (was ? `${now} (was ${was})` : now);
    }
    case ORDER_ACTIONS.cancel:
      return text(field(entry.after, 'reason'));
    case ORDER_ACTIONS.note:
      return text(field(entry.after, 'body'));
    case ORDER_ACTIONS.refund: {
      const cents = field(entry.after, 'amountCents');
      const reason = text(field(entry.after, 'reason'));
      // Entries before issue 50 name no currency: those orders were all US dollars.
      const currency = text(field(entry.after, 'currency')) ?? BASE_CURRENCY;
      return typeof cents === 'number'
        ? [formatMoney(cents, currency, 'en'), reason].filter(Boolean).join(' · ')
        : reason;
    }
    case ORDER_ACTIONS.resendConfirmation:
    case ORDER_ACTIONS.resendLink: {
      const to = text(field(entry.after, 'to'));
      return to && `to ${to}`;
    }
    default:
      return undefined;
  }
}

/**
 * The staff console's orders (issue 35): the grid, an order's page, and what support does to an order.
 * Every change is one transaction with its audit entry and, where the CLI's does, its domain event (whose
 * subscriber mails the shopper, decision 0106): the changes and their audit entries are staffChanges', the
 * terminal's own; the parcel's checks the CLI's
 * (checkParcel).
 */
const adminOrderRoutes: ModulePlugin = async (app, { ctx }) => {
  /** The changes as this staff member makes them: each with its audit entry, as the terminal's. */
  const changes = (request: FastifyRequest) => staffChanges(ctx.db, staffActor(request));

  /** Records a staff action on an order in `tx`, the transaction of the change. */
  const audit = (tx: Queryable, request: FastifyRequest, record: Omit<AuditRecord, 'objectType'>, now: Date) =>
    recordAudit(tx, staffActor(request), { ...record, objectType: ORDER_OBJECT }, now);

  /** An order's page: the order, whose it is, its notes, its timeline and the mails about it. */
  async function adminOrder(id: string): Promise<AdminOrder> {
    const order = await ordersRepository(ctx.db).get(id);
    const owner = await adminOrdersRepository(ctx.db).ownerOf(id);
    if (!order || !owner) throw orderNotFound();
    const notes = await adminOrdersRepository(ctx.db).notesOf(id);
    const trail = await auditLog(ctx.db).of(ORDER_OBJECT, id);
    const mails = await mailsAboutOrder(ctx.db, id);
    const money = await refundStanding(ctx.db, id);
    if (!money) throw orderNotFound();
    return {
      order,
      money: {
        paid: toMajor(money.paidCents, order.currency),
        refunded: toMajor(money.refundedCents, order.currency),
        refundable: toMajor(money.refundableCents, order.currency),
        ...(money.blocked && { blocked: money.blocked }),
        ...(owner.paymentNote !== null && { paymentNote: owner.paymentNote }),
        refunds: money.refunds.map((refund) => ({
          amount: toMajor(refund.amountCents, order.currency),
          at: refund.at.toISOString(),
          by: refund.by,
          reason: refund.reason,
          ...(refund.returnId !== undefined && { returnNumber: orderNumber(refund.returnId) }),
          ...(refund.providerState !== undefined && { state: refund.providerState }),
          ...(refund.payout && { payout: refund.payout }),
        })),
      },
      guest: owner.customerId === null,
      customerId: owner.customerId,
      notes: notes.map((note) => ({ id: note.id, body: note.body, by: note.by, at: note.at.toISOString() })),
      timeline: [
        { at: order.createdAt, what: PLACED_EVENT, by: null },
        ...trail.map((entry) => {
          const detail = detailOf(entry);
          return { at: entry.at, what: entry.action, by: entry.staffEmail, ...(detail !== undefined && { detail }) };
        }),
      ],
      mails: mails.map((mail) => ({
        subject: mail.subject,
        to: mail.to,
        queuedAt: mail.queuedAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      })),
    };
  }

  app.route({
    ...fromContract(app, listAdminOrders),
    handler: async (request) => {
      const { page, pageSize, sort, direction } = request.query;
      return adminOrdersRepository(ctx.db).page(orderFilterOf(request.query, ctx.config.shopTimeZone), {
        page,
        pageSize,
        sort,
        direction,
      });
    },
  });

  app.route({
    ...fromContract(app, getAdminOrder),
    handler: async (request) => adminOrder(orderIdOf(request)),
  });

  app.route({
    ...fromContract(app, advanceAdminOrder),
    handler: async (request) => {
      const id = orderIdOf(request);
      const { status } = request.body;
      if (status === CANCELLED) throw fieldRefused('status', USE_CANCEL);
      const now = ctx.now();
      const result = await changes(request).advance(id, status, now);
      if (!result.ok) {
        if (result.reason === 'not-found') throw orderNotFound();
        if (result.reason === 'unpaid') throw conflict(notPaidYet(result.payment), ERROR_CODES.ORDER_NOT_PAID);
        throw conflict(
          `This order is ${result.current}; it cannot become ${status} (statuses only move forward: ${ORDER_STATUSES.join(' → ')}).`,
          ERROR_CODES.CONFLICT,
        );
      }
      request.log.info({ orderId: id, status }, 'order status changed by staff');
      return adminOrder(id);
    },
  });

  app.route({
    ...fromContract(app, changeAdminOrderAddress),
    handler: async (request) => {
      const id = orderIdOf(request);
      const address = await parseBody(shippingAddressSchema, request.body);
      const result = await changes(request).changeAddress(id, address, ctx.now());
      if (!result.ok) {
        if (result.reason === 'not-found') throw orderNotFound();
        if (result.reason === 'other-country') throw fieldRefused('country', sameCountry(result.country));
        throw conflict(ADDRESS_AFTER_SHIPPING(result.current), ERROR_CODES.CONFLICT);
      }
      if (result.changed) request.log.info({ orderId: id }, 'order address corrected by staff');
      return adminOrder(id);
    },
  });

  app.route({
    ...fromContract(app, shipAdminOrder),
    handler: async (request) => {
      const id = orderIdOf(request);
      const parcel = await checkParcel(ctx.db, request.body.carrier, request.body.tracking);
      if (!parcel.ok) throw fieldRefused(parcel.field, parcel.problem);
      const now = ctx.now();
      const result = await changes(request).ship(id, parcel.tracking, now);
      if (!result.ok) {
        if (result.reason === 'not-found') throw orderNotFound();
        if (result.reason === 'unpaid') throw conflict(notPaidYet(result.payment), ERROR_CODES.ORDER_NOT_PAID);
        throw conflict(
          `This order is ${result.current}; only ${TAKES_TRACKING.join(', ')} orders take tracking.`,
          ERROR_CODES.CONFLICT,
        );
      }
      request.log.info({ orderId: id, change: result.change }, 'order shipped by staff');
      return adminOrder(id);
    },
  });

  app.route({
    ...fromContract(app, cancelAdminOrder),
    handler: async (request) => {
      const id = orderIdOf(request);
      const reason = requiredText(request.body, 'reason', EMPTY_REASON);
      const now = ctx.now();
      const result = await changes(request).cancel(id, now, reason);
      if (!result.ok) {
        if (result.reason === 'not-found') throw orderNotFound();
        // A cancellable status here would mean the order moved back meanwhile, which nothing does.
        const [message, code] = notCancellable(result.current);
        throw conflict(message, code);
      }
      request.log.info({ orderId: id }, 'order cancelled by staff');
      return adminOrder(id);
    },
  });

  app.route({
    ...fromContract(app, addAdminOrderNote),
    handler: async (request, reply) => {
      const id = orderIdOf(request);
      const body = requiredText(request.body, 'body', EMPTY_NOTE);
      const staff = currentStaff(request);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const notes = adminOrdersRepository(tx);
        if (!(await notes.ownerOf(id))) throw orderNotFound();
        const note = await notes.addNote(id, staff, body, now);
        await audit(tx, request, { action: ORDER_ACTIONS.note, objectId: id, after: { noteId: note.id, body } }, now);
      });
      return reply.status(201).send(await adminOrder(id));
    },
  });

  app.route({
    ...fromContract(app, resendAdminOrderConfirmation),
    handler: async (request) => {
      const id = orderIdOf(request);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const order: Order | undefined = await orders.get(id);
        if (!order) throw orderNotFound();
        // As at checkout: a shopper who turned email notifications off gets no confirmation.
        const buyer = await orders.recipientOf(id);
        if (!buyer?.emailNotifications) throw conflict(NOTIFICATIONS_OFF, ERROR_CODES.CONFLICT);
        const mail = await confirmationMailFor(tx, order, buyer, ctx.config);
        await enqueueMail(tx, mail);
        await audit(
          tx,
          request,
          { action: ORDER_ACTIONS.resendConfirmation, objectId: id, after: { to: mail.to } },
          now,
        );
      });
      request.log.info({ orderId: id }, 'order confirmation queued again by staff');
      return adminOrder(id);
    },
  });

  app.route({
    ...fromContract(app, resendGuestOrderLink),
    handler: async (request, reply) => {
      const id = orderIdOf(request);
      const order = await ordersRepository(ctx.db).get(id);
      if (!order) throw orderNotFound();
      if (!order.access) throw conflict(NOT_A_GUEST_ORDER, ERROR_CODES.CONFLICT);
      await ctx.rateLimiter.enforce(request, [{ rule: LINK_RESENDS, key: id }], linkJustSent);
      const now = ctx.now();
      // The link's key travels in the mail only: the trail and the log name the order and the address.
      const to = order.user.email;
      await ctx.db.transaction(async (tx) => {
        await mailOrderBuyer(tx, 'orderLink', order, ctx.config);
        await audit(tx, request, { action: ORDER_ACTIONS.resendLink, objectId: id, after: { to } }, now);
      });
      request.log.info({ orderId: id }, "guest's order link mailed again by staff");
      return reply.status(202).send({ queuedTo: to });
    },
  });

  app.route({
    ...fromContract(app, refundAdminOrder),
    handler: async (request, reply) => {
      const id = orderIdOf(request);
      const reason = requiredText(request.body, 'reason', EMPTY_REFUND_REASON);
      const amountCents = toCents(request.body.amount);
      if (Math.abs(request.body.amount * 100 - amountCents) > 1e-6) throw fieldRefused('amount', NOT_CENTS);
      const payout = request.body.payout && cleanPayout(request.body.payout);
      if (typeof payout === 'string') throw fieldRefused('payout', payout);
      const now = ctx.now();
      const result = await refundOrder(
        ctx.db,
        {
          orderId: id,
          amountCents,
          reason,
          key: request.body.key,
          staff: currentStaff(request),
          now,
          ...(payout && { payout }),
        },
        (tx, before) =>
          audit(
            tx,
            request,
            {
              action: ORDER_ACTIONS.refund,
              objectId: id,
              before: { refundedCents: before.refundedCents },
              after: {
                refundedCents: before.refundedCents + amountCents,
                amountCents,
                currency: before.currency,
                reason,
                ...(payout && { payout }),
              },
            },
            now,
          ),
      );
      if (!result.ok) {
        if (result.reason === 'not-found') throw orderNotFound();
        if (result.reason === 'too-much')
          throw conflict(refundTooMuch(result.refundableCents, result.currency), ERROR_CODES.CONFLICT);
        if (result.reason === 'payout-needed' || result.reason === 'payout-not-used')
          throw fieldRefused('payout', PAYOUT_REFUSALS[result.reason]);
        throw conflict(result.reason === 'not-shipped' ? REFUND_NOT_SHIPPED : REFUND_NOT_PAID, ERROR_CODES.CONFLICT);
      }
      if (!result.repeated) request.log.info({ orderId: id, amountCents }, 'order refunded by staff');
      return reply.status(201).send(await adminOrder(id));
    },
  });

  app.route({
    ...fromContract(app, listCarriers),
    handler: async () => (await carriersRepository(ctx.db).list()).map((carrier) => ({ name: carrier.name })),
  });
};

export default adminOrderRoutes;
