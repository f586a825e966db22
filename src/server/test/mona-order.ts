import type { Order } from '../../universal/contracts/order';
import { chargesOf } from '../../universal/order-charges';

/**
 * Mona's order to Cairo, as the mails render it: $100 of goods, $5 delivery and 8 % tax added, $121 in
 * all. A test names its status and lines, and whatever else it is about.
 */
export const monaOrder = (order: Pick<Order, 'status' | 'items'> & Partial<Order>): Order => ({
  _id: '6650f0a1b2c3d4e5f6a7b8c9',
  createdAt: '2026-11-20T10:00:00.000Z',
  currency: 'USD',
  totalPrice: 121,
  subtotal: 100,
  charges: chargesOf({ delivery: 500 }),
  tax: 16,
  taxRate: 0.08,
  taxIncluded: false,
  deliveryOption: 'standard',
  shippingAddress: {
    name: 'Mona Ali',
    street: '5 Tahrir Street',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
    phone: '01012345678',
  },
  paymentMethod: 'credit-card',
  paymentDue: null,
  user: { name: 'Mona Ali', email: 'mona@example.com', phone: '01012345678' },
  ...order,
});
