/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import { cartApi } from '../../entities/cart';
import { fakeShop } from '../../features/cart/test-support';
import { renderRoute, testShopper } from '../../test/render';
import { Header } from './Header';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const renderHeader = () => renderRoute(<Header />, { signedInAs: testShopper });
const cartLink = () => screen.getByRole('link', { name: /^Cart/ });

test('a cart that never loaded shows no count, marked, never "0"', async () => {
  const shop = fakeShop({ override: { 'GET /api/cart': { status: 503, body: { message: 'down' } } } });
  renderHeader();
  await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, item count unavailable'), { timeout: 5000 });
  expect(shop.calls('GET /api/cart').length).toBeGreaterThan(0);
  expect(screen.getByTestId('cart-count')).toHaveTextContent(/^!$/);
  expect(screen.getByTestId('cart-count-unsure')).toBeInTheDocument();
});

test('a cart that loaded and then failed to reload keeps its last count, marked as such', async () => {
  let fail = false;
  fakeShop({
    cart: [{ productId: '1', quantity: 3 }],
    override: {
      'GET /api/cart': () =>
        fail ? { status: 503, body: { message: 'down' } } : { body: { items: [{ productId: '1', quantity: 3 }] } },
    },
  });
  const { store } = renderHeader();
  await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 3 items'));
  expect(screen.queryByTestId('cart-count-unsure')).not.toBeInTheDocument();

  fail = true;
  act(() => void store.dispatch(cartApi.util.invalidateTags(['Cart'])));
  await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 3 items when last loaded'), { timeout: 5000 });
  expect(screen.getByTestId('cart-count')).toHaveTextContent(/^3!$/);
  expect(screen.getByTestId('cart-count-unsure')).toBeInTheDocument();
});
