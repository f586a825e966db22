import type { AdminReturn, AdminReturnRow } from '../../universal/contracts/admin/returns';
import { BACKPACK_LINE, ORDER_ID } from '../test/fixtures';

/** Test data for the returns screens (not a test file). */

export const RETURN_ID = '3f9c1a2b4d5e';
export { ORDER_ID };

export const returnRow = (n: number, overrides: Partial<AdminReturnRow> = {}): AdminReturnRow => ({
  id: `3f9c1a2b4d${String(n).padStart(2, '0')}`,
  number: `1a2b4d${String(n).padStart(2, '0')}`,
  orderId: `665f1c2e8a1b2c3d4e5f60${String(n).padStart(2, '0')}`,
  orderNumber: `4e5f60${String(n).padStart(2, '0')}`,
  status: 'requested',
  reason: 'damaged',
  createdAt: `2025-03-0${(n % 9) + 1}T10:00:00.000Z`,
  decidedAt: null,
  units: n,
  refund: 25 * n,
  name: `Customer ${n}`,
  email: `customer${n}@example.com`,
  guest: false,
  ...overrides,
});

export function adminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    id: RETURN_ID,
    number: '1a2b4d5e',
    status: 'requested',
    reason: 'wrong-item',
    createdAt: '2025-03-04T09:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    refund: 50,
    keptOffShelf: false,
    deliveryRefund: null,
    returnTo: null,
    exchangeOrder: null,
    items: [{ productId: '1', sku: 'BAG-1', title: 'Backpack', variantLabel: 'Navy', quantity: 2, price: 25 }],
    order: {
      id: ORDER_ID,
      number: '4e5f6001',
      status: 'delivered',
      createdAt: '2025-03-01T10:00:00.000Z',
      total: 81.5,
      delivery: 5.99,
      paymentMethod: 'credit-card (Demo)',
      customer: { name: 'Amira Hassan', email: 'amira@example.com', phone: '01012345678' },
      guest: false,
      items: [
        BACKPACK_LINE,
        { productId: '2', title: 'Scarf', price: 20, image: '/p/2.webp', quantity: 1, sku: 'SCARF-1' },
      ],
    },
    history: [{ at: '2025-03-04T09:00:00.000Z', what: 'return.requested', by: null }],
    ...overrides,
  };
}
