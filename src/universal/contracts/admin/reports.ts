import { type Static, Type } from 'typebox';
import { ROLES_FOR } from '../../staff-roles';
import type { Query } from '../endpoint';
import { INVALID } from '../failures';
import { ISO_DAY_PATTERN } from '../shop';
import { AmountsByCurrency, ChargedCurrency, staffEndpoints } from './console';
import { listAdminCustomers } from './customers';
import { listAdminOrders } from './orders';
import { listAdminProducts } from './products';

/**
 * Reports and exports in the staff console (issue 52): the sales report and the lists as CSV, for owners
 * (ROLES_FOR.reports). What each figure counts is docs/decisions/0114-reports-and-exports.md.
 */
const reports = staffEndpoints(ROLES_FOR.reports);

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** The longest period one report covers, and the most buckets it splits into. */
export const REPORT_MAX_DAYS = 1_100;
export const REPORT_MAX_BUCKETS = 400;

const Amount = Type.Number({ description: 'Major units of the currency' });

/** What one currency's orders came to in a bucket (or the whole period): each amount in that currency. */
export const SalesFiguresSchema = Type.Object({
  orders: Type.Integer({ description: 'Orders placed, cancelled ones left out' }),
  units: Type.Integer(),
  gross: Type.Number({
    description:
      "The goods at the prices they sold for, before discounts (with tax where the region's prices include it)",
  }),
  discounts: Amount,
  delivery: Amount,
  fees: Amount,
  tax: Amount,
  charged: Type.Number({ description: 'What the orders charged: their totals' }),
  refunds: Type.Number({ description: 'Paid back in the bucket, by the day it was paid back' }),
  net: Type.Number({ description: 'Charged less refunds' }),
});
export type SalesFigures = Static<typeof SalesFiguresSchema>;

export const SalesReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  interval: Type.Unsafe<ReportInterval>(Type.String({ enum: [...REPORT_INTERVALS] })),
  timeZone: Type.String({ description: "The shop's time zone the days are read in (SHOP_TIMEZONE)" }),
  /** One block per currency charged in the period, by code: amounts of different currencies are never added. */
  currencies: Type.Array(
    Type.Intersect([
      Type.Object({
        currency: ChargedCurrency,
        averageOrder: Type.Number({ description: 'Charged divided by orders, rounded to the minor unit' }),
        buckets: Type.Array(Type.Intersect([Type.Object({ start: Type.String() }), SalesFiguresSchema])),
      }),
      SalesFiguresSchema,
    ]),
  ),
  /** By units sold in the period, most first; what they sold for (lines' prices, before order discounts) per currency. */
  topProducts: Type.Array(
    Type.Object({ productId: Type.Integer(), title: Type.String(), units: Type.Integer(), sales: AmountsByCurrency }),
  ),
  topVariants: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      sku: Type.String(),
      title: Type.String(),
      variantLabel: Type.String(),
      units: Type.Integer(),
      sales: AmountsByCurrency,
    }),
  ),
  /** Products of the period's orders with units asked back (returns not rejected), highest rate first. */
  returnRates: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      title: Type.String(),
      sold: Type.Integer(),
      returned: Type.Integer(),
      rate: Type.Number({ description: 'Returned over sold, 0 to 1' }),
    }),
  ),
  /** A customer is an account, or a guest's email; new when they had no order (not cancelled) before the period. */
  customers: Type.Object({
    new: Type.Object({ customers: Type.Integer(), orders: Type.Integer() }),
    returning: Type.Object({ customers: Type.Integer(), orders: Type.Integer() }),
  }),
});
export type SalesReport = Static<typeof SalesReportSchema>;

export const getSalesReport = reports.get('/api/admin/reports/sales', {
  summary: "Sales per currency and interval over a period of the shop's days, with top products, returns and customers",
  querystring: Type.Object({
    from: Type.String({ pattern: ISO_DAY_PATTERN }),
    to: Type.String({ pattern: ISO_DAY_PATTERN }),
    interval: Type.Unsafe<ReportInterval>(Type.String({ enum: [...REPORT_INTERVALS], default: 'month' })),
  }),
  response: SalesReportSchema,
  failures: INVALID,
});
export type SalesReportQuery = Query<typeof getSalesReport>;

/** A grid's filters, without its paging and sort: an export has every row, oldest first. */
const NOT_FILTERS = ['page', 'pageSize', 'sort', 'direction'] as const;

const CSV = Type.String({ description: 'text/csv, streamed' });

export const exportOrders = reports.get('/api/admin/exports/orders.csv', {
  summary: "The orders the orders grid's filters find, as CSV: one row an order",
  querystring: Type.Omit(listAdminOrders.querystring, NOT_FILTERS),
  response: CSV,
  failures: INVALID,
});
export const exportOrderLines = reports.get('/api/admin/exports/order-lines.csv', {
  summary: "The lines of the orders the orders grid's filters find, as CSV: one row a line",
  querystring: Type.Omit(listAdminOrders.querystring, NOT_FILTERS),
  response: CSV,
  failures: INVALID,
});
export const exportCustomers = reports.get('/api/admin/exports/customers.csv', {
  summary: "The accounts the customers grid's search finds, as CSV",
  querystring: Type.Omit(listAdminCustomers.querystring, NOT_FILTERS),
  response: CSV,
  failures: INVALID,
});
export const exportProducts = reports.get('/api/admin/exports/products.csv', {
  summary: "The products (drafts too) the products grid's filters find, as CSV",
  querystring: Type.Omit(listAdminProducts.querystring, NOT_FILTERS),
  response: CSV,
  failures: INVALID,
});
export type OrdersExportQuery = Query<typeof exportOrders>;
export type CustomersExportQuery = Query<typeof exportCustomers>;
export type ProductsExportQuery = Query<typeof exportProducts>;

/** The exports by name, as the console's buttons and the audit trail name them. */
export const EXPORTS = ['orders', 'order-lines', 'customers', 'products'] as const;
export type ExportName = (typeof EXPORTS)[number];
