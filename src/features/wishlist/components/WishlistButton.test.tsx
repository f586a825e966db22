/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { deferredAnswer } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { fakeShop, testProduct } from '../../cart/test-support';
import { navyShirt } from '../../../test/variant-products';
import { WishlistButton } from './WishlistButton';

const ring = testProduct(12, { title: 'Vireo Gold Ring', category: 'jewelery' });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('signed out: the heart asks to log in and sends nothing', async () => {
  const shop = fakeShop();
  const { user } = renderRoute(<WishlistButton product={ring} />);
  await user.click(screen.getByRole('button', { name: 'Add Vireo Gold Ring to wishlist' }));
  expect(await screen.findByText('Please log in to add items to wishlist')).toBeInTheDocument();
  // Nothing to the shop's API: the page's own reads (its delivery terms, for the currency it charges in) aside.
  expect(shop.requests.filter((request) => request.path.startsWith('/api/'))).toEqual([]);
});

test("the heart saves ('Added to Wishlist!'), fills, and un-saves ('Item removed from wishlist')", async () => {
  const shop = fakeShop();
  const { user } = renderRoute(<WishlistButton product={ring} />, { signedInAs: testShopper });
  const add = await screen.findByRole('button', { name: 'Add Vireo Gold Ring to wishlist' });
  expect(add).toHaveAttribute('aria-pressed', 'false');
  await user.click(add);
  expect(await screen.findByText('Added to Wishlist!')).toBeInTheDocument();
  expect(shop.calls('POST /api/wishlist/add')[0]?.body).toEqual({ productId: '12' });

  const remove = await screen.findByRole('button', { name: 'Remove Vireo Gold Ring from wishlist' });
  expect(remove).toHaveAttribute('aria-pressed', 'true');
  await user.click(remove);
  expect(await screen.findByText('Item removed from wishlist')).toBeInTheDocument();
  expect(shop.state.wishlist).toEqual([]);
});

test("the detail-page button reads 'Add to Wish List' / 'Remove from Wish List'", async () => {
  fakeShop({ wishlist: ['12'] });
  const { user } = renderRoute(<WishlistButton product={ring} variant="button" />, { signedInAs: testShopper });
  await user.click(await screen.findByRole('button', { name: 'Remove from Wish List' }));
  expect(await screen.findByRole('button', { name: 'Add to Wish List' })).toBeInTheDocument();
});

test("a product saved elsewhere (409 'Item already in wishlist') says 'Item already in your wishlist'", async () => {
  fakeShop({
    override: {
      'POST /api/wishlist/add': {
        status: 409,
        body: { code: 'ITEM_ALREADY_IN_WISHLIST', message: 'Item already in wishlist' },
      },
    },
  });
  const { user } = renderRoute(<WishlistButton product={ring} />, { signedInAs: testShopper });
  await user.click(await screen.findByRole('button', { name: 'Add Vireo Gold Ring to wishlist' }));
  expect(await screen.findByText('Item already in your wishlist')).toBeInTheDocument();
});

test("any other failure says 'Failed to add item to wishlist'", async () => {
  fakeShop({ override: { 'POST /api/wishlist/add': { status: 404, body: { message: 'Product not found' } } } });
  const { user } = renderRoute(<WishlistButton product={ring} />, { signedInAs: testShopper });
  await user.click(await screen.findByRole('button', { name: 'Add Vireo Gold Ring to wishlist' }));
  expect(await screen.findByText('Failed to add item to wishlist')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Vireo Gold Ring to wishlist' })).toBeEnabled());
});

test('given a variant, the button saves and un-saves that one; the heart of a card stands for the whole product', async () => {
  const shirt = navyShirt(33);
  const shop = fakeShop({ wishlist: [{ productId: '33', sku: 'SF33-NAVY-M' }], products: [shirt] });
  const { user } = renderRoute(
    <>
      <WishlistButton product={shirt} sku="SF33-NAVY-L" variant="button" />
      <WishlistButton product={shirt} />
    </>,
    { signedInAs: testShopper },
  );
  // Navy M is saved: the card's heart is filled, the L button is not.
  expect(await screen.findByRole('button', { name: 'Remove Harbour Tee from wishlist' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to Wish List' }));
  expect(await screen.findByText('Added to Wishlist!')).toBeInTheDocument();
  expect(shop.calls('POST /api/wishlist/add').map((call) => call.body)).toEqual([
    { productId: '33', sku: 'SF33-NAVY-L' },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Remove from Wish List' }));
  await waitFor(() => expect(shop.state.wishlist.map((item) => item.sku)).toEqual(['SF33-NAVY-M']));
  expect(shop.calls('POST /api/wishlist/remove').map((call) => call.body)).toEqual([
    { productId: '33', sku: 'SF33-NAVY-L' },
  ]);

  // The heart un-saves every saved variant of the product.
  await user.click(screen.getByRole('button', { name: 'Remove Harbour Tee from wishlist' }));
  await waitFor(() => expect(shop.state.wishlist).toEqual([]));
  expect(shop.calls('POST /api/wishlist/remove').at(-1)?.body).toEqual({ productId: '33' });
});

test('a save made while the page still reads the wish list stays saved when that older read lands', async () => {
  // The page's first read of the list, answered by the server before the save: held back until after it.
  const firstRead = deferredAnswer();
  let reads = 0;
  const shop: ReturnType<typeof fakeShop> = fakeShop({
    override: {
      'GET /api/wishlist': () => {
        reads += 1;
        return reads === 1 ? firstRead.handler() : { body: { items: shop.state.wishlist } };
      },
    },
  });
  const { user } = renderRoute(<WishlistButton product={ring} variant="button" />, { signedInAs: testShopper });
  await user.click(await screen.findByRole('button', { name: 'Add to Wish List' }));
  expect(await screen.findByText('Added to Wishlist!')).toBeInTheDocument();
  firstRead.release({ body: { items: [] } });
  // The list is read again after the stale answer, so the button ends as the server has it: saved.
  await waitFor(() => expect(reads).toBe(2));
  expect(await screen.findByRole('button', { name: 'Remove from Wish List' })).toBeInTheDocument();
});
