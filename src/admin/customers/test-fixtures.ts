import type { AdminCustomer } from '../../universal/contracts/admin/customers';
import { ORDER_ID } from '../test/fixtures';

/** Test data for the customers screens (not a test file). */

export const CUSTOMER_ID = '3f0c7a52-1c2d-4e5f-8a9b-000000000001';
export const PATH = `/api/admin/customers/${CUSTOMER_ID}`;

/** A customer's page as the server answers it: Amira, with an order, a return, a review and two sessions. */
export function customer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    profile: {
      id: CUSTOMER_ID,
      name: 'Amira Hassan',
      email: 'amira@example.com',
      phone: '01012345678',
      createdAt: '2025-01-15T09:00:00.000Z',
      language: 'ar',
      currency: 'EGP',
      emailNotifications: true,
    },
    orders: [
      {
        id: ORDER_ID,
        number: '4e5f6001',
        status: 'delivered',
        createdAt: '2025-03-01T10:00:00.000Z',
        total: 3407,
        currency: 'EGP',
        items: 2,
      },
    ],
    orderCount: 1,
    spent: [
      { currency: 'EGP', amount: 3407 },
      { currency: 'USD', amount: 99.89 },
    ],
    returns: [
      {
        id: 'a1b2c3d4e5f6',
        orderId: ORDER_ID,
        status: 'requested',
        reason: 'damaged',
        createdAt: '2025-03-05T10:00:00.000Z',
        items: [{ productId: '1', sku: 'BAG-1', title: 'Backpack', quantity: 1 }],
      },
    ],
    returnCount: 1,
    refunds: [],
    refundCount: 0,
    notes: [],
    noteCount: 0,
    tags: [],
    reviews: [
      {
        id: 'r1',
        productId: 1,
        productTitle: 'Backpack',
        stars: 2,
        title: 'Strap broke',
        text: 'The strap broke in the first week of use.',
        hidden: true,
        createdAt: '2025-03-06T10:00:00.000Z',
      },
    ],
    sessions: [
      {
        id: 's1',
        device: 'Chrome on Windows',
        createdAt: '2025-03-07T08:00:00.000Z',
        lastSeenAt: '2025-03-07T09:00:00.000Z',
      },
      { id: 's2', device: '', createdAt: '2025-03-07T08:00:00.000Z', lastSeenAt: '2025-03-07T08:30:00.000Z' },
    ],
    ...overrides,
  };
}
