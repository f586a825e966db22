import type { AdminOrderSort } from '../../universal/contracts/admin/orders';
import {
  ALL_ORDER_STATUSES,
  ORDER_STATUS_DESCRIPTORS,
  ORDER_STATUS_GROUP_NAMES,
  type OrderStatus,
  type OrderStatusGroup,
} from '../../universal/order-status';
import { PAYMENT_METHODS, type PaymentMethod } from '../../universal/validation/checkout-constants';
import type { OrdersQuery } from '../api/admin-api';
import type { AdminMessageId } from '../i18n/load-messages';
import { DIRECTIONS, dayIn, listUrl, oneOfIn, textIn } from '../lists/list-url';
import type { OrderPaymentState } from '../../universal/contracts/order';

/** The statuses' text ids: a status whose id the console's catalog lacks does not compile. */
type StatusTextId = (typeof ORDER_STATUS_DESCRIPTORS)[OrderStatus]['text'] & AdminMessageId;

/** The contract's sorts and page sizes (orders.ts ADMIN_ORDER_SORTS, ADMIN_PAGE_SIZES), as values here. */
export const ORDER_SORTS = ['createdAt', 'total', 'status'] as const satisfies readonly AdminOrderSort[];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The payment methods checkout takes, which the orders grid filters by. */
export { PAYMENT_METHODS };

/** Each status's name: its descriptor's text id (universal/order-status.ts), which the console's catalog has too. */
export const STATUS_LABEL: Readonly<Record<OrderStatus, AdminMessageId>> = Object.fromEntries(
  ALL_ORDER_STATUSES.map((status) => [status, ORDER_STATUS_DESCRIPTORS[status].text satisfies StatusTextId]),
) as Record<OrderStatus, StatusTextId>;

/** What the grid's status filter offers: each status, then each group of them (the dashboard's tiles link to those). */
export const STATUS_FILTERS: readonly (OrderStatus | OrderStatusGroup)[] = [
  ...ALL_ORDER_STATUSES,
  ...ORDER_STATUS_GROUP_NAMES,
];

/** Each status filter's name. */
export const STATUS_FILTER_LABEL: Readonly<Record<OrderStatus | OrderStatusGroup, AdminMessageId>> = {
  ...STATUS_LABEL,
  unshipped: 'orders.status.unshipped',
  notCancelled: 'orders.status.notCancelled',
};

export const PAYMENT_LABEL: Record<PaymentMethod, AdminMessageId> = {
  'credit-card': 'payment.creditCard',
  paypal: 'payment.paypal',
  'apple-pay': 'payment.applePay',
  'google-pay': 'payment.googlePay',
  'cash-on-delivery': 'payment.cashOnDelivery',
  'mobile-wallet': 'payment.mobileWallet',
};

/** The payment providers by the names their owners know them by. */
export const PROVIDER_NAME: Record<'stripe' | 'paymob', string> = { stripe: 'Stripe', paymob: 'Paymob' };

/** Where a provider's payment stands (issue 51), in the console's words. */
export const PAYMENT_STATE_LABEL: Record<OrderPaymentState, AdminMessageId> = {
  awaiting: 'payment.state.awaiting',
  processing: 'payment.state.processing',
  paid: 'payment.state.paid',
  failed: 'payment.state.failed',
  cancelled: 'payment.state.cancelled',
  review: 'payment.state.review',
};

/** A refund through the provider: pending until it pays it back. */
export const REFUND_STATE_LABEL: Record<'pending' | 'succeeded' | 'failed', AdminMessageId> = {
  pending: 'refund.state.pending',
  succeeded: 'refund.state.succeeded',
  failed: 'refund.state.failed',
};

/** A stored payment method ('credit-card (Demo)', 'cash-on-delivery'): the method checkout named. */
export function paymentMethodOf(stored: string): PaymentMethod | undefined {
  const method = stored.replace(/ \(Demo\)$/, '');
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : undefined;
}

export interface OrdersFilters {
  status?: OrderStatus | OrderStatusGroup;
  from?: string;
  to?: string;
  payment?: PaymentMethod;
  country?: string;
  q?: string;
}

/** What the orders grid shows: its page, its order and its filters, all in the URL so a link shares it. */
export interface OrdersView extends OrdersFilters {
  page: number;
  pageSize: number;
  sort: AdminOrderSort;
  direction: 'asc' | 'desc';
}

export const DEFAULT_VIEW: OrdersView = { page: 0, pageSize: 25, sort: 'createdAt', direction: 'desc' };

const COUNTRY = /^[A-Z]{2}$/;

/** The orders grid's URL: ?page=1&sort=total&status=shipped&q=amira, and so on. */
export const ORDERS_URL = listUrl<OrdersView>({
  defaults: DEFAULT_VIEW,
  pageSizes: PAGE_SIZES,
  keys: ['page', 'pageSize', 'sort', 'direction', 'status', 'from', 'to', 'payment', 'country', 'q'],
  read: (search) => {
    const country = search.get('country')?.toUpperCase();
    return {
      sort: oneOfIn(search, 'sort', ORDER_SORTS),
      direction: oneOfIn(search, 'direction', DIRECTIONS),
      status: oneOfIn(search, 'status', STATUS_FILTERS),
      from: dayIn(search, 'from'),
      to: dayIn(search, 'to'),
      payment: paymentMethodOf(search.get('payment') ?? ''),
      country: country && COUNTRY.test(country) ? country : undefined,
      q: textIn(search, 'q'),
    };
  },
});

/** What the server is asked: the page, its size and order always, and the filters that are set. */
export function queryOf(view: OrdersView): OrdersQuery {
  return { ...view };
}
