// The orders slice's public API: the pages and the app import from here only.
export { type Order, type OrderItem } from './orders-api';
export { useGetOrdersQuery } from './order-history-api';
