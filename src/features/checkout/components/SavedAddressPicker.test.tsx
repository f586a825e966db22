/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { catalogueAnswers, product } from '../../../test/catalogue-answers';
import { type ApiHandler, mockApi, TEST_DELIVERY_TERMS } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoute, testShopper } from '../../../test/render';
import CheckoutPage from '../../../pages/checkout/CheckoutPage';
import { SPEC_US_TERMS } from '../../../universal/delivery-terms';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../universal/contracts/addresses';
import { IN_LONDON, savedAddress } from '../../../test/addresses';

// Checkout's step 1 with an address book (issue 34): saved addresses as radio cards, or a new one.

/** An address whose street names its label ('Home Street 12'). */
const saved = (id: string, label: string, overrides: Partial<SavedAddress> = {}): SavedAddress =>
  savedAddress(id, label, { street: `${label} Street 12`, ...overrides });

const HOME = saved('0b8f3c52-0000-4000-8000-000000000001', 'Home', { isDefault: true });
const WORK = saved('0b8f3c52-0000-4000-8000-000000000002', 'Work', IN_LONDON);

function checkout(addresses: SavedAddress[], answers: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/cart': { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }], version: 3 } },
    ...catalogueAnswers([product(1, 10, 'Backpack')]),
    'GET /api/user/addresses': { body: { addresses } },
    'GET /api/orders': { body: [] },
    // The test shop's countries, and the UK on the spec's terms: an order to Work can be placed.
    'GET /catalog/delivery': {
      body: { countries: [...TEST_DELIVERY_TERMS.countries, { ...SPEC_US_TERMS, country: 'GB', regionId: 'uk' }] },
    },
    ...answers,
  });
  return { api, ...renderRoute(<CheckoutPage />, { path: '/checkout', signedInAs: testShopper }) };
}

const shipTo = () => screen.getByRole('radiogroup', { name: 'Ship to' });
const card = (name: RegExp | string) => within(shipTo()).getByRole('radio', { name });
const street = () => screen.queryByRole('textbox', { name: 'Street address' });
const saveBox = () => screen.queryByRole('checkbox', { name: 'Save this address to my address book' });

beforeEach(() => sessionStorage.clear());

test('offers the saved addresses with the default chosen, its fields hidden: the order goes there', async () => {
  checkout([HOME, WORK]);
  await waitFor(() => expect(card(/Home/)).toBeChecked());
  expect(card(/Home/)).toHaveAccessibleName(/Home.*Default.*Amira Hassan.*Home Street 12.*Phone: 01012345678/);
  expect(card(/Work/)).not.toBeChecked();
  expect(card('Use a new address')).not.toBeChecked();
  expect(street()).not.toBeInTheDocument();
  expect(saveBox()).not.toBeInTheDocument();
  // Nothing is missing: the banner asking to complete the address is not shown.
  expect(screen.queryByText(/Please complete all required fields/)).not.toBeInTheDocument();
});

test('choosing another card ships there; "Use a new address" shows blank fields and the save tick', async () => {
  const { user } = checkout([HOME, WORK]);
  await waitFor(() => expect(card(/Home/)).toBeChecked());
  await user.click(card(/Work/));
  expect(card(/Work/)).toBeChecked();
  expect(street()).not.toBeInTheDocument();

  await user.click(card('Use a new address'));
  expect(card('Use a new address')).toBeChecked();
  expect(street()).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  // The country stays the one last chosen; nothing is flagged before the shopper reaches a field.
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('United Kingdom');
  expect(screen.queryByText('Street address is required')).not.toBeInTheDocument();
  expect(saveBox()).not.toBeChecked();

  await user.click(card(/Home/));
  expect(street()).not.toBeInTheDocument();
});

test('a ticked "save" goes with the order; unticked, the order does not ask', async () => {
  const placed = { status: 201, body: { success: true, message: 'Order placed successfully', order: { _id: 'abc' } } };
  const { api, user, router } = checkout([HOME], { 'POST /api/orders/checkout': placed });
  await waitFor(() => expect(card(/Home/)).toBeChecked());
  await user.click(card('Use a new address'));
  const type = async (label: string, value: string) => {
    await pasteInto(user, screen.getByRole('textbox', { name: label }), value);
  };
  await type('Full name', 'Nour Adel');
  await type('Phone number', '01112345678');
  await type('Street address', '5 Tahrir Square');
  await type('City', 'Giza');
  await user.selectOptions(screen.getByRole('combobox', { name: /Governorate/ }), 'Giza');
  await user.click(saveBox() as HTMLElement);
  await user.click(screen.getByRole('radio', { name: 'PayPal' }));
  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 5000 });
  expect(api.calls('POST /api/orders/checkout')[0]?.body).toMatchObject({
    // No postal code: an Egyptian address may leave it out (issue 48).
    shippingAddress: {
      name: 'Nour Adel',
      street: '5 Tahrir Square',
      city: 'Giza',
      state: 'Giza',
      zipCode: '',
      country: 'Egypt',
    },
    saveAddress: true,
  });
});

test('an order to a saved address sends that address, and no "save"', async () => {
  const placed = { status: 201, body: { success: true, message: 'Order placed successfully', order: { _id: 'abc' } } };
  const { api, user, router } = checkout([HOME, WORK], { 'POST /api/orders/checkout': placed });
  await waitFor(() => expect(card(/Home/)).toBeChecked());
  await user.click(card(/Work/));
  await user.click(screen.getByRole('radio', { name: 'PayPal' }));
  await user.click(screen.getByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 5000 });
  const body = api.calls('POST /api/orders/checkout')[0]?.body as Record<string, unknown>;
  expect(body.shippingAddress).toEqual({ name: 'Amira Hassan', ...IN_LONDON });
  expect(body).not.toHaveProperty('saveAddress');
});

test('a saved address checkout cannot ship to as it is shows its fields to complete, and is not preselected', async () => {
  const abroad = saved('0b8f3c52-0000-4000-8000-000000000003', 'Berlin', {
    isDefault: true,
    country: 'Germany',
    zipCode: '10115',
    city: 'Berlin',
    state: 'Berlin',
  });
  const { user } = checkout([abroad, { ...WORK, isDefault: false }]);
  // The default cannot be shipped to: the next one, the most recently used or added, is chosen.
  await waitFor(() => expect(card(/Work/)).toBeChecked());
  await user.click(card(/Berlin/));
  expect(screen.getByText(/Some details of this saved address are missing/)).toBeInTheDocument();
  expect(street()).toHaveValue('Berlin Street 12');
  // Germany is not one of checkout's countries: the country is asked for, and the order waits for it.
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Place your order' })).toBeDisabled();
  expect(saveBox()).not.toBeInTheDocument();
});

test('a full book says a new address will not be saved, instead of offering to', async () => {
  const full = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, n) =>
    saved(`0b8f3c52-0000-4000-8000-${String(n).padStart(12, '0')}`, `Place ${n}`, { isDefault: n === 0 }),
  );
  const { user } = checkout(full);
  await waitFor(() => expect(card(/Place 0/)).toBeChecked());
  await user.click(card('Use a new address'));
  expect(saveBox()).not.toBeInTheDocument();
  expect(
    screen.getByText(
      `Your address book holds ${MAX_SAVED_ADDRESSES} addresses, its most, so this one will not be saved.`,
    ),
  ).toBeInTheDocument();
});

test('an empty book: the address fields as before, with the save tick', async () => {
  checkout([]);
  await waitFor(() => expect(street()).toBeInTheDocument());
  expect(screen.queryByRole('radiogroup', { name: 'Ship to' })).not.toBeInTheDocument();
  expect(saveBox()).not.toBeChecked();
});

test("this tab's draft comes back as it was: the saved address it held, or the new one typed", async () => {
  sessionStorage.setItem(
    'storefront.checkoutDraft',
    JSON.stringify({ shippingAddress: { ...WORK, id: undefined }, deliveryOption: 'standard' }),
  );
  const first = checkout([HOME, WORK]);
  await waitFor(() => expect(card(/Work/)).toBeChecked());
  first.unmount();

  sessionStorage.setItem(
    'storefront.checkoutDraft',
    JSON.stringify({ shippingAddress: { ...HOME, street: '7 Typed Street' }, deliveryOption: 'standard' }),
  );
  checkout([HOME, WORK]);
  await waitFor(() => expect(card('Use a new address')).toBeChecked());
  expect(street()).toHaveValue('7 Typed Street');
});
