/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import { renderRoute, testShopper } from '../../test/render';
import { fakeShop, testProduct } from '../../features/cart/test-support';
import { SETTLED_SHOP } from '../../test/mock-api';
import type { ShipToStart } from '../../universal/ship-to';
import type { Currency } from '../../universal/i18n/money';
import CartPage from './CartPage';

const headphones = testProduct(1, { title: 'Nordvik Aria Headphones', price: 129.99 });
const keyboard = testProduct(2, { title: 'Quillon Keyboard', price: 89.49 });
const cable = testProduct(3, { title: 'Braided Cable', price: 10 });

const EGYPT: ShipToStart = { country: 'EG', picked: true };
const UK: ShipToStart = { country: 'GB', picked: true };

// Intl separates currency and amount with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const summary = () => screen.getByRole('list', { name: 'Order summary' });
const summaryRow = (label: RegExp | string) =>
  plain(
    within(summary())
      .getAllByRole('listitem')
      .find((row) => within(row).queryByText(label) !== null)?.textContent,
  );
const line = (title: string) => plain(screen.getByRole('link', { name: title }).closest('li')?.textContent);

function renderCart(products: Parameters<typeof testProduct>[1][], shipTo: ShipToStart, currency?: Currency) {
  const catalogue = products.map((fields, index) => testProduct(index + 1, fields));
  fakeShop({
    cart: catalogue.map((product) => ({ productId: String(product.id), quantity: 1 })),
    products: catalogue,
    override: SETTLED_SHOP,
  });
  return renderRoute(<CartPage />, { path: '/cart', signedInAs: testShopper, shipTo, currency });
}

test("an Egyptian shopper's cart is priced in pounds, each dollar price at the rate to the whole pound", async () => {
  renderCart([headphones, keyboard], EGYPT);
  await screen.findByText('Total');
  // $129.99 × 48.50 = EGP 6,304.515 → EGP 6,305; $89.49 × 48.50 = EGP 4,340.265 → EGP 4,340.
  expect(await screen.findByText('EGP 6,305.00', { normalizer: plain })).toBeInTheDocument();
  expect(line('Quillon Keyboard')).toContain('EGP 4,340.00');
  expect(summaryRow(/^Subtotal/)).toContain('EGP 10,645.00');
  // Past Egypt's EGP 2,425, standard delivery is free; VAT is inside the prices.
  expect(summaryRow('Shipping')).toContain('FREE');
  expect(summaryRow('Total')).toContain('EGP 10,645.00');
  expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  expect(screen.getByText(/You will be charged/)).toHaveTextContent('You will be charged in EGP (Egyptian Pound).');
});

test('a price-list price beats the converted one in the cart', async () => {
  renderCart([headphones, { ...keyboard, prices: { EGP: 399900 } }], EGYPT);
  expect(await screen.findByText('EGP 3,999.00', { normalizer: plain })).toBeInTheDocument();
  expect(summaryRow('Total')).toContain('EGP 10,304.00');
});

test("the free-delivery shortfall and delivery price are the region's pounds", async () => {
  renderCart([cable], EGYPT);
  // $10 → EGP 485; standard EGP 145 under EGP 2,425: EGP 1,940 more makes it free.
  expect(await screen.findByText('Add EGP 1,940.00 more for free delivery', { normalizer: plain })).toBeInTheDocument();
  expect(summaryRow('Shipping')).toContain('EGP 145.00');
  expect(summaryRow('Total')).toContain('EGP 630.00');
});

test('a UK shopper sees sterling prices ending in .99', async () => {
  renderCart([headphones, keyboard], UK);
  // $129.99 × 0.79 = £102.69 → £102.99; $89.49 × 0.79 = £70.70 → £70.99.
  expect(await screen.findByText('£102.99')).toBeInTheDocument();
  expect(line('Quillon Keyboard')).toContain('£70.99');
  expect(summaryRow('Total')).toContain('£173.98');
  expect(screen.getByText(/You will be charged/)).toHaveTextContent('You will be charged in GBP (British Pound).');
});

test('an Egyptian shopper who chose dollars sees them marked approximate, and is told they pay pounds', async () => {
  renderCart([headphones, keyboard], EGYPT, 'USD');
  // EGP 10,645 at 48.50 to the dollar: ≈ $219.48.
  expect(await screen.findByText('≈ $130.00')).toBeInTheDocument();
  expect(summaryRow('Total')).toContain('≈ $219.48');
  expect(screen.getByText(/You will be charged/)).toHaveTextContent(
    'You will be charged in EGP (Egyptian Pound). Amounts marked ≈ are converted and approximate.',
  );
});
