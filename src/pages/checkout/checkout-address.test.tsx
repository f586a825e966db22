/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { catalogueAnswers, product } from '../../test/catalogue-answers';
import { type ApiHandler, deferredAnswer, mockApi } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import { BAKER_STREET } from '../../test/addresses';
import CheckoutPage from './CheckoutPage';
import { order } from '../../features/orders/test-fixtures';
import type { ShipToStart } from '../../universal/ship-to';
import { useShipTo } from '../../entities/delivery';

// The checkout's address form: the country first, the fields it uses, and where it starts.

const ukAddress = BAKER_STREET;
const profileWithoutAddress = {
  ...testShopper,
  address: { street: '', city: '', state: '', zipCode: '', country: 'Egypt' },
  preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
};

function checkout(answers: Record<string, ApiHandler> = {}, shipTo?: ShipToStart) {
  mockApi({
    'GET /api/cart': { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }] } },
    ...catalogueAnswers([product(1, 10, 'Backpack')]),
    ...answers,
  });
  return renderRoute(<CheckoutPage />, { path: '/checkout', signedInAs: testShopper, shipTo });
}

const addressSection = () => screen.getByRole('region', { name: '1. Shipping address' });
const input = (label: string) => screen.getByRole('textbox', { name: label });
const country = () => screen.getByRole('combobox', { name: 'Country' });

beforeEach(() => sessionStorage.clear());

test("the country comes first, preset to the shop's country (Egypt unless configured)", async () => {
  checkout();
  await screen.findByText('Backpack');
  const [firstTextbox] = within(addressSection()).getAllByRole('textbox');
  expect(firstTextbox).toBe(input('Full name'));
  // The country's select comes before every text field of the address.
  expect(country().compareDocumentPosition(input('Full name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(country()).toHaveDisplayValue('Egypt');
});

test('fields the country does not use are not shown: no state for the United Kingdom', async () => {
  const { user } = checkout();
  await screen.findByText('Backpack');
  // Egypt chooses its governorate from the list (issue 48), the postal code optional.
  expect(screen.getByRole('combobox', { name: /Governorate/ })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();
  expect(input('Postal code')).not.toBeRequired();
  await user.selectOptions(country(), 'United Kingdom');
  expect(screen.queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();
  expect(input('Postcode')).toBeInTheDocument();
  expect(input('Phone number')).toHaveAttribute('placeholder', '07400 123456');
  await user.selectOptions(country(), 'Canada');
  expect(input('State')).toBeInTheDocument();
  expect(input('Postal code')).toBeRequired();
  expect(screen.queryByRole('combobox', { name: /Governorate/ })).not.toBeInTheDocument();
});

test("a returning shopper's form starts from the last order's address when the profile has none", async () => {
  const older = order('delivered', undefined, { createdAt: '2026-10-01T10:00:00.000Z' });
  const newest = order('delivered', undefined, { createdAt: '2026-11-20T10:00:00.000Z', shippingAddress: ukAddress });
  checkout({
    'GET /api/user/profile': { body: profileWithoutAddress },
    'GET /api/orders': { body: [older, newest] },
  });
  await waitFor(() => expect(input('Street address')).toHaveValue('221B Baker Street'));
  expect(country()).toHaveDisplayValue('United Kingdom');
  expect(input('Full name')).toHaveValue('Amira Hassan');
  expect(input('Phone number')).toHaveValue('07911123456');
  expect(input('City')).toHaveValue('London');
  expect(input('Postcode')).toHaveValue('NW1 6XE');
});

test('a new shopper starts in the header\'s "Deliver to" country, with their name and phone', async () => {
  // The server guessed Australia (their language, else SHOP_COUNTRY): the page starts from its cookie.
  checkout(
    { 'GET /api/user/profile': { body: profileWithoutAddress }, 'GET /api/orders': { body: [] } },
    { country: 'AU', picked: false },
  );
  await waitFor(() => expect(country()).toHaveDisplayValue('Australia'));
  expect(input('Full name')).toHaveValue('Amira Hassan');
  expect(input('Street address')).toHaveValue('');
});

test('a postal code typed in Arabic-Indic digits is written 0–9', async () => {
  const { user } = checkout();
  await screen.findByText('Backpack');
  await user.type(input('Postal code'), '١١٥١١');
  expect(input('Postal code')).toHaveValue('11511');
});

test('a checkout left before anything was typed keeps no draft: the next visit still starts filled in', async () => {
  const first = checkout({ 'GET /api/user/profile': deferredAnswer().handler });
  await screen.findByText('Backpack');
  first.unmount();
  checkout({
    'GET /api/user/profile': { body: profileWithoutAddress },
    'GET /api/orders': { body: [order('delivered', undefined, { shippingAddress: ukAddress })] },
  });
  await waitFor(() => expect(input('Street address')).toHaveValue('221B Baker Street'));
});

test('what the shopper typed before the last order loaded stays; the rest fills in', async () => {
  const orders = deferredAnswer();
  const { user } = checkout({
    'GET /api/user/profile': { body: profileWithoutAddress },
    'GET /api/orders': orders.handler,
  });
  await screen.findByText('Backpack');
  await user.type(input('Full name'), 'Nour Adel');
  orders.release({ body: [order('delivered', undefined, { shippingAddress: ukAddress })] });
  await waitFor(() => expect(input('Street address')).toHaveValue('221B Baker Street'));
  expect(input('Full name')).toHaveValue('Nour Adel');
  expect(country()).toHaveDisplayValue('United Kingdom');
});

describe('the header\'s "Deliver to" picked after checkout opened (issue 48)', () => {
  /** The header's picker, as far as checkout is concerned: the shopper picks a country there. */
  function DeliverTo() {
    const { choose } = useShipTo();
    return (
      <>
        <button type="button" onClick={() => choose('US')}>
          Deliver to the United States
        </button>
        <button type="button" onClick={() => choose('EG')}>
          Deliver to Egypt
        </button>
      </>
    );
  }
  const EGYPT: ShipToStart = { country: 'EG', picked: true };
  function openCheckout(shipTo: ShipToStart) {
    mockApi({
      'GET /api/cart': { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }] } },
      ...catalogueAnswers([product(1, 10, 'Backpack')]),
      'GET /api/user/profile': { body: profileWithoutAddress },
      'GET /api/orders': { body: [] },
    });
    return renderRoute(
      <>
        <CheckoutPage />
        <DeliverTo />
      </>,
      { path: '/checkout', signedInAs: testShopper, shipTo },
    );
  }
  const summary = () => screen.getByRole('region', { name: 'Order summary' });

  test('moves the form to the picked country, with its tax', async () => {
    const { user } = openCheckout(EGYPT);
    await waitFor(() => expect(country()).toHaveDisplayValue('Egypt'));
    await waitFor(() => expect(within(summary()).queryByText('Tax (8%)')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Deliver to the United States' }));
    await waitFor(() => expect(country()).toHaveDisplayValue('United States'));
    expect(await within(summary()).findByText('Tax (8%)')).toBeInTheDocument();
  });

  test("stops once the shopper edits the form's country: the form is theirs", async () => {
    const { user } = openCheckout(EGYPT);
    await waitFor(() => expect(country()).toHaveDisplayValue('Egypt'));
    await user.selectOptions(country(), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Deliver to the United States' }));
    // Give a wrong follow its chance to land before saying it did not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(country()).toHaveDisplayValue('United Kingdom');
  });

  test("reaches this tab's draft: a pick made while away wins over the drafted country", async () => {
    const first = openCheckout(EGYPT);
    await waitFor(() => expect(country()).toHaveDisplayValue('Egypt'));
    await first.user.type(input('Street address'), '12 Nile Corniche');
    first.unmount();
    // Back on another page the shopper picked the United States, then came back to checkout.
    openCheckout({ country: 'US', picked: true });
    await waitFor(() => expect(country()).toHaveDisplayValue('United States'));
    expect(input('Street address')).toHaveValue('12 Nile Corniche');
    expect(await within(summary()).findByText('Tax (8%)')).toBeInTheDocument();
  });

  test('a draft whose country the shopper edited keeps it, whatever the header says since', async () => {
    const first = openCheckout(EGYPT);
    await waitFor(() => expect(country()).toHaveDisplayValue('Egypt'));
    await first.user.selectOptions(country(), 'United Kingdom');
    first.unmount();
    openCheckout({ country: 'US', picked: true });
    await screen.findByText('Backpack');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(country()).toHaveDisplayValue('United Kingdom');
  });
});
