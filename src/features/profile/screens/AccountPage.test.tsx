/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import AccountPage from './AccountPage';

jest.setTimeout(20_000);

const lists = {
  'GET /api/cart': {
    body: {
      items: [
        { productId: '1', quantity: 2 },
        { productId: '5', quantity: 1 },
      ],
    },
  },
  'GET /api/wishlist': { body: { items: [{ productId: '3', addedAt: '2024-01-01T00:00:00.000Z' }] } },
  'GET /api/orders': { body: [{ _id: 'a' }, { _id: 'b' }] },
};

function renderAccount() {
  return renderRoute(<AccountPage />, { path: '/account', signedInAs: testShopper });
}

test('greets the shopper and shows the three count tiles', async () => {
  mockApi(lists);
  renderAccount();
  expect(document.title).toMatch(/^Your Account/);
  expect(screen.getByText('Hello, Amira Hassan')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Items in Cart: 3' })).toHaveAttribute('href', '/cart');
  expect(await screen.findByRole('link', { name: 'Wishlist Items: 1' })).toHaveAttribute('href', '/wishlist');
  // The shopper's real number of orders, not the spec's fixed 0.
  expect(await screen.findByRole('link', { name: 'Total Orders: 2' })).toHaveAttribute('href', '/orders');
});

test('the two sections link to profile, orders and the wish list with its count', async () => {
  mockApi(lists);
  renderAccount();
  const account = screen.getByRole('region', { name: 'Your Account' });
  expect(within(account).getByRole('link', { name: /Your Profile/ })).toHaveAttribute('href', '/profile');
  expect(within(account).getByRole('button', { name: /Login & Security/ })).toBeInTheDocument();
  const orders = screen.getByRole('region', { name: 'Your Orders' });
  expect(within(orders).getByRole('link', { name: /Your Orders/ })).toHaveAttribute('href', '/orders');
  expect(await within(orders).findByRole('link', { name: /Your Wish List 1 item saved/ })).toHaveAttribute(
    'href',
    '/wishlist',
  );
});

test('Sign Out ends the session, goes to /Home and says so', async () => {
  mockApi(lists);
  const { user, store, storage, router } = renderAccount();
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
  expect(store.getState().auth).toEqual({ token: null, user: null });
  expect(storage.getItem('token')).toBeNull();
  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
});
