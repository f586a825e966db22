/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { type ApiHandler, mockApi } from '../../../test/mock-api';
import { type RenderRouteOptions, renderRoute, TEST_TOKEN, testShopper } from '../../../test/render';
import { item, order } from '../test-fixtures';
import type { Order } from '../orders-api';
import ReceiptPage from './ReceiptPage';
import { chargesOf } from '../../../universal/order-charges';

const SHOP = { supportEmail: 'help@shop.example', returnWindowDays: 30, country: 'EG' };

/** An Egyptian order: two lines (one a variant), VAT 14 % inside the prices, standard delivery. */
function egyptOrder(overrides: Partial<Order> = {}): Order {
  return order('processing', [{ ...item(1, 2, 10.49), variantLabel: 'Navy / M' }, item(2, 1, 18)], {
    subtotal: 38.98,
    charges: chargesOf({ delivery: 299 }),
    tax: 4.79,
    taxRate: 0.14,
    taxIncluded: true,
    totalPrice: 41.97,
    ...overrides,
  });
}

function renderReceipt(
  shown: Order,
  options: Pick<RenderRouteOptions, 'locale' | 'messages' | 'currency'> = {},
  more: Record<string, ApiHandler> = {},
) {
  const api = mockApi({
    [`GET /api/orders/${shown._id}`]: { body: shown },
    'GET /api/shop': { body: SHOP },
    ...more,
  });
  const view = renderRoute(<ReceiptPage />, {
    path: '/orders/:id/receipt',
    at: `/orders/${shown._id}/receipt`,
    signedInAs: testShopper,
    ...options,
  });
  return { api, ...view };
}

/** The text of each row of the items table, cell by cell. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('shows the shop, the order, where it goes, how it is paid, every line and the totals as charged', async () => {
  const shown = egyptOrder();
  const number = shown._id.slice(-8);
  renderReceipt(shown);
  expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
  expect(document.title).toMatch(new RegExp(`^Receipt for order #${number}`));
  expect(screen.getByText(`Order #${number}`)).toBeInTheDocument();
  expect(screen.getByText(/^Placed on /)).toBeInTheDocument();
  const seller = within(screen.getByRole('region', { name: 'Sold by' }));
  expect(seller.getByText(/Storefront/)).toBeInTheDocument();
  expect(await seller.findByText('help@shop.example')).toBeInTheDocument();
  expect(seller.getByText(/Egypt/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('12 Nile Corniche');
  expect(screen.getByRole('region', { name: 'Payment and delivery' })).toHaveTextContent('Credit Card (Demo)');

  expect(rows(screen.getByRole('table', { name: 'Items (2)' }))).toEqual([
    ['Item', 'Qty', 'Unit price', 'Amount'],
    ['Item 1Navy / M', '2', '$10.49', '$20.98'],
    ['Item 2', '1', '$18.00', '$18.00'],
  ]);
  const totals = screen.getByRole('region', { name: 'Order summary' });
  for (const row of [
    'Subtotal$38.98',
    'Shipping (Standard Delivery)$2.99',
    'Includes VAT (14%)$4.79',
    'Order total$41.97',
  ]) {
    expect(totals).toHaveTextContent(row);
  }
  expect(totals).not.toHaveTextContent(/Tax \(/);
  expect(screen.getByText('Amounts in USD (US Dollar), the currency the order was charged in.')).toBeInTheDocument();
});

test('tax added on top reads "Tax", with a discount and the cash-on-delivery fee and what is due', async () => {
  renderReceipt(
    egyptOrder({
      taxIncluded: false,
      taxRate: 0.08,
      tax: 3.12,
      promoCode: 'SAVE10',
      charges: chargesOf({ discount: 390, delivery: 299, 'cod-fee': 30 }),
      totalPrice: 41.49,
      paymentMethod: 'cash-on-delivery',
      paymentDue: 'on-delivery',
    }),
  );
  const totals = await screen.findByRole('region', { name: 'Order summary' });
  expect(totals).toHaveTextContent('Tax (8%)$3.12');
  expect(totals).toHaveTextContent('Discount (SAVE10)-$3.90');
  expect(totals).toHaveTextContent('Cash on delivery fee$0.30');
  expect(totals).not.toHaveTextContent('VAT');
  expect(screen.getByRole('region', { name: 'Payment and delivery' })).toHaveTextContent(
    'To be paid on delivery: $41.49',
  );
});

test('amounts are the dollars charged even when prices are shown in another currency', async () => {
  renderReceipt(egyptOrder(), { currency: 'EUR' });
  const totals = await screen.findByRole('region', { name: 'Order summary' });
  expect(totals).toHaveTextContent('Order total$41.97');
  expect(totals).not.toHaveTextContent(/€|≈/);
});

test('Print prints the page', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = renderReceipt(egyptOrder());
  await user.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

describe('Download PDF', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  test("fetches the PDF with the session's token, in the page's language, and saves it", async () => {
    const shown = egyptOrder();
    const { api, user } = renderReceipt(
      shown,
      { locale: 'ar', messages: arMessages },
      {
        [`GET /api/orders/${shown._id}/receipt.pdf`]: {
          body: '%PDF-1.3',
          headers: { 'content-type': 'application/pdf' },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: arMessages['receipt.download'] }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:receipt', download: `receipt-${shown._id.slice(-8)}.pdf` }]),
    );
    const [request] = api.calls(`GET /api/orders/${shown._id}/receipt.pdf`);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(request?.query.get('lang')).toBe('ar');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf' }));
  });

  test('a failed download says so and saves nothing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = egyptOrder();
    const { user } = renderReceipt(
      shown,
      {},
      {
        [`GET /api/orders/${shown._id}/receipt.pdf`]: { status: 404, body: { message: 'Order not found' } },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(/Could not download the receipt/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

// Its right-to-left layout is the page's (the document's dir and the theme's): seen in the browser tests' screenshots.
test('an Arabic receipt is in Arabic: its words, the country named in Arabic, the tax as charged', async () => {
  renderReceipt(egyptOrder(), { locale: 'ar', messages: arMessages });
  expect(await screen.findByRole('heading', { level: 1, name: arMessages['receipt.title'] })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: arMessages['checkout.section.address'] })).toHaveTextContent('مصر');
  // Bidi marks aside (Intl isolates the percent sign and the currency), the words of the order page.
  const totals = screen.getByRole('region', { name: arMessages['checkout.summary.title'] });
  expect(totals.textContent?.replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ')).toContain(
    'شاملة ضريبة القيمة المضافة (14%)4.79 US$',
  );
});

test('an order that is not the shopper\'s says "Order not found"', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockApi({ 'GET /api/orders/ffffffffffffffffffffffff': { status: 404, body: { message: 'Order not found' } } });
  renderRoute(<ReceiptPage />, {
    path: '/orders/:id/receipt',
    at: '/orders/ffffffffffffffffffffffff/receipt',
    signedInAs: testShopper,
  });
  expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
});
