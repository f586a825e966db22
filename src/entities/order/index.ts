// One order as data, read by the orders slice (history, the order's page, returns, the receipt) and by
// checkout (the order it placed): the order query, how a guest's order is asked for, and an order's line.
// Features and pages import from here only.
export {
  accessHeaders,
  type Order,
  type OrderItem,
  type OrderRef,
  orderApi,
  orderPagePath,
  orderRef,
  useGetOrderQuery,
} from './order-api';
export { ITEMS_SHOWN, OrderLine, type OrderLineProps } from './OrderLine';
export { OrderMoney, orderAmountText, orderLinePrice } from './order-money';
