/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { deferredAnswer, mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import OrderLookupPage from './OrderLookupPage';

const LOOKUP = 'POST /api/orders/lookup';
const ORDER_ID = '665f1c2e9b1e8a0012a1b2c3';
const NOT_FOUND = {
  status: 404,
  body: { code: 'ORDER_LOOKUP_FAILED', message: 'We could not find a guest order with that number and email.' },
};

/** The order page, standing in: shows where the lookup led, query string included. */
function OrderPageStandIn() {
  const location = useLocation();
  return <p data-testid="order-page">{`${location.pathname}${location.search}`}</p>;
}

function renderLookup(options: Parameters<typeof renderRoute>[1] = {}) {
  return renderRoute(<OrderLookupPage />, {
    path: '/orders/lookup',
    routes: [{ path: '/orders/:id', element: <OrderPageStandIn /> }],
    ...options,
  });
}

async function fillIn(user: ReturnType<typeof renderLookup>['user'], number: string, email: string) {
  await user.type(screen.getByRole('textbox', { name: /Order number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
}

test("sends the number as the order page shows it and opens the order's page with its access key", async () => {
  const api = mockApi({ [LOOKUP]: { body: { orderId: ORDER_ID, access: 'k3y-Abc_123' } } });
  const { user, router } = renderLookup();
  expect(screen.getByRole('heading', { level: 1, name: 'Find your order' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Find your order/);

  // Copied from the mail with its '#', a space, typed partly in capitals; the email with spaces around it.
  await fillIn(user, '#1A2B 3c4d', ' Amira@Example.com ');
  await user.keyboard('{Enter}');

  expect(await screen.findByTestId('order-page')).toHaveTextContent(`/orders/${ORDER_ID}?access=k3y-Abc_123`);
  expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
  expect(new URLSearchParams(router.state.location.search).get('access')).toBe('k3y-Abc_123');
  expect(api.calls(LOOKUP).map((request) => request.body)).toEqual([
    { orderNumber: '1a2b3c4d', email: 'Amira@Example.com' },
  ]);
});

test('a wrong number or email says so under the form and keeps what was typed', async () => {
  const api = mockApi({ [LOOKUP]: NOT_FOUND });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, router } = renderLookup();
  await fillIn(user, '1A2B3C4D', 'amira@example.com');
  await user.click(screen.getByRole('button', { name: 'Find order' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Order not found');
  expect(alert).toHaveTextContent('We could not find a guest order with that number and email.');
  // Under the form: after its button in the page's order.
  expect(screen.getByRole('button', { name: 'Find order' }).compareDocumentPosition(alert)).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveValue('1A2B3C4D');
  expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('amira@example.com');
  expect(router.state.location.pathname).toBe('/orders/lookup');
  expect(api.calls(LOOKUP)).toHaveLength(1);
});

test('too many attempts show the rate limit, not "not found"', async () => {
  mockApi({
    [LOOKUP]: {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 45 seconds.' },
    },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderLookup();
  await fillIn(user, '1A2B3C4D', 'amira@example.com');
  await user.click(screen.getByRole('button', { name: 'Find order' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many attempts. Please try again in 45 seconds.');
  expect(alert).not.toHaveTextContent('Order not found');
});

test('checks both fields before anything is sent', async () => {
  const api = mockApi({});
  const { user } = renderLookup();
  const number = screen.getByRole('textbox', { name: /Order number/ });
  expect(number).toHaveAccessibleDescription('8 characters, for example 1a2b3c4d');

  await user.click(screen.getByRole('button', { name: 'Find order' }));
  expect(await screen.findByText('Order number is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();

  await user.type(number, '1A2B3C4'); // seven characters
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'amira@');
  await user.click(screen.getByRole('button', { name: 'Find order' }));
  expect(await screen.findByText('Enter the 8-character order number, for example 1a2b3c4d')).toBeInTheDocument();
  expect(number).toHaveAccessibleDescription('Enter the 8-character order number, for example 1a2b3c4d');
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

  await user.clear(number);
  await user.type(number, '1a2b3c4g'); // not hexadecimal
  expect(await screen.findByText('Enter the 8-character order number, for example 1a2b3c4d')).toBeInTheDocument();
  expect(api.calls(LOOKUP)).toHaveLength(0);
});

test('shows the pending label while the lookup runs', async () => {
  const pending = deferredAnswer();
  mockApi({ [LOOKUP]: pending.handler });
  const { user } = renderLookup();
  await fillIn(user, '1A2B3C4D', 'amira@example.com');
  await user.click(screen.getByRole('button', { name: 'Find order' }));
  expect(await screen.findByRole('button', { name: 'Finding...' })).toBeDisabled();
  pending.release({ body: { orderId: ORDER_ID, access: 'key' } });
  expect(await screen.findByTestId('order-page')).toBeInTheDocument();
});

test('a signed-out shopper is offered sign-in to all their orders; a signed-in one, their orders', async () => {
  mockApi({});
  const { unmount } = renderLookup();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?from=%2Forders');
  unmount();

  renderLookup({ signedInAs: testShopper });
  expect(screen.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

test('in Arabic: its labels, and the not-found answer in Arabic', async () => {
  mockApi({ [LOOKUP]: NOT_FOUND });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderLookup({ locale: 'ar', messages: arMessages });
  expect(screen.getByRole('heading', { level: 1, name: 'ابحث عن طلبك' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /رقم الطلب/ }), '1a2b3c4d');
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'amira@example.com');
  await user.click(screen.getByRole('button', { name: 'ابحث عن الطلب' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('لم يُعثر على الطلب')).toBeInTheDocument();
  expect(alert).toHaveTextContent(arMessages['error.code.ORDER_LOOKUP_FAILED']);
});
