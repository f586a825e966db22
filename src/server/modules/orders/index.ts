// The orders module's face: what other modules may ask of orders (reviews: did this shopper receive it, and which variant?).
export { hasReceivedProduct, receivedVariant } from './received-products';
// The console dashboard's order and return figures.
export {
  explainOrderFigures,
  inMajorUnits,
  type MinorByCurrency,
  type OrderFigures,
  orderFigures,
  type Period,
} from './figures';
// The staff console's customer page: an account's orders and returns, and the grid's order counts.
export {
  type CustomerOrderSummary,
  type CustomerRefund,
  orderCountsOfUsers,
  ordersOfUser,
  refundsOfUser,
  returnsOfUser,
} from './customer-orders';
// The application's start-up (src/server/jobs): the orders' periodic job.
export { demoAdvanceJob } from './demo-advance';
// "Customers also bought" (decision 0115): the hourly job, and what the catalogue's route reads of its result.
export { alsoBoughtJob, alsoBoughtWith, explainAlsoBought, reckonAlsoBought } from './also-bought';
// The orders' subscribers of the domain events (src/server/shop-events.ts): the shopper's mails.
export { orderEventSubscribers } from './order-events';
// The terminal's `npm run orders` (src/server/operator), which the returns' commands join.
export { ordersUsageError, type OrdersSubcommands, runOrdersCommand } from './operator';

// Checkout writes the order: its rows, its key for a guest, the cap on unpaid cash-on-delivery orders.
export { type NewOrderItem, type OrderViewer, ordersRepository } from './repository';
export { newAccessKey, orderViewerFor, orderViewerOf, readAsViewer } from './guest-access';
export { refuseOverUnpaidLimit } from './unpaid-orders';
export { type PaymentRecord, paymentRecords } from './payment-records';
export { orderStatusChanges } from './status-changes';
export { providerRefunds } from './refunds';
export { newOrderId, orderNotFound } from './order-model';

// The returns and their refunds read and move the requests on an order (their tables are the order's: one
// statement reckons a refund from the order's lines, charges and earlier refunds), mail its buyer, and
// record their staff moves as the orders' do.
export { type NewReturnItem, returnLineKey, type ReturnMoveResult, returnsRepository } from './returns-repository';
export { adminReturnsRepository } from './admin-returns-repository';
export { adminOrdersRepository, parseOrderSearch } from './admin-repository';
export { field } from './admin-routes';
export { mailOrderBuyer, orderAt } from './order-events';
export type { OrderMailKind } from './status-mail';
export { both } from './staff-changes';
// The console's sales report and CSV exports (src/server/modules/reports, issue 52).
export { explainSalesReport, type MinorFigures, NO_SALES, type SalesReportFigures, salesReport } from './sales-report';
export { type ExportedLine, type ExportedOrder, exportedLines, exportedOrders } from './order-exports';
export { orderFilterOf } from './admin-routes';
export { orderConfirmationMail } from './confirmation-mail';
export { orderMail } from './status-mail';
