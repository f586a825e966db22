import type { AdminOrderSort } from '../../core/contracts/admin/orders';
import { ALL_ORDER_STATUSES, isOrderStatus, ORDER_STATUS_DESCRIPTORS, type OrderStatus } from '../../core/order-status';
import type { PaymentMethod } from '../../core/validation/checkout-schema';
import type { OrdersQuery } from '../api/admin-api';
import type { AdminMessageId } from '../i18n/load-messages';

/** The statuses' text ids: a status whose id the console's catalog lacks does not compile. */
type StatusTextId = (typeof ORDER_STATUS_DESCRIPTORS)[OrderStatus]['text'] & AdminMessageId;

/** The contract's sorts and page sizes (orders.ts ADMIN_ORDER_SORTS, ADMIN_PAGE_SIZES), as values here. */
export const ORDER_SORTS = ['createdAt', 'total', 'status'] as const satisfies readonly AdminOrderSort[];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The payment methods checkout takes (checkout-schema.ts PAYMENT_METHODS). */
export const PAYMENT_METHODS = [
  'credit-card',
  'paypal',
  'apple-pay',
  'google-pay',
  'cash-on-delivery',
] as const satisfies readonly PaymentMethod[];

/** Each status's name: its descriptor's text id (core/order-status.ts), which the console's catalog has too. */
export const STATUS_LABEL: Readonly<Record<OrderStatus, AdminMessageId>> = Object.fromEntries(
  ALL_ORDER_STATUSES.map((status) => [status, ORDER_STATUS_DESCRIPTORS[status].text satisfies StatusTextId]),
) as Record<OrderStatus, StatusTextId>;

export const PAYMENT_LABEL: Record<PaymentMethod, AdminMessageId> = {
  'credit-card': 'payment.creditCard',
  paypal: 'payment.paypal',
  'apple-pay': 'payment.applePay',
  'google-pay': 'payment.googlePay',
  'cash-on-delivery': 'payment.cashOnDelivery',
};

/** A stored payment method ('credit-card (Demo)', 'cash-on-delivery'): the method checkout named. */
export function paymentMethodOf(stored: string): PaymentMethod | undefined {
  const method = stored.replace(/ \(Demo\)$/, '');
  return (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : undefined;
}

export interface OrdersFilters {
  status?: OrderStatus;
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const MAX_PAGE = 100_000;

/** The view a URL names; anything it names wrongly is left at its default. */
export function viewOf(search: URLSearchParams): OrdersView {
  const view: OrdersView = { ...DEFAULT_VIEW };
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 0 && page <= MAX_PAGE) view.page = page;
  const pageSize = Number(search.get('pageSize'));
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) view.pageSize = pageSize;
  const sort = search.get('sort');
  if ((ORDER_SORTS as readonly (string | null)[]).includes(sort)) view.sort = sort as AdminOrderSort;
  const direction = search.get('direction');
  if (direction === 'asc' || direction === 'desc') view.direction = direction;
  const status = search.get('status');
  if (status && isOrderStatus(status)) view.status = status;
  const from = search.get('from');
  if (from && DAY.test(from)) view.from = from;
  const to = search.get('to');
  if (to && DAY.test(to)) view.to = to;
  const payment = paymentMethodOf(search.get('payment') ?? '');
  if (payment) view.payment = payment;
  const country = search.get('country')?.toUpperCase();
  if (country && COUNTRY.test(country)) view.country = country;
  const q = search.get('q')?.trim().slice(0, 120);
  if (q) view.q = q;
  return view;
}

/** The URL's parameters, in the order a URL names them (the same view is always the same link). */
const VIEW_KEYS = [
  'page',
  'pageSize',
  'sort',
  'direction',
  'status',
  'from',
  'to',
  'payment',
  'country',
  'q',
] as const satisfies readonly (keyof OrdersView)[];

/** The URL of a view: only what differs from the defaults. */
export function searchOf(view: OrdersView): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of VIEW_KEYS) {
    const value = view[key];
    if (value !== undefined && value !== '' && value !== DEFAULT_VIEW[key as keyof typeof DEFAULT_VIEW]) {
      search.set(key, String(value));
    }
  }
  return search;
}

/** What the server is asked: the page, its size and order always, and the filters that are set. */
export function queryOf(view: OrdersView): OrdersQuery {
  return { ...view };
}
