/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { order } from '../test-fixtures';
import OrderSuccessPage from './OrderSuccessPage';

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
