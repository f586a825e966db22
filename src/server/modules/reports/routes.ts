import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { sendCsv } from '../../http/csv';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, notADay } from '../../http/errors';
import { recordAudit } from '../audit';
import { customerAccounts, parseCustomerSearch } from '../auth';
import { productBatches } from '../catalogue';
import { exportedLines, exportedOrders, orderCountsOfUsers, orderFilterOf, salesReport } from '../orders';
import { staffActor } from '../staff';
import {
  type ExportName,
  exportCustomers,
  exportOrderLines,
  exportOrders,
  exportProducts,
  getSalesReport,
  REPORT_MAX_BUCKETS,
  REPORT_MAX_DAYS,
} from '../../../universal/contracts/admin/reports';
import { bucketStarts, calendarDay, daysIn } from './periods';
import { salesAnswer } from './sales-answer';
import { CUSTOMER_COLUMNS, csvRows, headerOf, LINE_COLUMNS, ORDER_COLUMNS, PRODUCT_COLUMNS } from './columns';

/** The audit trail's names for what this module records: who looked at which report, who exported what. */
export const REPORT_OBJECT = 'report';
export const REPORT_ACTIONS = { view: 'report.view', export: 'report.export' } as const;

export const TO_BEFORE_FROM = 'The last day comes before the first.';
export const PERIOD_TOO_LONG = `A report covers at most ${REPORT_MAX_DAYS} days.`;
export const TOO_MANY_BUCKETS = `That is more than ${REPORT_MAX_BUCKETS} intervals: choose a longer interval or a shorter period.`;

/**
 * The console's reports and exports (issue 52), owners only (ROLES_FOR.reports, the contracts). Each view
 * of a report and each export is in the audit trail with its filter, recorded before the first byte goes.
 */
const reportRoutes: ModulePlugin = async (app, { ctx }) => {
  const audit = (request: FastifyRequest, action: string, objectId: string, filter: object) =>
    recordAudit(
      ctx.db,
      staffActor(request),
      { action, objectType: REPORT_OBJECT, objectId, after: { filter } },
      ctx.now(),
    );

  app.route({
    ...fromContract(app, getSalesReport),
    handler: async (request) => {
      const { from, to, interval } = request.query;
      const [first, last] = [calendarDay(from), calendarDay(to)];
      if (!first) throw notADay('from');
      if (!last) throw notADay('to');
      if (last < first) throw badRequest(TO_BEFORE_FROM, { to: TO_BEFORE_FROM });
      if (daysIn(first, last) > REPORT_MAX_DAYS) throw badRequest(PERIOD_TOO_LONG, { to: PERIOD_TOO_LONG });
      const starts = bucketStarts(first, last, interval);
      if (starts.length > REPORT_MAX_BUCKETS) throw badRequest(TOO_MANY_BUCKETS, { interval: TOO_MANY_BUCKETS });
      const timeZone = ctx.config.shopTimeZone;
      const figures = await salesReport(ctx.db, { from, to, interval, timeZone });
      await audit(request, REPORT_ACTIONS.view, 'sales', { from, to, interval });
      return salesAnswer(figures, { from, to, interval, timeZone }, starts);
    },
  });

  /** An export: audited with its filter, then streamed as `<name>-<day>.csv`. */
  const exported = async <Row>(
    request: FastifyRequest,
    reply: Parameters<typeof sendCsv>[0],
    name: ExportName,
    filter: object,
    columns: Parameters<typeof csvRows<Row>>[0],
    batches: AsyncIterable<Row[]>,
  ) => {
    await audit(request, REPORT_ACTIONS.export, name, filter);
    const day = ctx.now().toISOString().slice(0, 10);
    return sendCsv(reply, `${name}-${day}.csv`, headerOf(columns), csvRows(columns, batches));
  };

  app.route({
    ...fromContract(app, exportOrders),
    handler: async (request, reply) => {
      const filter = orderFilterOf(request.query, ctx.config.shopTimeZone);
      return exported(request, reply, 'orders', request.query, ORDER_COLUMNS, exportedOrders(ctx.db, filter));
    },
  });

  app.route({
    ...fromContract(app, exportOrderLines),
    handler: async (request, reply) => {
      const filter = orderFilterOf(request.query, ctx.config.shopTimeZone);
      return exported(request, reply, 'order-lines', request.query, LINE_COLUMNS, exportedLines(ctx.db, filter));
    },
  });

  app.route({
    ...fromContract(app, exportCustomers),
    handler: async (request, reply) => {
      const accounts = customerAccounts(ctx.db).batches(parseCustomerSearch(request.query.q ?? ''));
      // Each batch with its accounts' order counts, as the grid shows them.
      async function* withOrders() {
        for await (const batch of accounts) {
          const orders = await orderCountsOfUsers(
            ctx.db,
            batch.map((account) => account.id),
          );
          yield batch.map((account) => ({ ...account, orders: orders.get(account.id) ?? 0 }));
        }
      }
      return exported(request, reply, 'customers', request.query, CUSTOMER_COLUMNS, withOrders());
    },
  });

  app.route({
    ...fromContract(app, exportProducts),
    handler: async (request, reply) =>
      exported(request, reply, 'products', request.query, PRODUCT_COLUMNS, productBatches(ctx.db, request.query)),
  });
};

export default reportRoutes;
