import { IN_CAIRO } from '../../test/addresses';
import type { Order, OrderItem } from './orders-api';
import { chargesOf } from '../../universal/order-charges';

/** Test data for the orders slice's component tests (not a test file). */

export function item(productId: number, quantity = 1, price = 10): OrderItem {
  return {
    productId: String(productId),
    title: `Item ${productId}`,
    price,
    image: `/catalog/images/${productId}.svg`,
    quantity,
  };
}

let counter = 0;

/**
 * An order in `status`. The contract names the known statuses; a test may pass another (the screens
 * show a status from a newer server neutrally, spec §4), so the fixture takes any string.
 */
export function order(status: string, items: OrderItem[] = [item(1)], overrides: Partial<Order> = {}): Order {
  counter += 1;
  const id = `${'a'.repeat(16)}${String(counter).padStart(8, '0')}`;
  return {
    _id: id,
    status: status as Order['status'],
    createdAt: '2026-11-21T10:00:00.000Z',
    currency: 'USD',
    totalPrice: 21.6,
    subtotal: 20,
    charges: chargesOf({ delivery: 0 }),
    tax: 1.6,
    taxRate: 0.08,
    taxIncluded: false,
    deliveryOption: 'standard',
    items,
    shippingAddress: IN_CAIRO,
    paymentMethod: 'credit-card (Demo)',
    paymentDue: null,
    user: { name: 'Amira Hassan', email: 'amira@example.com', phone: '01012345678' },
    ...overrides,
  };
}
