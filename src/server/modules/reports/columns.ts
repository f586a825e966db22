import { type CsvCell, majorText } from '../../http/csv';
import type { CustomerAccount } from '../auth';
import type { ExportedLine, ExportedOrder } from '../orders';
import type { AdminProductRow } from '../../../universal/contracts/admin/products';
import { orderNumber } from '../../../universal/order-status';

/**
 * Each export's columns, named once with how a row fills them. Amounts are major units of the row's
 * currency, every decimal written (the currency's column says which); times are ISO 8601 in UTC.
 */
type Columns<Row> = readonly (readonly [header: string, cell: (row: Row) => CsvCell])[];

export const ORDER_COLUMNS: Columns<ExportedOrder> = [
  ['number', (o) => orderNumber(o.id)],
  ['id', (o) => o.id],
  ['placed at', (o) => o.createdAt.toISOString()],
  ['status', (o) => o.status],
  ['currency', (o) => o.currency],
  ['subtotal', (o) => majorText(o.subtotal, o.currency)],
  ['discounts', (o) => majorText(o.discounts, o.currency)],
  ['delivery', (o) => majorText(o.delivery, o.currency)],
  ['fees', (o) => majorText(o.fees, o.currency)],
  ['tax', (o) => majorText(o.tax, o.currency)],
  ['total', (o) => majorText(o.total, o.currency)],
  ['refunded', (o) => majorText(o.refunded, o.currency)],
  ['units', (o) => o.units],
  ['customer', (o) => o.name],
  ['email', (o) => o.email],
  ['phone', (o) => o.phone],
  ['country', (o) => o.country],
  ['payment method', (o) => o.paymentMethod],
  ['guest', (o) => (o.guest ? 'yes' : 'no')],
];

export const LINE_COLUMNS: Columns<ExportedLine> = [
  ['order number', (l) => orderNumber(l.orderId)],
  ['order id', (l) => l.orderId],
  ['placed at', (l) => l.createdAt.toISOString()],
  ['status', (l) => l.status],
  ['currency', (l) => l.currency],
  ['line', (l) => l.position + 1],
  ['product', (l) => l.productId],
  ['sku', (l) => l.sku],
  ['title', (l) => l.title],
  ['variant', (l) => l.variantLabel],
  ['quantity', (l) => l.quantity],
  ['unit price', (l) => majorText(l.price, l.currency)],
  ['line total', (l) => majorText(l.price * l.quantity, l.currency)],
];

export const CUSTOMER_COLUMNS: Columns<CustomerAccount & { orders: number }> = [
  ['id', (c) => c.id],
  ['name', (c) => c.name],
  ['email', (c) => c.email],
  ['phone', (c) => c.phone],
  ['joined at', (c) => c.createdAt.toISOString()],
  ['language', (c) => c.language],
  ['currency', (c) => c.currency],
  ['order mails', (c) => (c.emailNotifications ? 'yes' : 'no')],
  ['orders', (c) => c.orders],
];

export const PRODUCT_COLUMNS: Columns<AdminProductRow> = [
  ['id', (p) => p.id],
  ['state', (p) => p.state],
  ['title', (p) => p.title],
  ['category', (p) => p.category],
  ['brand', (p) => p.brand],
  // The catalogue's own price: US dollars (regions' prices follow from it, or are set per variant).
  ['price (USD)', (p) => p.price.toFixed(2)],
  ['units in stock', (p) => p.stock],
  ['variants', (p) => p.variants],
];

export const headerOf = <Row>(columns: Columns<Row>) => columns.map(([header]) => header);

/** The batches as CSV rows, a batch at a time. */
export async function* csvRows<Row>(columns: Columns<Row>, batches: AsyncIterable<Row[]>) {
  for await (const batch of batches) for (const row of batch) yield columns.map(([, cell]) => cell(row));
}
