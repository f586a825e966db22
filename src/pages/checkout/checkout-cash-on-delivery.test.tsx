/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { catalogueAnswers, product } from '../../test/catalogue-answers';
import { mockApi, TEST_DELIVERY_TERMS } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import { type CashOnDelivery, SPEC_US_TERMS } from '../../universal/delivery-terms';
import { IN_LONDON, savedAddress } from '../../test/addresses';
import CheckoutPage from './CheckoutPage';
import frMessages from '../../universal/i18n/messages/fr.json';

// Cash on delivery at checkout (issue 34, decision 0078): offered where the region takes it, with its fee.

const HOME = savedAddress('0b8f3c52-0000-4000-8000-000000000001', 'Home', { isDefault: true });
const LONDON = savedAddress('0b8f3c52-0000-4000-8000-000000000002', 'London', IN_LONDON);

function checkout(
  placed: { status: number; body: unknown } = {
    status: 201,
    body: { success: true, message: 'Order placed successfully', order: { _id: 'abc' } },
  },
  locale: 'en' | 'fr' = 'en',
  egyptCash?: CashOnDelivery,
) {
  const countries = TEST_DELIVERY_TERMS.countries.map((terms) =>
    terms.country === 'EG' && egyptCash ? { ...terms, cashOnDelivery: egyptCash } : terms,
  );
  const api = mockApi({
    // $34.99: under Egypt's $50, so standard delivery costs $2.99.
    'GET /api/cart': { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }], version: 3 } },
    ...catalogueAnswers([product(1, 34.99, 'Backpack')]),
    'GET /api/user/addresses': { body: { addresses: [HOME, LONDON] } },
    'GET /api/orders': { body: [] },
    // Egypt takes cash on delivery for $0.30 (TEST_DELIVERY_TERMS); the UK, on the spec's terms, does not.
    'GET /catalog/delivery': {
      body: { countries: [...countries, { ...SPEC_US_TERMS, country: 'GB', regionId: 'uk' }] },
    },
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

const shipTo = (name: RegExp) =>
  within(screen.getByRole('radiogroup', { name: 'Ship to' })).getByRole('radio', { name });
const payment = () => screen.getByRole('radiogroup', { name: 'Payment method *' });
const cashOnDelivery = () => within(payment()).queryByRole('radio', { name: /^Cash on delivery/ });
const summaryRow = (label: string) => within(screen.getByRole('region', { name: 'Order summary' })).queryByText(label);

beforeEach(() => sessionStorage.clear());

test('Egypt: cash on delivery with its fee, which the summary adds; the order goes without "(Demo)"', async () => {
  const { api, user, router } = checkout();
  await waitFor(() => expect(shipTo(/Home/)).toBeChecked());
  await waitFor(() => expect(cashOnDelivery()).toBeInTheDocument());
  expect(cashOnDelivery()).toHaveAccessibleName(
    'Cash on delivery Pay the courier in cash when your order arrives Fee $0.30',
  );
  expect(screen.getByText('Card and wallet payments are a demo: no real payment is taken.')).toBeInTheDocument();
  expect(summaryRow('Cash on delivery fee')).not.toBeInTheDocument();

  await user.click(cashOnDelivery() as HTMLElement);
  expect(summaryRow('Cash on delivery fee')?.parentElement).toHaveTextContent('$0.30');
  // $34.99 + $2.99 delivery + $0.30: VAT is inside the prices.
  expect(summaryRow('Order total')?.parentElement).toHaveTextContent('$38.28');
  expect(
    screen.getByText('Nothing is paid now: you pay the courier in cash when your order arrives.'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 5000 });
  expect(api.calls('POST /api/orders/checkout')[0]?.body).toMatchObject({
    paymentMethod: 'cash-on-delivery',
    shippingAddress: { country: 'Egypt' },
  });
});

test('the United Kingdom: not offered, and a choice made for Egypt goes when the address moves there', async () => {
  const { user } = checkout();
  await waitFor(() => expect(cashOnDelivery()).toBeInTheDocument());
  await user.click(cashOnDelivery() as HTMLElement);
  expect(cashOnDelivery()).toBeChecked();

  await user.click(shipTo(/London/));
  await waitFor(() => expect(cashOnDelivery()).not.toBeInTheDocument());
  expect(
    within(payment())
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked),
  ).toEqual([]);
  expect(summaryRow('Cash on delivery fee')).not.toBeInTheDocument();
  expect(screen.getByText('Demo only: no real payment is taken.')).toBeInTheDocument();
  expect(screen.getByText('Demo checkout: no payment is taken.')).toBeInTheDocument();
});

test("Egypt's cash limits (decision 0128): a total over the most says so, and a cash choice made goes", async () => {
  // $38.28 with the fee by standard delivery, under the most of $40; express's $6.99 makes it $42.28.
  const { user } = checkout(undefined, 'en', { feeCents: 30, maxOrderCents: 4_000 });
  await waitFor(() => expect(cashOnDelivery()).toBeEnabled());
  await user.click(cashOnDelivery() as HTMLElement);
  expect(cashOnDelivery()).toBeChecked();
  await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
  await waitFor(() => expect(cashOnDelivery()).toBeDisabled());
  expect(cashOnDelivery()).not.toBeChecked();
  expect(cashOnDelivery()).toHaveAccessibleName(/For orders of up to \$40\.00 ?: pay this one another way/);
  expect(summaryRow('Cash on delivery fee')).not.toBeInTheDocument();
});

test('a total at least the least: cash is taken', async () => {
  const { user } = checkout(undefined, 'en', { feeCents: 30, minOrderCents: 3_828 });
  await waitFor(() => expect(cashOnDelivery()).toBeEnabled());
  await user.click(cashOnDelivery() as HTMLElement);
  expect(cashOnDelivery()).toBeChecked();
});

// Issue 48 (decision 0089): the shop refuses a fourth unpaid cash-on-delivery order; the page says why.
const UNPAID_REFUSAL = {
  status: 409,
  body: {
    code: 'TOO_MANY_UNPAID_ORDERS',
    message:
      'You already have 3 cash-on-delivery orders waiting to be paid. Nothing was ordered: pay for this order online, or wait until one of them is delivered.',
    limit: 3,
  },
};

test.each([
  ['en', 'You already have 3 cash-on-delivery orders waiting to be paid.'],
  ['fr', 'Vous avez déjà 3 commandes en paiement à la livraison en attente de règlement.'],
] as const)('too many unpaid orders: the page stays and says why, in %s', async (locale, text) => {
  const { user, router } = checkout(UNPAID_REFUSAL, locale);
  // Found by value and type: their names are in the page's language.
  const cash = () =>
    screen.queryAllByRole('radio').find((radio) => (radio as HTMLInputElement).value === 'cash-on-delivery');
  await waitFor(() => expect(cash()).toBeDefined());
  await user.click(cash() as HTMLElement);
  const submit = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit as HTMLElement);
  const banner = await screen.findByText((content) => content.startsWith(text), undefined, { timeout: 5000 });
  expect(banner.closest('[role="alert"]')).not.toBeNull();
  expect(router.state.location.pathname).toMatch(/checkout$/);
});
