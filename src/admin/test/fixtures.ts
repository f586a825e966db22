import type { AdminOrder, AdminOrderRow } from '../../universal/contracts/admin/orders';
import type { AuditEntry } from '../../universal/contracts/admin/audit';
import { chargesOf } from '../../universal/order-charges';
import type { SettingsRegion } from '../../universal/contracts/admin/settings';

export const orderRow = (n: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: `665f1c2e8a1b2c3d4e5f60${String(n).padStart(2, '0')}`,
  number: `4e5f60${String(n).padStart(2, '0')}`,
  status: 'pending',
  createdAt: '2025-03-0' + ((n % 9) + 1) + 'T10:00:00.000Z',
  total: 10 * n + 0.5,
  currency: 'USD',
  items: n,
  name: `Customer ${n}`,
  email: `customer${n}@example.com`,
  country: 'EG',
  paymentMethod: 'credit-card (Demo)',
  guest: false,
  ...overrides,
});

export const ORDER_ID = '665f1c2e8a1b2c3d4e5f6001';

/** The order line the console's order and return fixtures share: two navy backpacks at 25. */
export const BACKPACK_LINE = {
  productId: '1',
  title: 'Backpack',
  price: 25,
  image: '/p/1.webp',
  quantity: 2,
  sku: 'BAG-1',
  variantLabel: 'Navy',
};

/** Where a processing order paid on delivery stands: nothing taken yet, nothing to refund. */
const UNSHIPPED: AdminOrder['money'] = { paid: 0, refunded: 0, refundable: 0, blocked: 'not-shipped', refunds: [] };

export function adminOrder(
  overrides: Partial<AdminOrder['order']> = {},
  money: AdminOrder['money'] = UNSHIPPED,
): AdminOrder {
  return {
    money,
    order: {
      _id: ORDER_ID,
      status: 'processing',
      createdAt: '2025-03-01T10:00:00.000Z',
      currency: 'USD',
      totalPrice: 57.0,
      subtotal: 50,
      charges: chargesOf({ delivery: 0 }),
      tax: 7,
      taxRate: 0.14,
      taxIncluded: true,
      deliveryOption: 'standard',
      items: [BACKPACK_LINE],
      shippingAddress: {
        name: 'Amira Hassan',
        street: '12 Nile St',
        city: 'Cairo',
        state: 'Cairo',
        zipCode: '11511',
        country: 'EG',
        phone: '01012345678',
      },
      paymentMethod: 'cash-on-delivery',
      paymentDue: 'on-delivery',
      user: { name: 'Amira Hassan', email: 'amira@example.com', phone: '01012345678' },
      ...overrides,
    },
    guest: false,
    customerId: 'user-1',
    notes: [{ id: 'n1', body: 'Called the shopper', by: 'sam@shop.example', at: '2025-03-01T12:00:00.000Z' }],
    timeline: [{ at: '2025-03-01T10:00:00.000Z', what: 'order.placed', by: null }],
    mails: [
      {
        subject: 'Your order',
        to: 'amira@example.com',
        queuedAt: '2025-03-01T10:00:01.000Z',
        sentAt: '2025-03-01T10:00:05.000Z',
      },
    ],
  };
}

export const auditEntry = (n: number): AuditEntry => ({
  id: `a${n}`,
  at: '2025-03-02T09:00:00.000Z',
  staffId: 'staff-1',
  staffEmail: 'owner@shop.example',
  ip: '203.0.113.7',
  action: n % 2 ? 'order.ship' : 'staff.invite',
  objectType: n % 2 ? 'order' : 'staff',
  objectId: `object-${n}`,
  before: { status: 'processing' },
  after: { status: 'shipped' },
});

/** Egypt as the settings page and the delivery terms screen show it: in pounds, VAT inside, one option, cash taken. */
export const EGYPT_REGION: SettingsRegion = {
  id: 'eg',
  name: 'Egypt',
  currency: 'EGP',
  tax: { kind: 'vat', included: true },
  countries: [{ country: 'EG', rateBasisPoints: 1400 }],
  shipping: [
    {
      option: 'standard',
      priceCents: 14500,
      freeOverCents: 242500,
      minDays: 2,
      maxDays: 4,
      cutoffHour: 14,
      workingDays: [1, 2, 3, 4, 7],
    },
  ],
  cashOnDeliveryFeeCents: 1500,
};
