/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { renderRoute, testShopper } from '../../test/render';
import { fakeShop } from '../../features/cart/test-support';
import { navyShirt } from '../../test/variant-products';
import CartPage from './CartPage';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('Save for later keeps the size in the cart line: that variant goes to the wish list, that line leaves', async () => {
  const shop = fakeShop({ cart: [{ productId: '33', sku: 'SF33-NAVY-L', quantity: 1 }], products: [navyShirt(33)] });
  const { user } = renderRoute(<CartPage />, { path: '/cart', signedInAs: testShopper });
  // The line shows its product once the catalogue answers (a machine under load may take seconds).
  await user.click(await screen.findByRole('button', { name: 'Save Harbour Tee for later' }, { timeout: 10_000 }));
  expect(await screen.findByText('Item moved to wishlist')).toBeInTheDocument();
  expect(shop.calls('POST /api/wishlist/add').map((call) => call.body)).toEqual([
    { productId: '33', sku: 'SF33-NAVY-L' },
  ]);
  expect(shop.calls('POST /api/cart/remove').map((call) => call.body)).toEqual([{ sku: 'SF33-NAVY-L' }]);
  expect(shop.state.wishlist.map((item) => item.sku)).toEqual(['SF33-NAVY-L']);
});

test('a guest’s Save for later asks to sign in, and the line stays in their cart', async () => {
  const shop = fakeShop({ cart: [{ productId: '33', sku: 'SF33-NAVY-L', quantity: 1 }], products: [navyShirt(33)] });
  const { user } = renderRoute(<CartPage />, { path: '/cart' });
  await user.click(await screen.findByRole('button', { name: 'Save Harbour Tee for later' }, { timeout: 10_000 }));
  expect(await screen.findByText('Please log in to add items to wishlist')).toBeInTheDocument();
  expect(shop.calls('POST /api/wishlist/add')).toHaveLength(0);
  expect(shop.calls('POST /api/cart/remove')).toHaveLength(0);
  expect(shop.state.cart).toHaveLength(1);
});
