/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { PAYMENT_REDIRECT_STORAGE_KEY } from '../payment-redirect';
import { order } from '../test-fixtures';
import OrderSuccessPage from './OrderSuccessPage';

beforeEach(() => window.sessionStorage.clear());

test('stores the payment redirect values, drops them from the URL and never shows the secret', async () => {
  mockApi({});
  const { router } = renderRoute(<OrderSuccessPage />, {
    path: '/order-success',
    at: '/order-success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    signedInAs: testShopper,
  });
  expect(await screen.findByRole('heading', { name: 'Thank you, your order has been placed!' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(JSON.parse(window.sessionStorage.getItem(PAYMENT_REDIRECT_STORAGE_KEY) ?? 'null')).toEqual({
    paymentIntent: 'pi_123',
    clientSecret: 'pi_123_secret_abc',
    redirectStatus: 'succeeded',
  });
  expect(document.body).not.toHaveTextContent('secret');
});

test('names the order it came from and links to it, the orders list and the shop', async () => {
  mockApi({});
  renderRoute(<OrderSuccessPage />, {
    path: '/order-success',
    at: { pathname: '/order-success', state: { orderId: '0123456789abcdef12345678' } },
    signedInAs: testShopper,
  });
  expect(await screen.findByText('#12345678')).toBeInTheDocument();
  expect(window.sessionStorage.getItem(PAYMENT_REDIRECT_STORAGE_KEY)).toBeNull();
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
