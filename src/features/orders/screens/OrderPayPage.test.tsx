/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { type ApiHandler, mockApi } from '../../../test/mock-api';
import { type RenderRouteOptions, renderRoute, testShopper } from '../../../test/render';
import type { Order } from '../orders-api';
import { loadedAtThisPage, openProviderPage, reloadThisPage } from '../payment/page-exit';
import { item, order } from '../test-fixtures';
import OrderPayPage from './OrderPayPage';

// Stripe.js comes from js.stripe.com, which no test reaches: loadStripe answers a stand-in (fakeStripe) that
// Stripe's own React kit (@stripe/react-stripe-js, not mocked) mounts its Payment Element with.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
// The browser's navigation, which jsdom does not perform.
jest.mock('../payment/page-exit', () => ({
  loadedAtThisPage: jest.fn(() => true),
  openProviderPage: jest.fn(),
  reloadThisPage: jest.fn(),
}));

type ConfirmResult = { error: { type: string; message?: string } };

/** A Stripe whose Payment Element draws a stand-in field when mounted and is ready at once. */
function fakeStripe(confirm: () => Promise<ConfirmResult>) {
  const handlers = new Map<string, (event: unknown) => void>();
  interface FakeElement {
    mount: jest.Mock;
    on: jest.Mock;
    off: jest.Mock;
    update: jest.Mock;
    destroy: jest.Mock;
  }
  const element: FakeElement = {
    mount: jest.fn((node: HTMLElement) => {
      const field = document.createElement('div');
      field.dataset.testid = 'payment-element';
      node.appendChild(field);
      setTimeout(() => handlers.get('ready')?.({ elementType: 'payment' }));
    }),
    on: jest.fn((event: string, handler: (event: unknown) => void): FakeElement => {
      handlers.set(event, handler);
      return element;
    }),
    off: jest.fn(),
    update: jest.fn(),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => element), getElement: jest.fn(() => element), update: jest.fn() };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(),
    confirmPayment: jest.fn(confirm),
  };
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  return { stripe, elements, element };
}

const HOLD_UNTIL = new Date(Date.now() + 30 * 60_000).toISOString();

function cardOrder(provider: 'stripe' | 'paymob', overrides: Partial<Order> = {}): Order {
  return order('pending', [item(1, 2, 10)], {
    _id: '0123456789abcdef12345678',
    totalPrice: 21.6,
    paymentMethod: 'credit-card',
    payment: { provider, state: 'awaiting', holdUntil: HOLD_UNTIL },
    ...overrides,
  });
}

// Stripe.js is loaded once per publishable key for the life of the page: each test has a key of its own.
let keys = 0;
let STRIPE_START = stripeStart();
function stripeStart() {
  keys += 1;
  return {
    provider: 'stripe',
    action: { kind: 'client-secret', clientSecret: 'pi_1_secret_2', publishableKey: `pk_test_${keys}` },
  };
}

function openPayPage(
  shown: Order,
  pay: ApiHandler,
  { search = '', ...options }: { search?: string } & Pick<RenderRouteOptions, 'locale' | 'messages' | 'signedInAs'> = {
    signedInAs: testShopper,
  },
) {
  const api = mockApi({
    [`GET /api/orders/${shown._id}`]: { body: shown },
    [`POST /api/orders/${shown._id}/pay`]: pay,
  });
  const view = renderRoute(<OrderPayPage />, {
    path: '/orders/:id/pay',
    at: `/orders/${shown._id}/pay${search}`,
    ...options,
  });
  return { api, ...view };
}

beforeEach(() => {
  jest.clearAllMocks();
  STRIPE_START = stripeStart();
  sessionStorage.clear();
  jest.mocked(loadedAtThisPage).mockReturnValue(true);
});

describe('a card order paid through Stripe', () => {
  test("shows the Payment Element and a Pay button in the order's currency, and confirms with the return address", async () => {
    let answer: ConfirmResult = { error: { type: 'card_error', message: 'Your card was declined.' } };
    const { stripe, elements } = fakeStripe(() => Promise.resolve(answer));
    const shown = cardOrder('stripe');
    const { api, user } = openPayPage(shown, { body: STRIPE_START });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pay for your order' });
    // Arriving, the heading has the focus: a screen reader says where the shopper is.
    expect(heading).toHaveFocus();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByText(/Order #12345678/)).toHaveTextContent('Order #12345678 · Total $21.60');
    expect(loadStripe).toHaveBeenCalledWith(STRIPE_START.action.publishableKey);
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_1_secret_2', locale: 'en', appearance: expect.any(Object) }),
    );
    expect(elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(api.calls(`POST /api/orders/${shown._id}/pay`)).toHaveLength(1);

    const pay = await screen.findByRole('button', { name: 'Pay $21.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: `${window.location.origin}/order-success?order=${shown._id}` },
    });
    // Stripe's refusal is said, and the button can be used again.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $21.60' })).toBeEnabled();

    // Anything but a card's or a field's refusal is the shop's own sentence, never Stripe's internals.
    answer = { error: { type: 'api_error', message: 'Internal: intent state machine' } };
    await user.click(screen.getByRole('button', { name: 'Pay $21.60' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment could not be completed. Nothing was charged: please try again.',
    );
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  test('is said "Paying…" while Stripe confirms, and sends nothing twice', async () => {
    let settle: (result: ConfirmResult) => void = () => undefined;
    const { stripe } = fakeStripe(() => new Promise((resolve) => (settle = resolve)));
    const { user } = openPayPage(cardOrder('stripe'), { body: STRIPE_START });
    const pay = await screen.findByRole('button', { name: 'Pay $21.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    const paying = await screen.findByRole('button', { name: 'Paying…' });
    expect(paying).toBeDisabled();
    // Enter in the form meanwhile sends nothing more.
    fireEvent.submit(paying.closest('form') as HTMLFormElement);
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    act(() => settle({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  });

  test('in Arabic, Stripe writes the form in Arabic', async () => {
    const { stripe } = fakeStripe(() => new Promise(() => undefined));
    openPayPage(
      cardOrder('stripe'),
      { body: STRIPE_START },
      { locale: 'ar', messages: arMessages, signedInAs: testShopper },
    );
    expect(await screen.findByRole('heading', { level: 1, name: arMessages['orderPay.title'] })).toBeInTheDocument();
    await screen.findByTestId('payment-element');
    expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ar' }));
  });

  test("a page the router brought loads again first, as a document under the payment pages' policy", async () => {
    jest.mocked(loadedAtThisPage).mockReturnValue(false);
    fakeStripe(() => new Promise(() => undefined));
    const shown = cardOrder('stripe');
    const { api } = openPayPage(shown, { body: STRIPE_START });
    await waitFor(() => expect(reloadThisPage).toHaveBeenCalled());
    expect(api.calls(`POST /api/orders/${shown._id}/pay`)).toHaveLength(0);
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

test('Paymob: the shopper is sent to its payment page, with a button should that not happen', async () => {
  const url = 'https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk&clientSecret=egy_cs';
  const shown = cardOrder('paymob', { currency: 'EGP', totalPrice: 1047.6, access: 'guest-key' });
  // A guest, with the order's key from its link.
  const { api } = openPayPage(
    shown,
    { body: { provider: 'paymob', action: { kind: 'redirect', url } } },
    { search: '?access=guest-key' },
  );
  await waitFor(() => expect(openProviderPage).toHaveBeenCalledWith(url));
  expect(screen.getByRole('link', { name: 'Continue to secure payment' })).toHaveAttribute('href', url);
  expect(screen.getByText(/Total/)).toHaveTextContent('EGP');
  expect(api.calls(`POST /api/orders/${shown._id}/pay`)[0]?.headers.get('X-Order-Access')).toBe('guest-key');
  // The key waits in this tab for the return from Paymob: its return address names the order only.
  expect(JSON.parse(sessionStorage.getItem('storefront.paymentReturn') ?? '{}')).toEqual({
    orderId: shown._id,
    access: 'guest-key',
    email: 'amira@example.com',
  });
  expect(loadStripe).not.toHaveBeenCalled();
});

test('409 PAYMENT_NOT_PAYABLE: says the order can no longer be paid, with the way to it', async () => {
  const shown = cardOrder('stripe');
  openPayPage(shown, {
    status: 409,
    body: {
      code: 'PAYMENT_NOT_PAYABLE',
      message: 'This order can no longer be paid: it is paid already, cancelled, or its time to pay ran out.',
    },
  });
  expect(await screen.findByText(/This order can no longer be paid/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', `/orders/${shown._id}`);
  expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
});

test('an order already paid is not offered for payment again, and nothing is asked of the provider', async () => {
  const shown = cardOrder('stripe', {
    payment: { provider: 'stripe', state: 'paid', reference: 'pi_1', holdUntil: HOLD_UNTIL },
  });
  const { api } = openPayPage(shown, { body: STRIPE_START });
  expect(await screen.findByText(/This order can no longer be paid/)).toBeInTheDocument();
  expect(api.calls(`POST /api/orders/${shown._id}/pay`)).toHaveLength(0);
});

test('the provider out of reach: says so with the request reference, and Retry asks again', async () => {
  fakeStripe(() => new Promise(() => undefined));
  const shown = cardOrder('stripe');
  let calls = 0;
  const { user } = openPayPage(shown, () => {
    calls += 1;
    // The shop's calls are retried once on a 5xx: the first click's two tries both fail.
    return calls <= 2
      ? {
          status: 503,
          headers: { 'x-request-id': 'req-pay-1' },
          body: {
            code: 'PAYMENT_PROVIDER_UNAVAILABLE',
            message:
              'Card payments are not available right now. Nothing was charged: please try again in a little while.',
          },
        }
      : { body: STRIPE_START };
  });
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Card payments are not available right now.');
  expect(failure).toHaveTextContent('Reference: req-pay-');
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
  expect(calls).toBe(3);
});
