/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, testShopper } from '../../test/render';
import { fakeShop, testProduct } from '../../features/cart/test-support';
import { listed, navyShirt } from '../../test/variant-products';
import WishlistPage from './WishlistPage';
import { expectRetryAfterFailedLoad } from '../../test/failed-load';

const ring = testProduct(12, { title: 'Vireo Gold Ring', category: 'jewelery', price: 489.49, stock: 7 });
const catalogue = [
  ring,
  ...[13, 14, 15].map((id) =>
    testProduct(id, { title: `Necklace ${id}`, category: 'jewelery', rating: { rate: 2, count: 3 } }),
  ),
  ...[20, 21, 22, 23].map((id) =>
    testProduct(id, { title: `Gadget ${id}`, category: 'electronics', rating: { rate: 4.5, count: 9 } }),
  ),
  testProduct(30, { title: 'Poorly Rated Shirt', category: "men's clothing", rating: { rate: 3.9, count: 9 } }),
];

const renderWishlist = () => renderRoute(<WishlistPage />, { path: '/wishlist', signedInAs: testShopper });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('an empty wish list offers Start Shopping and well-rated recommendations', async () => {
  fakeShop({ products: catalogue });
  renderWishlist();
  expect(await screen.findByRole('heading', { name: 'Your wish list is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
  // The ring (4.2) and the four gadgets (4.5) are rated 4 or more; the necklaces (2) and the shirt (3.9) are not.
  await waitFor(() => expect(within(recommended).getAllByRole('article')).toHaveLength(5));
  expect(within(recommended).queryByText('Necklace 13')).not.toBeInTheDocument();
  expect(within(recommended).queryByText('Poorly Rated Shirt')).not.toBeInTheDocument();
});

test('lists saved items and recommends 6: same category first, topped up with rating >= 4, never a saved one', async () => {
  fakeShop({ wishlist: ['12'], products: catalogue });
  renderWishlist();
  const saved = await screen.findByRole('list', { name: 'Saved items' });
  expect(await within(saved).findByRole('link', { name: 'Vireo Gold Ring' })).toHaveAttribute('href', '/product/12');
  expect(within(saved).getByText('$489.49')).toBeInTheDocument();
  expect(within(saved).getByText('Added November 20, 2026')).toBeInTheDocument();

  const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
  await waitFor(() => expect(within(recommended).getAllByRole('article')).toHaveLength(6));
  const names = within(recommended)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
  expect(names).toEqual(expect.arrayContaining(['Necklace 13', 'Necklace 14', 'Necklace 15']));
  expect(names).not.toContain('Vireo Gold Ring');
  expect(names).not.toContain('Poorly Rated Shirt');
});

test('Move to Cart adds one to the cart, then takes the item off the wish list', async () => {
  const shop = fakeShop({ wishlist: ['12'], products: catalogue });
  const { user } = renderWishlist();
  await user.click(await screen.findByRole('button', { name: 'Move Vireo Gold Ring to cart' }));
  expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
  expect(shop.state.cart).toEqual([{ productId: '12', sku: 'P12', quantity: 1 }]);
  // The variant saved: a product without options has its one.
  expect(shop.calls('POST /api/cart/add').map((call) => call.body)).toEqual([
    { productId: '12', sku: 'P12', quantity: 1 },
  ]);
  expect(shop.state.wishlist).toEqual([]);
  const order = shop.requests.filter((request) => request.method === 'POST').map((request) => request.path);
  expect(order).toEqual(['/api/cart/add', '/api/wishlist/remove']);
  expect(await screen.findByRole('heading', { name: 'Your wish list is empty' })).toBeInTheDocument();
});

test('Move to Cart keeps the item saved when the cart refuses it', async () => {
  const shop = fakeShop({ wishlist: ['12'], products: catalogue, override: { 'POST /api/cart/add': { status: 503 } } });
  const { user } = renderWishlist();
  await user.click(await screen.findByRole('button', { name: 'Move Vireo Gold Ring to cart' }));
  // The 503 is tried once more after a back-off first.
  expect(await screen.findByText('Failed to add item to cart', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(shop.calls('POST /api/wishlist/remove')).toHaveLength(0);
});

test("Remove takes the item off with 'Item removed from wishlist'", async () => {
  const shop = fakeShop({ wishlist: ['12'], products: catalogue });
  const { user } = renderWishlist();
  await user.click(await screen.findByRole('button', { name: 'Remove Vireo Gold Ring from wish list' }));
  expect(await screen.findByText('Item removed from wishlist')).toBeInTheDocument();
  expect(shop.state.wishlist).toEqual([]);
});

test("a failed load says 'Failed to load wishlist' and that it could not load, never that the list is empty; Retry loads it", async () => {
  let fail = true;
  const saved = { items: [{ productId: '12', sku: 'P12', addedAt: '2026-11-20T09:00:00.000Z' }] };
  fakeShop({
    products: catalogue,
    override: { 'GET /api/wishlist': () => (fail ? { status: 503, body: { message: 'down' } } : { body: saved }) },
  });
  const { user } = renderWishlist();
  expect(await screen.findByText('Failed to load wishlist')).toBeInTheDocument();
  await expectRetryAfterFailedLoad(user, {
    failure: "We couldn't load your wish list. Your saved items are safe.",
    emptyHeading: 'Your wish list is empty',
    recover: () => (fail = false),
    loaded: 'Vireo Gold Ring',
  });
});

test('each saved size is its own line, labelled under the title; a sold-out one says so and cannot move to the cart', async () => {
  const shirt = navyShirt(33);
  const shop = fakeShop({
    wishlist: [
      { productId: '33', sku: 'SF33-NAVY-M' },
      { productId: '33', sku: 'SF33-NAVY-L' },
    ],
    products: [shirt, ring],
  });
  const { user } = renderWishlist();
  const saved = await screen.findByRole('list', { name: 'Saved items' });
  const medium = await within(saved).findByRole('listitem', { name: 'Harbour Tee — Navy / M' });
  const large = within(saved).getByRole('listitem', { name: 'Harbour Tee — Navy / L' });
  expect(within(medium).getByText('Navy / M')).toBeInTheDocument();
  expect(within(large).getByText('$22.00')).toBeInTheDocument();
  // The title links to the product page with the variant chosen.
  expect(within(large).getByRole('link', { name: 'Harbour Tee' })).toHaveAttribute(
    'href',
    '/product/33?colour=navy&size=L',
  );
  expect(within(medium).getByText('Out of stock')).toBeInTheDocument();
  expect(within(medium).getByRole('button', { name: 'Move Harbour Tee — Navy / M to cart' })).toBeDisabled();
  expect(within(large).queryByText('Out of stock')).not.toBeInTheDocument();

  await user.click(within(large).getByRole('button', { name: 'Move Harbour Tee — Navy / L to cart' }));
  expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
  expect(shop.calls('POST /api/cart/add').map((call) => call.body)).toEqual([
    { productId: '33', sku: 'SF33-NAVY-L', quantity: 1 },
  ]);
  expect(shop.calls('POST /api/wishlist/remove').map((call) => call.body)).toEqual([
    { productId: '33', sku: 'SF33-NAVY-L' },
  ]);
  expect(shop.state.wishlist.map((item) => item.sku)).toEqual(['SF33-NAVY-M']);
});

test('a suggestion with options goes to its page to choose; one without adds its only variant', async () => {
  const shirt = { ...listed(navyShirt(40)), rating: { rate: 4.8, count: 20 } };
  const lamp = testProduct(41, { title: 'Desk Lamp', rating: { rate: 4.7, count: 9 }, sku: 'LAMP-1', optionCount: 0 });
  const shop = fakeShop({ products: [shirt, lamp] });
  const { user, router } = renderWishlist();
  const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
  await within(recommended).findByRole('article', { name: 'Desk Lamp' });

  await user.click(within(recommended).getByRole('button', { name: 'Add to Cart, Desk Lamp' }));
  expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
  expect(shop.calls('POST /api/cart/add').map((call) => call.body)).toEqual([
    { productId: '41', sku: 'LAMP-1', quantity: 1 },
  ]);

  await user.click(within(recommended).getByRole('button', { name: 'Add to Cart, Harbour Tee' }));
  expect(await screen.findByText('Choose options first')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/40'));
  expect(shop.calls('POST /api/cart/add')).toHaveLength(1);
});
