/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueAnswers, product } from '../../test/catalogue-answers';
import { pasteInto } from '../../test/paste-into';
import { type ApiHandler, mockApi, TEST_DELIVERY_TERMS } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import { order } from '../../features/orders/test-fixtures';
import CheckoutPage from './CheckoutPage';
import OrderSuccessPage from '../../features/orders/screens/OrderSuccessPage';
import type { ShipToStart } from '../../universal/ship-to';
import { fixDate } from '../../test/fixed-date';
import { promotionOf } from '../../features/cart/test-support';

const PRODUCTS = [
  product(1, 10, 'Backpack'),
  product(2, 20.5, 'Jacket'),
  product(3, 5, 'Ring'),
  product(4, 100, 'Monitor'),
];

type Lines = [id: number, quantity: number][];

const cartBody = (lines: Lines, version: number, promoCode?: string) => ({
  items: lines.map(([id, quantity]) => ({ productId: String(id), sku: `P${id}`, quantity })),
  version,
  ...(promoCode && { promoCode, ...promotionOf(promoCode) }),
});

function cartWith(lines: Lines, extra: Record<string, ApiHandler> = {}) {
  const handlers: Record<string, ApiHandler> = {
    'GET /api/cart': { body: cartBody(lines, 7) },
    ...catalogueAnswers(PRODUCTS),
    ...extra,
  };
  return mockApi(handlers);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

const renderCheckout = (shipTo?: ShipToStart) =>
  renderRoute(<CheckoutPage />, { path: '/checkout', signedInAs: testShopper, shipTo });
/** The spec's shopper, in the United States: its terms (8 % added, its three deliveries) are the spec's. */
const US_SHOPPER: ShipToStart = { country: 'US', picked: true };
const placeOrder = () => screen.getByRole('button', { name: 'Place your order' });
const input = (label: string) => screen.getByRole('textbox', { name: label });

type User = ReturnType<typeof renderCheckout>['user'];

/** Pastes a value (one change event instead of one per character), then leaves the field. */
async function fill(user: User, label: string, value: string) {
  await pasteInto(user, input(label), value);
  await user.tab();
}

async function fillValidAddress(user: User) {
  await fill(user, 'Full name', 'Amira Hassan');
  await fill(user, 'Phone number', '+201012345678');
  await fill(user, 'Street address', '12 Nile Corniche');
  await fill(user, 'City', 'Cairo');
  await chooseGovernorate(user, 'Cairo');
  await fill(user, 'Postal code', '11511');
}

/** An Egyptian address's governorate, chosen from the list (issue 48). */
async function chooseGovernorate(user: User, name: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Governorate/ }), name);
}

test('shows the first 3 items then "+n more", and the totals of the chosen delivery', async () => {
  // A Monday morning in the shop: same-day still arrives "Today by 9 PM" (past its cut-off it names the day).
  fixDate('2026-11-23T08:00:00Z');
  cartWith([
    [1, 2],
    [2, 1],
    [3, 1],
    [4, 1],
  ]);
  const { user } = renderCheckout(US_SHOPPER);
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  const items = within(summary).getByRole('list', { name: 'Items in your order' });
  await waitFor(() => expect(within(items).getByText('Backpack')).toBeInTheDocument());
  expect(within(items).getAllByRole('listitem')).toHaveLength(3);
  expect(within(items).queryByText('Monitor')).not.toBeInTheDocument();
  expect(within(summary).getByText('+1 more')).toBeInTheDocument();
  // 2 × 10 + 20.50 + 5 + 100 = 145.50; tax 8% = 11.64
  expect(within(summary).getByText('$145.50')).toBeInTheDocument();
  expect(within(summary).getByText('$11.64')).toBeInTheDocument();
  expect(within(summary).getByText('Order total').parentElement).toHaveTextContent('$157.14');

  await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
  expect(within(summary).getByText('$9.99')).toBeInTheDocument();
  expect(within(summary).getByText('Order total').parentElement).toHaveTextContent('$167.13');
  expect(screen.getByRole('radio', { name: /Same-Day Delivery.*Today by 9 PM.*\$19\.99/ })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Standard Delivery.*5-7 business days.*FREE/ })).toBeInTheDocument();
});

test("shows the cart's promo code and its discount in the summary, as the server will apply it", async () => {
  mockApi({
    'GET /api/cart': {
      body: { items: [{ productId: '4', sku: 'P4', quantity: 1 }], promoCode: 'SAVE10', ...promotionOf('SAVE10') },
    },
    ...catalogueAnswers(PRODUCTS),
  });
  renderCheckout(US_SHOPPER);
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  // 100 − 10 = 90; tax 8% of 90 = 7.20; total 97.20
  await waitFor(() => expect(within(summary).getByText('Discount (SAVE10)')).toBeInTheDocument());
  expect(within(summary).getByText('$7.20')).toBeInTheDocument();
  expect(within(summary).getByText('Order total').parentElement).toHaveTextContent('$97.20');
  // What is charged, and in what: the United States settle in dollars.
  expect(within(summary).getByText(/You will be charged/)).toHaveTextContent(
    'You will be charged $97.20 in USD (US Dollar).',
  );
});

test('starts from the saved profile: name, phone and address', async () => {
  cartWith([[1, 1]], {
    'GET /api/user/profile': {
      body: {
        id: 'user-1',
        name: 'أميرة حسن',
        email: 'amira@example.com',
        phone: '+442079460958',
        address: {
          street: '10 Downing Street',
          city: 'London',
          state: 'London',
          zipCode: 'SW1A 2AA',
          country: 'United Kingdom',
        },
      },
    },
  });
  renderCheckout();
  await waitFor(() => expect(input('Full name')).toHaveValue('أميرة حسن'));
  expect(input('Phone number')).toHaveValue('+442079460958');
  expect(input('Street address')).toHaveValue('10 Downing Street');
  expect(input('Postcode')).toHaveValue('SW1A 2AA');
});

test('a half-typed checkout survives a reload in the same tab, without the payment method', async () => {
  cartWith([[1, 1]]);
  const first = renderCheckout();
  await screen.findByText('Backpack');
  await fill(first.user, 'Full name', "Zoë O'Brien");
  await fill(first.user, 'City', 'Cairo');
  await first.user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
  await first.user.click(screen.getByRole('radio', { name: 'PayPal' }));
  expect(sessionStorage.getItem('storefront.checkoutDraft')).not.toMatch(/paypal/i);
  first.unmount();

  const second = renderCheckout();
  await screen.findByText('Backpack');
  expect(input('Full name')).toHaveValue("Zoë O'Brien");
  expect(input('City')).toHaveValue('Cairo');
  expect(screen.getByRole('radio', { name: /Express Delivery/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
  second.unmount();
});

test('the postal code field is named the way the selected country names it', async () => {
  cartWith([[1, 1]]);
  const { user } = renderCheckout();
  await screen.findByText('Backpack');
  expect(input('Postal code')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United Kingdom');
  expect(await screen.findByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United States');
  expect(await screen.findByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
});

test('validates on blur with the spec messages and filters what is typed into the phone', async () => {
  cartWith([[1, 1]]);
  const { user } = renderCheckout();
  await screen.findByText('Backpack');

  await user.type(input('Full name'), 'A1!');
  expect(input('Full name')).toHaveValue('A1!');
  await user.type(input('Phone number'), 'abc0101');
  expect(input('Phone number')).toHaveValue('0101');
  await fill(user, 'Street address', '12 N');
  await user.click(input('City'));
  // City, then the governorate, are left empty by the keyboard.
  await user.tab();
  expect(screen.getByRole('combobox', { name: /Governorate/ })).toHaveFocus();
  await user.tab();
  await fill(user, 'Postal code', '1234');

  expect(await screen.findByText('Please enter a valid name')).toBeInTheDocument();
  // The default country is the shop's, Egypt: the spec's phone rule and message.
  expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  expect(screen.getByText('Please enter a complete address')).toBeInTheDocument();
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(screen.getByText('Please choose a governorate')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid postal code (5 digits, e.g. 11511)')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Egypt');
});

test('the banner shows and submit stays disabled until every field is filled and valid', async () => {
  cartWith([[1, 1]]);
  const { user } = renderCheckout();
  await screen.findByText('Backpack');
  const banner = 'Please complete all required fields (marked *) to place your order.';
  expect(screen.getByText(banner)).toBeInTheDocument();
  expect(placeOrder()).toBeDisabled();

  await fillValidAddress(user);
  expect(placeOrder()).toBeEnabled();
  expect(screen.queryByText(banner)).not.toBeInTheDocument();

  await user.clear(input('Postal code'));
  await fill(user, 'Postal code', '123');
  expect(placeOrder()).toBeDisabled();
  // An Egyptian postal code may be left out (issue 48).
  await user.clear(input('Postal code'));
  await user.tab();
  expect(placeOrder()).toBeEnabled();
});

test('submitting without a payment method asks for one; an invalid form asks to fix the errors', async () => {
  const api = cartWith([[1, 1]]);
  const { user } = renderCheckout();
  await screen.findByText('Backpack');

  // The button is disabled while invalid, but the form itself still refuses (e.g. Enter in a field).
  fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
  expect(await screen.findByText('Please fix the errors below before proceeding')).toBeInTheDocument();
  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  // Egypt, the shop's country: a governorate to choose, no postal code required (issue 48).
  expect(screen.getByText('Please choose a governorate')).toBeInTheDocument();
  expect(screen.queryByText('ZIP code is required')).not.toBeInTheDocument();

  await fillValidAddress(user);
  await user.click(placeOrder());
  expect(await screen.findAllByText('Please select a payment method')).toHaveLength(2);
  expect(api.calls('POST /api/orders/checkout')).toHaveLength(0);
});

test('places the order after the demo delay with an Idempotency-Key, then goes to /order-success', async () => {
  const api = cartWith([[1, 2]], {
    'POST /api/orders/checkout': {
      status: 201,
      body: { success: true, message: 'Order placed successfully', order: { _id: 'abc' } },
    },
  });
  const { user, router } = renderCheckout();
  await screen.findByText('Backpack');
  await fillValidAddress(user);
  await user.click(screen.getByRole('radio', { name: 'PayPal' }));
  await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
  await user.click(placeOrder());

  expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  expect(api.calls('POST /api/orders/checkout')).toHaveLength(0);
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 4000 });

  const [request] = api.calls('POST /api/orders/checkout');
  expect(request?.body).toEqual({
    shippingAddress: {
      name: 'Amira Hassan',
      phone: '+201012345678',
      street: '12 Nile Corniche',
      city: 'Cairo',
      state: 'Cairo',
      zipCode: '11511',
      country: 'Egypt',
    },
    paymentMethod: 'paypal (Demo)',
    deliveryOption: 'express',
    cartVersion: 7,
    // The currency the page totalled in (the test's Egypt settles in dollars): checkout refuses any other.
    currency: 'USD',
  });
  expect(request?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
  expect(router.state.location.state).toEqual({ orderId: 'abc' });
});

test('a card order a payment provider takes (issue 51) goes on to be paid, not to /order-success', async () => {
  const placed = order('pending', [], {
    _id: '0123456789abcdef12345678',
    paymentMethod: 'credit-card',
    payment: { provider: 'stripe', state: 'awaiting', holdUntil: '2026-11-21T10:30:00.000Z' },
  });
  cartWith([[1, 2]], {
    'POST /api/orders/checkout': {
      status: 201,
      body: { success: true, message: 'Order placed successfully', order: placed },
    },
  });
  const { user, router } = renderCheckout();
  await screen.findByText('Backpack');
  await fillValidAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
  await user.click(placeOrder());
  await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${placed._id}/pay`), { timeout: 4000 });
  expect(sessionStorage.getItem('storefront.checkoutDraft')).toBeNull();
});

test('success:false and errors both say "Order failed. Please try again."; a retry of the same order reuses its key', async () => {
  let answer = 0;
  const api = cartWith([[1, 1]], {
    'POST /api/orders/checkout': () =>
      ++answer === 1
        ? { status: 200, body: { success: false } }
        : {
            status: 409,
            body: { message: 'busy' },
            headers: { 'X-Request-Id': 'feedbeef-1111-4222-8333-444444444444' },
          },
  });
  const { user } = renderCheckout();
  await screen.findByText('Backpack');
  await fillValidAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Credit Card' }));

  await user.click(placeOrder());
  expect(await screen.findByText('Order failed. Please try again.', {}, { timeout: 4000 })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Place your order' }));
  await waitFor(() => expect(api.calls('POST /api/orders/checkout')).toHaveLength(2), { timeout: 4000 });
  await waitFor(() => expect(screen.getAllByText('Order failed. Please try again.')).toHaveLength(2));
  // The refused answer's toast names its request for support; the success:false one had no error to name.
  expect(screen.getAllByText('Order failed. Please try again.')[1]?.parentElement).toHaveTextContent(
    'Reference: feedbeef',
  );
  const [first, second] = api.calls('POST /api/orders/checkout');
  expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
});

test('an empty cart sends the shopper to /cart once it has loaded', async () => {
  cartWith([]);
  const { router } = renderCheckout();
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
});

describe('the cart changed in another tab or on another device (issue 31)', () => {
  /** GET /api/cart answers `before` until the first order is sent, `after` from then on. */
  function cartChangingAtCheckout(before: ReturnType<typeof cartBody>, after: ReturnType<typeof cartBody>) {
    let sent = false;
    return {
      'GET /api/cart': () => ({ body: sent ? after : before }),
      sent: () => (sent = true),
    };
  }

  test('the order is refused, the page reloads the cart, marks what changed and asks again', async () => {
    const cart = cartChangingAtCheckout(
      cartBody(
        [
          [1, 1],
          [3, 1],
        ],
        4,
      ),
      cartBody(
        [
          [1, 2],
          [2, 5],
        ],
        9,
        'SAVE10',
      ),
    );
    const placed = order('pending', [], {
      _id: '0123456789abcdef12345678',
      totalPrice: 329.02,
      deliveryOption: 'express',
    });
    const api = mockApi({
      ...catalogueAnswers(PRODUCTS),
      'GET /api/cart': cart['GET /api/cart'],
      'POST /api/orders/checkout': (request) => {
        cart.sent();
        return (request.body as { cartVersion?: number }).cartVersion === 9
          ? { status: 201, body: { success: true, message: 'Order placed successfully', order: placed } }
          : {
              status: 409,
              body: {
                code: 'CART_CHANGED',
                message:
                  'Your cart changed since you confirmed it. Nothing was ordered: check your order and place it again.',
              },
            };
      },
    });
    const { user, router } = renderRoute(<CheckoutPage />, {
      path: '/checkout',
      signedInAs: testShopper,
      routes: [{ path: '/order-success', element: <OrderSuccessPage /> }],
    });
    await screen.findByText('Ring');
    await fillValidAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.click(screen.getByRole('radio', { name: /Express Delivery/ }));
    await user.click(placeOrder());

    const alert = await screen.findByText('Your cart has changed', {}, { timeout: 5000 });
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box).toHaveTextContent(
      'It was changed in another tab or on another device, so nothing was ordered. Check the order below, then place it again.',
    );
    const changes = await within(box).findByRole('list', { name: 'What changed' });
    await waitFor(() =>
      expect(
        within(changes)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Backpack: quantity changed from 1 to 2',
        'Added: Jacket (Qty: 5)',
        'Removed: Ring',
        'Promo code SAVE10 applied',
      ]),
    );
    // The summary shows the cart as it is now, its changed lines marked.
    const items = within(screen.getByRole('region', { name: 'Order summary' })).getByRole('list', {
      name: 'Items in your order',
    });
    expect(within(items).getByText('Backpack').closest('li')).toHaveTextContent('Changed');
    expect(within(items).getByText('Jacket').closest('li')).toHaveTextContent('New');
    expect(within(items).queryByText('Ring')).not.toBeInTheDocument();
    expect(screen.getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(screen.queryByText('Order failed. Please try again.')).not.toBeInTheDocument();
    // Nothing is sent again until the shopper says so.
    expect(api.calls('POST /api/orders/checkout')).toHaveLength(1);
    expect(api.calls('POST /api/orders/checkout')[0]?.body).toMatchObject({ cartVersion: 4 });

    await user.click(await screen.findByRole('button', { name: 'Place your order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'), { timeout: 5000 });
    const [first, second] = api.calls('POST /api/orders/checkout');
    expect(second?.body).toMatchObject({ cartVersion: 9 });
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));

    // The success page says what was charged and when it comes, from the order the checkout answered.
    expect(await screen.findByText('Thank you, your order has been placed!')).toBeInTheDocument();
    expect(screen.getByText(/Total charged:/)).toHaveTextContent('Total charged: $329.02');
    expect(screen.getByText('Estimated delivery: 2-3 business days (Express Delivery)')).toBeInTheDocument();
    expect(api.calls('GET /api/orders/0123456789abcdef12345678')).toHaveLength(0);
  });

  test('an order from a tab whose cart was emptied elsewhere says the cart is empty, then goes to the cart', async () => {
    const cart = cartChangingAtCheckout(cartBody([[1, 1]], 3), cartBody([], 5));
    mockApi({
      ...catalogueAnswers(PRODUCTS),
      'GET /api/cart': cart['GET /api/cart'],
      'POST /api/orders/checkout': () => {
        cart.sent();
        return { status: 400, body: { code: 'CART_EMPTY', message: 'Your cart is empty' } };
      },
    });
    const { user, router } = renderCheckout();
    await screen.findByText('Backpack');
    await fillValidAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.click(placeOrder());
    expect(await screen.findByText('Your cart is empty', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Order failed. Please try again.')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  test.each([
    ['regains focus', () => window.dispatchEvent(new Event('focus'))],
    ['comes back online', () => window.dispatchEvent(new Event('online'))],
  ])('a stale tab loads the cart again when it %s, and marks what changed', async (_when, wake) => {
    let answer = cartBody([[1, 1]], 1);
    mockApi({ ...catalogueAnswers(PRODUCTS), 'GET /api/cart': () => ({ body: answer }) });
    renderCheckout();
    await screen.findByText('Backpack');
    expect(screen.queryByText('Your cart has changed')).not.toBeInTheDocument();

    answer = cartBody([[4, 1]], 2);
    act(wake);
    const alert = await screen.findByText('Your cart has changed');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'It was changed in another tab or on another device. Check the order below before you place it.',
    );
    const changes = screen.getByRole('list', { name: 'What changed' });
    await waitFor(() =>
      expect(
        within(changes)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Added: Monitor (Qty: 1)', 'Removed: Backpack']),
    );
  });
});

test('a line sold out at the last click: says nothing was ordered, names the line with what is left, and loads the cart again', async () => {
  let reads = 0;
  const api = cartWith([[3, 2]], {
    'GET /api/cart': () => {
      reads += 1;
      return { body: cartBody([[3, reads === 1 ? 2 : 1]], reads === 1 ? 7 : 8) };
    },
    'POST /api/orders/checkout': {
      status: 409,
      body: {
        code: 'OUT_OF_STOCK',
        message: 'Not enough stock: only 1 left of Ring. Nothing was ordered.',
        lines: [{ sku: 'P3', productId: '3', available: 1 }],
      },
    },
  });
  const { user } = renderCheckout();
  await screen.findByText('Ring');
  await fillValidAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
  await user.click(placeOrder());

  const title = await screen.findByText('Some items just sold out', {}, { timeout: 5000 });
  const box = title.closest('[role="alert"]') as HTMLElement;
  expect(box).toHaveTextContent('Nothing was ordered.');
  expect(box).toHaveTextContent('Ring: only 1 left');
  await waitFor(() => expect(api.calls('GET /api/cart').length).toBeGreaterThan(1));
  expect(api.calls('POST /api/orders/checkout')).toHaveLength(1);
});

describe('delivery and tax follow the shipping country (issue 34)', () => {
  test("Egypt: the region's options and prices, VAT inside the prices, and the same-day the US has is not offered", async () => {
    cartWith([[2, 1]]);
    renderCheckout({ country: 'EG', picked: false });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    // $20.50 is under Egypt's $50: standard costs $2.99, in 2-4 business days; VAT 14 % is in the $20.50.
    expect(await screen.findByRole('radio', { name: /Standard Delivery.*2-4 business days.*\$2\.99/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Express Delivery.*1-2 business days.*\$6\.99/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Same-Day/ })).not.toBeInTheDocument();
    // 2050 − round(2050 / 1.14) = 2050 − 1798 = 252
    expect(within(summary).getByText('Includes VAT (14%)').parentElement).toHaveTextContent('$2.52');
    expect(within(summary).getByText('Order total').parentElement).toHaveTextContent('$23.49');
  });

  test('a country the shop does not deliver to says so in the delivery step, and the order cannot be placed', async () => {
    cartWith([[2, 1]], {
      'GET /catalog/delivery': { body: { countries: TEST_DELIVERY_TERMS.countries.filter((c) => c.country !== 'EG') } },
    });
    renderCheckout({ country: 'EG', picked: false });
    expect(await screen.findByText('We do not deliver to Egypt yet. Choose a country we deliver to.')).toBeVisible();
    expect(placeOrder()).toBeDisabled();
  });
});
