/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../universal/product';
import type { Currency } from '../../universal/i18n/money';
import type { ShipToStart } from '../../universal/ship-to';
import { fakeShop } from '../../features/cart/test-support';
import { SETTLED_SHOP } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { mug, phone, tee } from '../../test/variant-products';
import ProductDetailPage from './ProductDetailPage';

// The product page shows what the shopper will be charged (issue 50): their Deliver-to region's currency.

const EGYPT: ShipToStart = { country: 'EG', picked: true };
const UK: ShipToStart = { country: 'GB', picked: true };

// Intl separates currency and amount with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const buyBox = () => plain(screen.getByRole('region', { name: 'Buy' }).textContent);

function showProduct(product: Product, shipTo: ShipToStart, currency?: Currency) {
  fakeShop({ products: [product], override: SETTLED_SHOP });
  return renderRoute(<ProductDetailPage />, {
    path: '/product/:id',
    at: `/product/${product.id}`,
    shipTo,
    currency,
  });
}

beforeEach(() => {
  // jsdom has no layout to scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

test("in Egypt, a variant's price-list price beats its converted dollar price", async () => {
  const listed = {
    ...phone,
    variants: phone.variants?.map((variant) =>
      variant.sku === 'PH-BLACK-256' ? { ...variant, prices: { EGP: 2800000 } } : variant,
    ),
  };
  const { user } = showProduct(listed, EGYPT);
  await screen.findByRole('heading', { level: 1, name: phone.title });
  // 128 GB: $499 × 48.50 = EGP 24,201.50 → EGP 24,202 (whole pounds, half up).
  await waitFor(() => expect(buyBox()).toContain('From EGP 24,202.00'));
  await user.click(within(screen.getByRole('radiogroup', { name: 'Storage' })).getByRole('radio', { name: '256 GB' }));
  // 256 GB lists EGP 28,000, not $599 × 48.50 = EGP 29,052.
  await waitFor(() => expect(buyBox()).toContain('EGP 28,000.00'));
  expect(buyBox()).not.toContain('29,052');
  expect(buyBox()).not.toContain('≈');
});

test('in the United Kingdom, sterling prices end in .99, the struck-out list price too', async () => {
  const { user } = showProduct(tee, UK);
  await screen.findByRole('heading', { level: 1, name: tee.title });
  // White $17.99 × 0.79 = £14.21 → £14.99, the lowest.
  await waitFor(() => expect(buyBox()).toContain('From £14.99'));
  await user.click(within(screen.getByRole('radiogroup', { name: 'Colour' })).getByRole('radio', { name: 'White' }));
  await user.click(within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', { name: 'S' }));
  // Its list price $24.99 × 0.79 = £19.74 → £19.99.
  await waitFor(() => expect(screen.getByText(/List Price/)).toHaveTextContent('List Price: £19.99'));
});

test('an Egyptian shopper who chose dollars sees the pound price converted back, marked "≈"', async () => {
  showProduct(mug, EGYPT, 'USD');
  await screen.findByRole('heading', { level: 1, name: mug.title });
  // $12.50 × 48.50 = EGP 606.25 → EGP 606 charged, ≈ $12.49 at 48.50.
  await waitFor(() => expect(buyBox()).toContain('≈ $12.49'));
});
