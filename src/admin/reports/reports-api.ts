import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  CustomersExportQuery,
  ExportName,
  exportCustomers,
  exportOrderLines,
  exportOrders,
  exportProducts,
  getSalesReport,
  OrdersExportQuery,
  ProductsExportQuery,
  SalesReportQuery,
} from '../../universal/contracts/admin/reports';
import { adminApi, queryString } from '../api/admin-api';
import { saveFile } from '../../browser-kit/save-file';

/** Each export's path, checked against its contract. */
const EXPORT_PATHS: Record<ExportName, string> = {
  orders: '/admin/exports/orders.csv' satisfies ClientPath<typeof exportOrders>,
  'order-lines': '/admin/exports/order-lines.csv' satisfies ClientPath<typeof exportOrderLines>,
  customers: '/admin/exports/customers.csv' satisfies ClientPath<typeof exportCustomers>,
  products: '/admin/exports/products.csv' satisfies ClientPath<typeof exportProducts>,
};

/** An export and the filter it takes (the list's own filters). */
export type ExportRequest =
  | { name: 'orders' | 'order-lines'; filters: Partial<OrdersExportQuery> }
  | { name: 'customers'; filters: Partial<CustomersExportQuery> }
  | { name: 'products'; filters: Partial<ProductsExportQuery> };

/** The sales report, and the CSV exports: each downloaded with the staff token, straight to the browser's downloads. */
export const reportsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    salesReport: build.query<Answer<typeof getSalesReport>, SalesReportQuery>({
      query: (query) => `${'/admin/reports/sales' satisfies ClientPath<typeof getSalesReport>}${queryString(query)}`,
      // Every view is in the audit trail: it is asked again only when the period changes or the page asks.
      keepUnusedDataFor: 60,
    }),
    exportCsv: build.mutation<null, ExportRequest>({
      async queryFn({ name, filters }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `${EXPORT_PATHS[name]}${queryString(filters)}`,
          // A refusal is the API's JSON error body; only a success is the file.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
        return { data: null };
      },
    }),
  }),
});

export const { useSalesReportQuery, useExportCsvMutation } = reportsApi;
