/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { catalogueAnswers, product } from '../../test/catalogue-answers';
import { type ApiHandler, mockApi, SETTLED_SHOP, TEST_RATES } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import { savedAddress } from '../../test/addresses';
import CheckoutPage from './CheckoutPage';
import frMessages from '../../universal/i18n/messages/fr.json';

// Checkout charges the shipping country's settlement currency (issue 50): the page totals in it, says so, and
// sends it; the server refuses any other, and a rate change moves the cart's version (409 CART_CHANGED).

const HOME = savedAddress('0b8f3c52-0000-4000-8000-000000000001', 'Home', { isDefault: true });

// Intl separates currency and amount with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const summaryRow = (label: string) => plain(within(summary()).getByText(label).parentElement?.textContent);
const placeOrder = () => screen.getByRole('button', { name: 'Place your order' });
const cashOnDelivery = () => screen.queryByRole('radio', { name: /^Cash on delivery/ });

function checkout(placed: ApiHandler, rates: ApiHandler = { body: TEST_RATES }, locale: 'en' | 'fr' = 'en') {
  const api = mockApi({
    ...SETTLED_SHOP,
    'GET /catalog/rates': rates,
    // $34.99: EGP 1,697.015 at 48.50, EGP 1,697 to the whole pound; under EGP 2,425, standard costs EGP 145.
    'GET /api/cart': { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }], version: 3 } },
    ...catalogueAnswers([product(1, 34.99, 'Backpack')]),
    'GET /api/user/addresses': { body: { addresses: [HOME] } },
    'GET /api/orders': { body: [] },
    'POST /api/orders/checkout': placed,
  });
  return {
    api,
    ...renderRoute(<CheckoutPage />, {
      path: '/checkout',
      signedInAs: testShopper,
      locale,
      ...(locale === 'fr' && { messages: frMessages }),
    }),
  };
}

const PLACED = { status: 201, body: { success: true, message: 'Order placed successfully', order: { _id: 'abc' } } };

beforeEach(() => sessionStorage.clear());

test('an Egyptian order is totalled in pounds, cash on delivery adds its fee in pounds, and checkout sends EGP', async () => {
  const { api, user, router } = checkout(PLACED);
  await waitFor(() => expect(cashOnDelivery()).toBeInTheDocument());
  expect(plain(cashOnDelivery()?.closest('label')?.textContent)).toContain('Fee EGP 15.00');
  await user.click(cashOnDelivery() as HTMLElement);
  expect(summaryRow('Subtotal')).toBe('SubtotalEGP 1,697.00');
  expect(summaryRow('Cash on delivery fee')).toBe('Cash on delivery feeEGP 15.00');
  // EGP 1,697 + EGP 145 + EGP 15, VAT inside the prices.
  expect(summaryRow('Order total')).toBe('Order totalEGP 1,857.00');
  expect(plain(within(summary()).getByText(/You will be charged/).textContent)).toBe(
    'You will be charged EGP 1,857.00 in EGP (Egyptian Pound).',
  );

  await user.click(placeOrder());
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 5000 });
  expect(api.calls('POST /api/orders/checkout')[0]?.body).toMatchObject({
    paymentMethod: 'cash-on-delivery',
    cartVersion: 3,
    currency: 'EGP',
  });
});

test('a rate changed since the page loaded: 409 CART_CHANGED reads the rates again and shows the new total', async () => {
  let rate = 48.5;
  const { api, user } = checkout(
    {
      status: 409,
      body: {
        code: 'CART_CHANGED',
        message: 'Your cart changed since you confirmed it. Nothing was ordered: check your order and place it again.',
      },
    },
    () => ({ body: { ...TEST_RATES, rates: { ...TEST_RATES.rates, EGP: rate } } }),
  );
  await waitFor(() => expect(summaryRow('Order total')).toBe('Order totalEGP 1,842.00'));
  await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
  const ratesRead = api.calls('GET /catalog/rates').length;
  rate = 50;
  await user.click(placeOrder());
  await screen.findByText('Your cart has changed', {}, { timeout: 5000 });
  // $34.99 × 50 = EGP 1,749.50 → EGP 1,750; + EGP 145.
  await waitFor(() => expect(summaryRow('Order total')).toBe('Order totalEGP 1,895.00'));
  expect(api.calls('GET /catalog/rates').length).toBeGreaterThan(ratesRead);
});

// In English the server's words are the page's; in another language, the catalog's text for the answer's code.
test.each([
  [
    'en',
    400,
    'CURRENCY_MISMATCH',
    'Orders delivered there are charged in EGP, not USD. Nothing was ordered: check the total and place your order again.',
  ],
  [
    'fr',
    400,
    'CURRENCY_MISMATCH',
    "Votre pays de livraison est facturé dans une autre devise que le total affiché. Rien n'a été commandé : vérifiez le total et passez votre commande à nouveau.",
  ],
  [
    'en',
    503,
    'RATES_STALE',
    'Prices in EGP are being updated. Nothing was ordered: please try again in a little while.',
  ],
  [
    'fr',
    503,
    'RATES_STALE',
    "Les prix dans votre devise sont en cours de mise à jour. Rien n'a été commandé : réessayez dans quelques instants.",
  ],
] as const)('in %s, a %i %s refusal is said in a banner and nothing moves on', async (locale, status, code, text) => {
  const server = {
    CURRENCY_MISMATCH:
      'Orders delivered there are charged in EGP, not USD. Nothing was ordered: check the total and place your order again.',
    RATES_STALE: 'Prices in EGP are being updated. Nothing was ordered: please try again in a little while.',
  };
  const { user, router } = checkout({ status, body: { code, message: server[code] } }, { body: TEST_RATES }, locale);
  const submit = () => screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
  const card = () =>
    screen.queryAllByRole('radio').find((radio) => (radio as HTMLInputElement).value === 'credit-card');
  await waitFor(() => expect(card()).toBeDefined());
  await user.click(card() as HTMLElement);
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit() as HTMLElement);
  const banner = await screen.findByText(text, {}, { timeout: 5000 });
  expect(banner.closest('[role="alert"]')).not.toBeNull();
  expect(router.state.location.pathname).toBe('/checkout');
});
