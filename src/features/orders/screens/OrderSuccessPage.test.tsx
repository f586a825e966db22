/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { type RenderRouteOptions, renderRoute, testShopper } from '../../../test/render';
import type { Order } from '../orders-api';
import { order } from '../test-fixtures';
import OrderSuccessPage from './OrderSuccessPage';
import { PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from '../payment/PaymentReturn';

test('names the order it came from and links to it, the orders list and the shop', async () => {
  mockApi({});
  renderRoute(<OrderSuccessPage />, {
    path: '/order-success',
    at: { pathname: '/order-success', state: { orderId: '0123456789abcdef12345678' } },
    signedInAs: testShopper,
  });
  expect(await screen.findByText('#12345678')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
    'href',
    '/orders/0123456789abcdef12345678',
  );
  expect(screen.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
});

test('says the total charged, in dollars, and the delivery estimate of the order placed', async () => {
  const placed = order('pending', [], {
    _id: '0123456789abcdef12345678',
    totalPrice: 329.02,
    deliveryOption: 'same-day',
  });
  // After a reload the order is no longer in memory: the page asks for it.
  mockApi({ 'GET /api/orders/0123456789abcdef12345678': { body: placed } });
  renderRoute(<OrderSuccessPage />, {
    path: '/order-success',
    at: { pathname: '/order-success', state: { orderId: placed._id } },
    signedInAs: testShopper,
  });
  expect(await screen.findByText(/Total charged:/)).toHaveTextContent('Total charged: $329.02');
  expect(screen.getByText('$329.02').tagName).toBe('BDI');
  expect(screen.getByText('Estimated delivery: Today by 9 PM (Same-Day Delivery)')).toBeInTheDocument();
});

test('says the days the delivery promised when the order was placed', async () => {
  const placed = order('pending', [], {
    _id: '0123456789abcdef12345678',
    deliveryOption: 'standard',
    deliveryDays: { min: 2, max: 4 },
    promisedDates: { from: '2026-11-24', to: '2026-11-26' },
  });
  mockApi({ 'GET /api/orders/0123456789abcdef12345678': { body: placed } });
  renderRoute(<OrderSuccessPage />, {
    path: '/order-success',
    at: { pathname: '/order-success', state: { orderId: placed._id } },
    signedInAs: testShopper,
  });
  expect(
    await screen.findByText('Estimated delivery: Tue, Nov 24 – Thu, Nov 26 (Standard Delivery)'),
  ).toBeInTheDocument();
});

describe('the return from a payment provider (issue 51)', () => {
  const ID = '0123456789abcdef12345678';
  const HOLD_UNTIL = new Date(Date.now() + 30 * 60_000).toISOString();
  const cardOrder = (overrides: Partial<Order> = {}) =>
    order('pending', [], {
      _id: ID,
      totalPrice: 21.6,
      paymentMethod: 'credit-card',
      payment: { provider: 'stripe', state: 'awaiting', holdUntil: HOLD_UNTIL },
      ...overrides,
    });
  /** Stripe's return address: the shop's, with the three parameters Stripe adds. */
  const stripeReturn = (status: string) =>
    `/order-success?order=${ID}&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=${status}`;
  /** The payment's states the server answers, one a call; the last stays. */
  const answering = (...states: string[]) => {
    let call = 0;
    return () => ({ body: { state: states[Math.min(call++, states.length - 1)] } });
  };
  const openReturn = (at: string, options: Partial<RenderRouteOptions> = { signedInAs: testShopper }) =>
    renderRoute(<OrderSuccessPage />, { path: '/order-success', at, ...options });

  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.useRealTimers());

  test('says "Payment processing" until the server says paid, then the order placed', async () => {
    const api = mockApi({
      [`GET /api/orders/${ID}`]: { body: cardOrder() },
      [`GET /api/orders/${ID}/payment`]: answering('processing', 'paid'),
    });
    openReturn(stripeReturn('succeeded'));
    const processing = await screen.findByRole('heading', { level: 1, name: 'Payment processing' });
    expect(processing).toHaveFocus();
    expect(screen.getByText(/waiting for the payment provider/).closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Payment processing' })).toBeInTheDocument();
    // The first answer, 'processing', is no success.
    await waitFor(() => expect(api.calls(`GET /api/orders/${ID}/payment`)).toHaveLength(1));
    expect(screen.queryByText('Thank you, your order has been placed!')).not.toBeInTheDocument();

    const placed = await screen.findByRole('heading', { level: 1, name: 'Thank you, your order has been placed!' });
    expect(placed).toHaveFocus();
    expect(screen.getByText('#12345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', `/orders/${ID}`);
    expect(api.calls(`GET /api/orders/${ID}/payment`)).toHaveLength(2);
    // Paid: the page asks no more, and the order is read again (its page and the list say paid).
    await waitFor(() => expect(api.calls(`GET /api/orders/${ID}`).length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.calls(`GET /api/orders/${ID}/payment`)).toHaveLength(2);
  });

  test.each([
    ['Stripe said it failed', 'failed', 'awaiting'],
    ['the server says it failed', 'succeeded', 'failed'],
  ])('%s: says the payment did not go through, nothing charged, and Try again', async (_case, redirect, state) => {
    mockApi({
      [`GET /api/orders/${ID}`]: { body: cardOrder() },
      [`GET /api/orders/${ID}/payment`]: { body: { state } },
    });
    openReturn(stripeReturn(redirect));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/orders/${ID}/pay`);
    expect(screen.queryByText('Thank you, your order has been placed!')).not.toBeInTheDocument();
  });

  test('an address that says succeeded is still no success while the server has not said paid', async () => {
    const api = mockApi({
      [`GET /api/orders/${ID}`]: { body: cardOrder() },
      [`GET /api/orders/${ID}/payment`]: answering('awaiting'),
    });
    openReturn(stripeReturn('succeeded'));
    await waitFor(() => expect(api.calls(`GET /api/orders/${ID}/payment`).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment processing' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you, your order has been placed!')).not.toBeInTheDocument();
  });

  test("after a minute without the provider's word: says it is taking longer, and stops asking", async () => {
    jest.useFakeTimers();
    const api = mockApi({
      [`GET /api/orders/${ID}`]: { body: cardOrder() },
      [`GET /api/orders/${ID}/payment`]: answering('processing'),
    });
    openReturn(stripeReturn('succeeded'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment processing' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PAYMENT_WAIT_MS + PAYMENT_POLL_MS));
    expect(screen.getByText(/This is taking longer than usual/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', `/orders/${ID}`);
    const asked = api.calls(`GET /api/orders/${ID}/payment`).length;
    // About every 2 seconds for the minute…
    expect(asked).toBeGreaterThanOrEqual(25);
    expect(asked).toBeLessThanOrEqual(32);
    // …then no more.
    await act(() => jest.advanceTimersByTimeAsync(10 * PAYMENT_POLL_MS));
    expect(api.calls(`GET /api/orders/${ID}/payment`)).toHaveLength(asked);
    jest.useRealTimers();
  });

  test("a guest's return: the order's key kept in this tab opens the order and its payment", async () => {
    sessionStorage.setItem(
      'storefront.paymentReturn',
      JSON.stringify({ orderId: ID, access: 'guest-key', email: 'guest@example.com' }),
    );
    const api = mockApi({
      [`GET /api/orders/${ID}`]: { body: cardOrder({ access: 'guest-key' }) },
      [`GET /api/orders/${ID}/payment`]: { body: { state: 'paid' } },
    });
    // Paymob's return: the shop's address with Paymob's own parameters, which the page leaves alone.
    openReturn(`/order-success?order=${ID}&success=true&id=123`, {});
    expect(await screen.findByText(/We sent the confirmation to/)).toHaveTextContent('guest@example.com');
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${ID}?access=guest-key`,
    );
    expect(api.calls(`GET /api/orders/${ID}/payment`)[0]?.headers.get('X-Order-Access')).toBe('guest-key');
  });

  test('an order with nothing paid through a provider (the demo) is confirmed as today, nothing polled', async () => {
    const api = mockApi({ [`GET /api/orders/${ID}`]: { body: order('pending', [], { _id: ID }) } });
    openReturn(`/order-success?order=${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order has been placed!' }),
    ).toBeInTheDocument();
    expect(api.calls(`GET /api/orders/${ID}/payment`)).toHaveLength(0);
  });

  test('an order the page cannot open is never confirmed: the way to the orders instead', async () => {
    mockApi({ [`GET /api/orders/${ID}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'Order not found' } } });
    openReturn(stripeReturn('succeeded'), {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an order' })).toHaveAttribute('href', '/orders/lookup');
    expect(screen.queryByText('Thank you, your order has been placed!')).not.toBeInTheDocument();
  });
});
