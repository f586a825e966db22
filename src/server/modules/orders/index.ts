// The orders module's face: what other modules may ask of orders (reviews: did this shopper receive it, and which variant?).
export { hasReceivedProduct, receivedVariant } from './received-products';
// The console dashboard's order and return figures.
export { type OrderFigures, orderFigures } from './figures';
// The staff console's customer page: an account's orders and returns, and the grid's order counts.
export { type CustomerOrderSummary, orderCountsOfUsers, ordersOfUser, returnsOfUser } from './customer-orders';
// The console's settings page: the shop's details as its receipts give them.
export { shopDetails } from './receipt/routes';
// The application's start-up (src/server/jobs): the orders' periodic jobs.
export { demoAdvanceJob } from './demo-advance';
export { idempotencyPurgeJob } from './idempotency-purge';
// The orders' subscribers of the domain events (src/server/shop-events.ts): the shopper's mails.
export { orderEventSubscribers } from './order-events';
