/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { fakeShop, testProduct } from '../../features/cart/test-support';
import { renderRoute, testShopper } from '../../test/render';
import { listed, navyShirt } from '../../test/variant-products';
import ProductListPage from './ProductListPage';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test("a card's Add to Cart takes a product with options to its page to choose, and adds a product without", async () => {
  const speaker = testProduct(7, { title: 'Voltari Speaker', sku: 'P7', optionCount: 0 });
  const shop = fakeShop({ products: [listed(navyShirt(33)), speaker] });
  const { user, router } = renderRoute(<ProductListPage />, { path: '/products', signedInAs: testShopper });

  await user.click(await screen.findByRole('button', { name: 'Add to Cart, Voltari Speaker' }));
  expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
  expect(shop.calls('POST /api/cart/add').map((call) => call.body)).toEqual([
    { productId: '7', sku: 'P7', quantity: 1 },
  ]);

  await user.click(screen.getByRole('button', { name: 'Add to Cart, Harbour Tee' }));
  expect(await screen.findByText('Choose options first')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/33'));
  expect(shop.calls('POST /api/cart/add')).toHaveLength(1);
});
