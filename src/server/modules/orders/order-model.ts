import { randomBytes } from 'node:crypto';
import { notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { OrderStatus } from '../../../universal/order-status';
import type { DeliveryOption } from '../../../universal/pricing';
import type { ShippingAddress } from '../../../universal/validation/checkout-schema';
import type { Customer, LineWords, Order, OrderPaymentState } from '../../../universal/contracts/order';
import { trackingUrl } from './carriers';
import { toMajor } from '../../../universal/settlement';
import { cashOnDeliveryState } from '../../../universal/cash-on-delivery';
import { type ChargeKind, type ChargeTax, storedCharge } from '../../../universal/order-charges';

/** 24 lowercase hex characters: unguessable, and its last 8 make a readable order number. */
export function newOrderId(): string {
  return randomBytes(12).toString('hex');
}

/** An order id's shape (newOrderId): anything else is not found, without asking the database. */
export const ORDER_ID_PATTERN = /^[0-9a-f]{24}$/;

/** What any order route answers for an order that is not the shopper's, or does not exist. */
export const ORDER_NOT_FOUND = 'Order not found';
export const orderNotFound = () => notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);

export interface OrderRow {
  id: string;
  user_id: string | null;
  /** A guest order's access key (migration 034); null on an account's. */
  guest_access: string | null;
  status: OrderStatus;
  created_at: Date | string;
  /** What it charged in (migration 052): every amount of the row and its lines is in its minor units. */
  currency: string;
  /** The rate its converted prices were taken at (units per US dollar) and its time; null where none was. */
  rate_units_per_usd: string | number | null;
  rate_set_at: Date | string | null;
  subtotal_cents: number;
  tax_cents: number;
  tax_rate_bp: number;
  tax_included: boolean;
  total_cents: number;
  delivery_min_days: number | null;
  delivery_max_days: number | null;
  /** The days the delivery promised to arrive, read as text ('YYYY-MM-DD'); null on older orders (migration 032). */
  promised_from: string | null;
  promised_to: string | null;
  /** What the order has paid back (staff refunds and refunded returns, REFUNDED_SQL); absent where not read. */
  refunded_cents?: number;
  delivery_option: DeliveryOption;
  payment_method: string;
  shipping_address: ShippingAddress;
  customer: Customer;
  promo_code: string | null;
  /** Set together when the order ships with tracking (migration 029); the template is its carrier's. */
  carrier: string | null;
  tracking_number: string | null;
  tracking_url_template: string | null;
  /** Set together on an order paid through a provider (migration 054); null on the demo's and cash on delivery. */
  payment_provider: 'stripe' | 'paymob' | null;
  payment_state: OrderPaymentState | null;
  payment_reference: string | null;
  payment_hold_until: Date | string | null;
}

/** One of an order's charges (migration 050): its delivery, its discount, its fees. */
export interface OrderChargeRow {
  order_id: string;
  position: number;
  kind: ChargeKind;
  amount_cents: number;
  tax: ChargeTax;
}

export interface OrderItemRow {
  order_id: string;
  position: number;
  product_id: number;
  title: string;
  price_cents: number;
  image: string;
  quantity: number;
  /** Null on lines of orders placed before variants. */
  sku: string | null;
  variant_label: string | null;
  /** The line in the shop's other languages, as sold (migration 047); {} on lines sold before. */
  words: Record<string, LineWords>;
}

/** An order as the API answers it, from its row, its lines and its charges (each in position order). */
export function toOrderJson(row: OrderRow, items: OrderItemRow[], charges: OrderChargeRow[]): Order {
  // Major units of the order's own currency, as the API has always answered dollars.
  const dollars = (minor: number) => toMajor(minor, row.currency);
  return {
    _id: row.id,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    currency: row.currency,
    ...(row.rate_units_per_usd === null || row.rate_set_at === null
      ? {}
      : { rate: { unitsPerUsd: Number(row.rate_units_per_usd), setAt: new Date(row.rate_set_at).toISOString() } }),
    totalPrice: dollars(row.total_cents),
    ...(row.refunded_cents ? { refunded: dollars(row.refunded_cents) } : {}),
    subtotal: dollars(row.subtotal_cents),
    ...(row.promo_code === null ? {} : { promoCode: row.promo_code }),
    charges: charges.map((charge) => storedCharge(charge.kind, charge.amount_cents, charge.tax)),
    tax: dollars(row.tax_cents),
    taxRate: row.tax_rate_bp / 10_000,
    taxIncluded: row.tax_included,
    deliveryOption: row.delivery_option,
    ...(row.delivery_min_days === null || row.delivery_max_days === null
      ? {}
      : { deliveryDays: { min: row.delivery_min_days, max: row.delivery_max_days } }),
    ...(row.promised_from === null || row.promised_to === null
      ? {}
      : { promisedDates: { from: row.promised_from, to: row.promised_to } }),
    items: items.map((item) => ({
      productId: String(item.product_id),
      title: item.title,
      price: dollars(item.price_cents),
      image: item.image,
      quantity: item.quantity,
      ...(item.sku === null ? {} : { sku: item.sku }),
      ...(item.variant_label ? { variantLabel: item.variant_label } : {}),
      ...(Object.keys(item.words).length > 0 ? { words: item.words } : {}),
    })),
    shippingAddress: row.shipping_address,
    paymentMethod: row.payment_method,
    paymentDue:
      cashOnDeliveryState({ paymentMethod: row.payment_method, status: row.status }) === 'due' ? 'on-delivery' : null,
    ...(row.payment_provider !== null &&
      row.payment_state !== null &&
      row.payment_hold_until !== null && {
        payment: {
          provider: row.payment_provider,
          state: row.payment_state,
          ...(row.payment_reference !== null && { reference: row.payment_reference }),
          holdUntil: new Date(row.payment_hold_until).toISOString(),
        },
      }),
    user: row.customer,
    ...(row.carrier === null || row.tracking_number === null || row.tracking_url_template === null
      ? {}
      : {
          tracking: {
            carrier: row.carrier,
            number: row.tracking_number,
            url: trackingUrl(row.tracking_url_template, row.tracking_number),
          },
        }),
    ...(row.guest_access === null ? {} : { access: row.guest_access }),
  };
}
