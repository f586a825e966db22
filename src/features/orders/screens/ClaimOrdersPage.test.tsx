/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { deferredAnswer, mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { ordersRoutes } from '../routes';
import ClaimOrdersPage from './ClaimOrdersPage';

const CLAIM = 'POST /api/orders/claims/tok-123';
const INVALID = {
  status: 400,
  body: {
    code: 'INVALID_CLAIM_LINK',
    message: 'This link is invalid, has expired, was already used, or is for another account.',
  },
};

// React's development double effects (StrictMode) must not spend the one-time link twice.
const renderClaim = (options: Parameters<typeof renderRoute>[1] = {}) =>
  renderRoute(
    <StrictMode>
      <ClaimOrdersPage />
    </StrictMode>,
    { path: '/orders/claim/:token', at: '/orders/claim/tok-123', signedInAs: testShopper, ...options },
  );

test('is signed in only (sign-in brings the shopper back), unlike the lookup', () => {
  const entry = (path: string) => ordersRoutes.find((route) => route.path === path);
  expect(entry('/orders/claim/:token')?.signedIn).toBe(true);
  expect(entry('/orders/lookup')).toBeDefined();
  expect(entry('/orders/lookup')?.signedIn).toBeUndefined();
});

test('posts the token once, shows progress, then how many orders joined, with the way to them', async () => {
  const answer = deferredAnswer();
  const api = mockApi({ [CLAIM]: answer.handler });
  renderClaim();
  expect(await screen.findByText('Adding your orders to your account...')).toBeInTheDocument();
  expect(document.title).toMatch(/^Add orders to your account/);

  answer.release({ body: { joined: 3 } });
  expect(await screen.findByRole('heading', { name: 'Your orders are in your account' })).toBeInTheDocument();
  expect(screen.getByText('3 orders were added to your account.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders');
  expect(api.calls(CLAIM)).toHaveLength(1);
  expect(api.calls(CLAIM)[0]?.headers.get('authorization')).toBe('Bearer test-token');
});

test('says one order in the singular', async () => {
  mockApi({ [CLAIM]: { body: { joined: 1 } } });
  renderClaim();
  expect(await screen.findByText('1 order was added to your account.')).toBeInTheDocument();
});

test('a spent, expired or other account\'s link says so, with the way to the orders and no "Try again"', async () => {
  const api = mockApi({ [CLAIM]: INVALID });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderClaim();
  expect(await screen.findByRole('heading', { name: 'We could not add your orders' })).toBeInTheDocument();
  expect(
    screen.getByText(/This link is invalid, has expired, was already used, or is for another account\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(api.calls(CLAIM)).toHaveLength(1);
});

test('a request that got no answer can be tried again', async () => {
  let answers = 0;
  // No answer, twice: the request and the base query's one retry.
  const api = mockApi({ [CLAIM]: () => (answers++ < 2 ? { networkDown: true } : { body: { joined: 2 } }) });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user } = renderClaim();
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('2 orders were added to your account.')).toBeInTheDocument();
  expect(api.calls(CLAIM)).toHaveLength(3);
});

test('in Arabic: the plural of the orders added, and the refused link in Arabic', async () => {
  mockApi({ [CLAIM]: { body: { joined: 2 } } });
  const { unmount } = renderClaim({ locale: 'ar', messages: arMessages });
  expect(await screen.findByText('أُضيف طلبان إلى حسابك.')).toBeInTheDocument();
  unmount();

  mockApi({ [CLAIM]: INVALID });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderClaim({ locale: 'ar', messages: arMessages });
  expect(await screen.findByText(arMessages['error.code.INVALID_CLAIM_LINK'])).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'العودة إلى الطلبات' })).toHaveAttribute('href', '/orders');
});
