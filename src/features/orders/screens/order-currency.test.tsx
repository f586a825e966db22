/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, SETTLED_SHOP } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { chargesOf } from '../../../universal/order-charges';
import { item, order } from '../test-fixtures';
import type { Order } from '../orders-api';
import OrderDetailPage from './OrderDetailPage';
import OrderSuccessPage from './OrderSuccessPage';

// An order shows what it charged, in the currency it charged in (issue 50), exactly: never converted into
// the shopper's display currency, never "≈".

// Intl separates currency and amount with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** An Egyptian order in pounds paid on delivery: EGP 1,697 + EGP 145 delivery + the EGP 15 fee, VAT inside. */
const poundOrder: Order = order('pending', [item(1, 1, 1697)], {
  currency: 'EGP',
  rate: { unitsPerUsd: 48.5, setAt: '2026-11-20T12:00:00.000Z' },
  subtotal: 1697,
  charges: chargesOf({ delivery: 14500, 'cod-fee': 1500 }),
  tax: 228.05,
  taxRate: 0.14,
  taxIncluded: true,
  totalPrice: 1857,
  paymentMethod: 'cash-on-delivery',
  paymentDue: 'on-delivery',
});

/** The shopper displays dollars (the header's chooser) while the order is in pounds. */
async function renderIn(page: 'detail' | 'success') {
  mockApi({ ...SETTLED_SHOP, [`GET /api/orders/${poundOrder._id}`]: { body: poundOrder } });
  const view =
    page === 'detail'
      ? renderRoute(<OrderDetailPage />, {
          path: '/orders/:id',
          at: `/orders/${poundOrder._id}`,
          signedInAs: testShopper,
          currency: 'USD',
        })
      : renderRoute(<OrderSuccessPage />, {
          path: '/order-success',
          at: { pathname: '/order-success', state: { orderId: poundOrder._id } },
          signedInAs: testShopper,
          currency: 'USD',
        });
  // The rates are in: an amount that could be converted would be by now.
  await waitFor(() =>
    expect(
      Object.values(view.store.getState().catalogueApi.queries).some(
        (query) => query?.endpointName === 'getRates' && query.status === 'fulfilled',
      ),
    ).toBe(true),
  );
  return view;
}

test("the order's page shows its pounds exactly, whatever currency the shopper displays", async () => {
  await renderIn('detail');
  const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
  const row = (label: string) => plain(summary.getByText(label).parentElement?.textContent);
  expect(row('Subtotal')).toBe('SubtotalEGP 1,697.00');
  expect(row('Shipping')).toBe('ShippingEGP 145.00');
  expect(row('Cash on delivery fee')).toBe('Cash on delivery feeEGP 15.00');
  expect(row('Order total')).toBe('Order totalEGP 1,857.00');
  const payment = within(screen.getByRole('region', { name: 'Payment and delivery' }));
  expect(plain(payment.getByText(/^To be paid on delivery:/).textContent)).toBe('To be paid on delivery: EGP 1,857.00');
  expect(plain(screen.getByRole('region', { name: /^Items/ }).textContent)).toContain('EGP 1,697.00');
  expect(document.body.textContent).not.toContain('≈');
});

test('the success page says what is due on delivery in pounds', async () => {
  await renderIn('success');
  expect(plain((await screen.findByText(/^To be paid on delivery:/)).textContent)).toBe(
    'To be paid on delivery: EGP 1,857.00',
  );
  expect(document.body.textContent).not.toContain('≈');
});
