import type { OrderStatus } from '../../../core/order-status';
import type { DeliveryOption } from '../../../core/pricing';
import type { ShippingAddress } from '../../../core/validation/checkout-schema';
import type { Customer, Order } from '../../../core/contracts/order';

/** What any order route answers for an order that is not the shopper's, or does not exist. */
export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderStatus;
  created_at: Date | string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  delivery_option: DeliveryOption;
  payment_method: string;
  shipping_address: ShippingAddress;
  customer: Customer;
  promo_code: string | null;
  discount_cents: number;
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
}

const dollars = (cents: number) => cents / 100;

export function toOrderJson(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    _id: row.id,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    totalPrice: dollars(row.total_cents),
    subtotal: dollars(row.subtotal_cents),
    discount: dollars(row.discount_cents),
    ...(row.promo_code === null ? {} : { promoCode: row.promo_code }),
    shipping: dollars(row.shipping_cents),
    tax: dollars(row.tax_cents),
    deliveryOption: row.delivery_option,
    items: items.map((item) => ({
      productId: String(item.product_id),
      title: item.title,
      price: dollars(item.price_cents),
      image: item.image,
      quantity: item.quantity,
      ...(item.sku === null ? {} : { sku: item.sku }),
      ...(item.variant_label ? { variantLabel: item.variant_label } : {}),
    })),
    shippingAddress: row.shipping_address,
    paymentMethod: row.payment_method,
    user: row.customer,
  };
}
