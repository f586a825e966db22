/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { deferredAnswer } from '../../../test/mock-api';
import { renderRoute, TEST_TOKEN, testShopper } from '../../../test/render';
import { signedIn } from '../../../entities/session';
import { fakeShop, testProduct } from '../test-support';
import { ADDED_FEEDBACK_MS, AddToCartButton } from './AddToCartButton';
import { shortTitle } from './AddedToCartToast';

const longTitle = 'Fjallraven Foldsack No. 1 Backpack, Fits 15 Laptops';
const backpack = testProduct(7, { title: longTitle, image: '/catalog/images/7.svg' });
/** Whatever it shows (Add to Cart, Adding..., Added!, In Cart), its name ends with the product. */
const button = () => screen.getByRole('button', { name: (name) => name.endsWith(`, ${longTitle}`) });

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

test("signed out: adds to the visitor's own guest cart on the server, with no token (issue 34)", async () => {
  const shop = fakeShop({ products: [backpack] });
  const { user } = renderRoute(<AddToCartButton product={backpack} quantity={3} />);
  await user.click(button());
  expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
  const [add] = shop.calls('POST /api/cart/add');
  expect(add?.body).toEqual({ productId: '7', quantity: 3 });
  expect(add?.headers.get('authorization')).toBeNull();
  expect(shop.state.cart).toEqual([{ productId: '7', sku: 'P7', quantity: 3 }]);
  expect(screen.queryByText('Please log in to add items to cart')).not.toBeInTheDocument();
});

test('signing in hands the guest cart over: the server merges it into the account’s cart, once', async () => {
  const shop = fakeShop({ products: [backpack] });
  const { store } = renderRoute(<AddToCartButton product={backpack} />);
  act(() => store.dispatch(signedIn({ token: TEST_TOKEN, user: testShopper })));
  await waitFor(() => expect(shop.calls('POST /api/cart/merge')).toHaveLength(1));
  expect(shop.calls('POST /api/cart/merge')[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
});

test('a page that holds the add back (an option still open) gets no add', async () => {
  const shop = fakeShop({ products: [backpack] });
  const held = jest.fn(() => false);
  const { user } = renderRoute(<AddToCartButton product={backpack} beforeAdd={held} />);
  await user.click(button());
  expect(held).toHaveBeenCalledTimes(1);
  expect(shop.calls('POST /api/cart/add')).toHaveLength(0);
});

test("Adding... while pending, then 'Added!' for 3 seconds with the toast, then 'In Cart' on a card", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const answer = deferredAnswer();
  const shop = fakeShop({ products: [backpack] });
  const added = shop.fetch.getMockImplementation();
  const { user } = renderRoute(<AddToCartButton product={backpack} quantity={2} size="small" />, {
    signedInAs: testShopper,
  });
  // Hold the add until the test has seen 'Adding...'.
  shop.fetch.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST') await answer.handler();
    return added ? added(input, init) : new Response(null, { status: 500 });
  });
  await waitFor(() => expect(shop.calls('GET /api/cart')).toHaveLength(1));
  expect(button()).toHaveTextContent('Add to Cart');

  await user.click(button());
  await waitFor(() => expect(button()).toHaveTextContent('Adding...'));
  // Busy, not disabled (issue 48): a disabled button would drop the keyboard's focus; a press adds nothing.
  expect(button()).toHaveAttribute('aria-disabled', 'true');
  expect(button()).toBeEnabled();
  await user.click(button());
  answer.release({});

  await waitFor(() => expect(button()).toHaveTextContent('Added!'));
  expect(shop.calls('POST /api/cart/add').map((call) => call.body)).toEqual([{ productId: '7', quantity: 2 }]);
  const toast = await screen.findByText('Added to Cart!');
  expect(toast.parentElement).toHaveTextContent('Fjallraven Foldsack No. 1 Back...');
  expect(
    toast.closest('[role="alert"], .notistack-MuiContent, div')?.parentElement?.querySelector('img'),
  ).toHaveAttribute('src', '/catalog/images/7.svg');

  act(() => jest.advanceTimersByTime(ADDED_FEEDBACK_MS - 100));
  expect(button()).toHaveTextContent('Added!');
  act(() => jest.advanceTimersByTime(200));
  expect(button()).toHaveTextContent('In Cart');
});

test("a product already in the cart reads 'Already in Cart' on a full-size button; clicking adds more", async () => {
  const shop = fakeShop({ cart: [{ productId: '7', quantity: 1 }], products: [backpack] });
  const { user } = renderRoute(<AddToCartButton product={backpack} fullWidth />, { signedInAs: testShopper });
  await waitFor(() => expect(button()).toHaveTextContent('Already in Cart'));
  await user.click(button());
  await waitFor(() => expect(button()).toHaveTextContent('Added!'));
  expect(shop.state.cart).toEqual([{ productId: '7', sku: 'P7', quantity: 2 }]);
});

test("a failed add says 'Failed to add item to cart' with the request's reference, and returns to idle", async () => {
  const requestId = '8318da55-7c1e-4f0a-9d2b-4be1c0ffee00';
  fakeShop({
    products: [backpack],
    override: {
      'POST /api/cart/add': { status: 503, body: { message: 'down' }, headers: { 'X-Request-Id': requestId } },
    },
  });
  const { user } = renderRoute(<AddToCartButton product={backpack} />, { signedInAs: testShopper });
  await user.click(button());
  const toast = await screen.findByText('Failed to add item to cart');
  expect(toast.parentElement).toHaveTextContent('Reference: 8318da55');
  expect(toast.parentElement).not.toHaveTextContent(requestId);
  expect(button()).toHaveTextContent('Add to Cart');
  expect(button()).toBeEnabled();
});

test('the 99-per-line refusal shows the server reason', async () => {
  fakeShop({
    products: [backpack],
    override: {
      'POST /api/cart/add': { status: 400, body: { message: 'You can have at most 99 of an item in your cart' } },
    },
  });
  const { user } = renderRoute(<AddToCartButton product={backpack} />, { signedInAs: testShopper });
  await user.click(button());
  expect(await screen.findByText('You can have at most 99 of an item in your cart')).toBeInTheDocument();
});

test('shortTitle cuts at 30 characters', () => {
  expect(shortTitle('Short title')).toBe('Short title');
  expect(shortTitle('x'.repeat(30))).toBe('x'.repeat(30));
  expect(shortTitle('y'.repeat(31))).toBe(`${'y'.repeat(30)}...`);
});

test('its accessible name starts with what it shows, so voice control can say "Add to Cart", and follows its state', async () => {
  fakeShop({ products: [backpack] });
  const { user } = renderRoute(<AddToCartButton product={backpack} />, { signedInAs: testShopper });
  await waitFor(() => expect(button()).toHaveAccessibleName(`Add to Cart, ${longTitle}`));
  await user.click(button());
  await waitFor(() => expect(button()).toHaveAccessibleName(`Added!, ${longTitle}`));
});

test('on an Arabic page, the shortened Latin title keeps its own direction, so its "..." ends it on the right', async () => {
  fakeShop({ products: [backpack] });
  const { user } = renderRoute(<AddToCartButton product={backpack} />, {
    signedInAs: testShopper,
    locale: 'ar',
    messages: arMessages,
  });
  await user.click(await screen.findByRole('button', { name: (name) => name.endsWith(longTitle) }));
  const title = await screen.findByText(shortTitle(longTitle));
  // An isolate (dir=auto) lays the title out left to right inside the right-to-left toast; as a plain
  // span it took the page's direction and its "..." showed before "Fjallraven".
  expect(title.tagName).toBe('BDI');
  expect(title).not.toHaveAttribute('dir', 'rtl');
});

test('after Add to Cart the keyboard stays on the button: Enter, the toast, and Enter again adds again (issue 48)', async () => {
  const shop = fakeShop({ products: [backpack] });
  const { user } = renderRoute(
    <>
      <a href="#before">Before</a>
      <AddToCartButton product={backpack} />
    </>,
    { signedInAs: testShopper },
  );
  await waitFor(() => expect(shop.calls('GET /api/cart')).toHaveLength(1));
  await user.tab();
  await user.tab();
  expect(button()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
  await waitFor(() => expect(button()).toHaveTextContent('Added!'));
  expect(button()).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(shop.state.cart).toEqual([{ productId: '7', sku: 'P7', quantity: 2 }]));
  expect(button()).toHaveFocus();
});
