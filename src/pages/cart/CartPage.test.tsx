/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { signedOut } from '../../entities/session';
import arMessages from '../../universal/i18n/messages/ar.json';
import { expectRetryAfterFailedLoad } from '../../test/failed-load';
import { renderRoute, testShopper } from '../../test/render';
import { fakeShop, testProduct } from '../../features/cart/test-support';
import CartPage from './CartPage';
import type { ShipToStart } from '../../universal/ship-to';

const headphones = testProduct(1, { title: 'Nordvik Aria Headphones', price: 129.99 });
const keyboard = testProduct(2, { title: 'Quillon Keyboard', price: 89.49 });

/** A cart of the headphones (`headphonesUnits` of them) and one keyboard. */
const headphonesAndKeyboard = (headphonesUnits = 1) =>
  fakeShop({
    cart: [
      { productId: '1', quantity: headphonesUnits },
      { productId: '2', quantity: 1 },
    ],
    products: [headphones, keyboard],
  });

/** The spec's shopper is in the United States (8 % added, standard free); `shipTo` moves them. */
const renderCart = (shipTo: ShipToStart = { country: 'US', picked: true }) =>
  renderRoute(<CartPage />, { path: '/cart', signedInAs: testShopper, shipTo });
const summary = () => screen.getByRole('list', { name: 'Order summary' });
const summaryRow = (label: RegExp | string) =>
  within(summary())
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(label) !== null);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('a cart that fails to load says so with Retry, never "Your cart is empty"; Retry loads it', async () => {
  let fail = true;
  fakeShop({
    products: [headphones],
    override: {
      'GET /api/cart': () =>
        fail
          ? { status: 503, body: { message: 'down' } }
          : { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }] } },
    },
  });
  const { user } = renderCart();
  await expectRetryAfterFailedLoad(user, {
    failure: "We couldn't load your cart. Your items are safe.",
    emptyHeading: 'Your cart is empty',
    recover: () => (fail = false),
    loaded: 'Nordvik Aria Headphones',
  });
});

test('on an Arabic page, a failed load says so in Arabic, in the toast as on the page', async () => {
  fakeShop({ override: { 'GET /api/cart': { status: 503, body: { message: 'down' } } } });
  renderRoute(<CartPage />, { path: '/cart', signedInAs: testShopper, locale: 'ar', messages: arMessages });
  expect(await screen.findByText('تعذّر تحميل العربة')).toBeInTheDocument();
  expect(screen.getByText('تعذّر تحميل عربتك. منتجاتك محفوظة.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to load cart')).not.toBeInTheDocument();
});

test('the same failure three times in a row is one toast, not three stacked', async () => {
  const shop = fakeShop({ override: { 'GET /api/cart': { status: 503, body: { message: 'down' } } } });
  const { user } = renderCart();
  for (const loads of [2, 3]) {
    await user.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    await waitFor(() => expect(shop.calls('GET /api/cart')).toHaveLength(loads * 2), { timeout: 5000 });
  }
  await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
  // Three failed loads (each tried twice), each with its own reference: the toast says it once.
  expect(await screen.findAllByText('Failed to load cart')).toHaveLength(1);
});

test('an empty cart shows Start Shopping, leading to the products', async () => {
  fakeShop();
  renderCart();
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  expect(screen.queryByRole('button', { name: 'Proceed to Buy' })).not.toBeInTheDocument();
  expect(document.title).toMatch(/^Shopping Cart/);
});

test('lists each line with its product and sums subtotal, 8% tax, free shipping and total', async () => {
  headphonesAndKeyboard(2);
  renderCart();
  const list = await screen.findByRole('list', { name: 'Items in your cart' });
  await within(list).findByRole('link', { name: 'Nordvik Aria Headphones' });
  expect(within(list).getByRole('link', { name: 'Nordvik Aria Headphones' })).toHaveAttribute('href', '/product/1');
  expect(within(list).getByText('$259.98')).toBeInTheDocument();
  expect(within(list).getByText('$129.99 each')).toBeInTheDocument();

  // 259.98 + 89.49 = 349.47; tax 27.9576 -> 27.96; total 377.43
  expect(summaryRow('Subtotal (3 items)')).toHaveTextContent('$349.47');
  expect(summaryRow('Tax (8%)')).toHaveTextContent('$27.96');
  expect(summaryRow('Shipping')).toHaveTextContent('FREE');
  expect(summaryRow('Total')).toHaveTextContent('$377.43');
});

test('a product the catalogue cannot load falls back to "Product {id}" at $0', async () => {
  fakeShop({ cart: [{ productId: '404', quantity: 1 }] });
  renderCart();
  expect(await screen.findByRole('link', { name: 'Product 404' })).toBeInTheDocument();
  await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('$0.00'));
});

test("loads every line's product in one catalogue request; one the catalogue no longer holds falls back", async () => {
  const shop = fakeShop({
    cart: [
      { productId: '2', quantity: 1 },
      { productId: '404', quantity: 1 },
      { productId: '1', quantity: 1 },
    ],
    products: [headphones, keyboard],
  });
  renderCart();
  const list = await screen.findByRole('list', { name: 'Items in your cart' });
  expect(await within(list).findByRole('link', { name: 'Quillon Keyboard' })).toBeInTheDocument();
  expect(await within(list).findByRole('link', { name: 'Product 404' })).toBeInTheDocument();
  // The products' own reads: "Customers also bought" is a read of another kind.
  const productReads = shop.requests.filter(
    (request) => request.path.startsWith('/catalog/products/') && !request.path.endsWith('/also-bought'),
  );
  // Only the product the batch did not answer is asked on its own (and its 404 gives the fallback).
  expect(productReads.map((request) => `${request.path}?${request.query}`)).toEqual([
    '/catalog/products/by-id?ids=1%2C2%2C404',
    '/catalog/products/404?',
  ]);
});

test('shows what customers also bought with the line put in the cart first', async () => {
  const shop = fakeShop({
    cart: [
      { productId: '2', quantity: 1 },
      { productId: '1', quantity: 1 },
    ],
    products: [headphones, keyboard],
    override: {
      'GET /catalog/products/2/also-bought': {
        body: [testProduct(7, { title: 'Wrist rest' }), testProduct(8, { title: 'Desk mat' }), headphones],
      },
    },
  });
  renderCart();
  const row = await screen.findByRole('region', { name: 'Customers also bought' });
  expect(await within(row).findByRole('link', { name: /Wrist rest/ })).toHaveAttribute('href', '/product/7');
  expect(within(row).getAllByRole('link')).toHaveLength(3);
  expect(shop.calls('GET /catalog/products/1/also-bought')).toHaveLength(0);
});

test('decrement is disabled at 1; the + and − buttons set the quantity in one call', async () => {
  const shop = fakeShop({ cart: [{ productId: '2', quantity: 1 }], products: [keyboard] });
  const { user } = renderCart();
  const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Quillon Keyboard' });
  expect(decrease).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Increase quantity of Quillon Keyboard' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('group', { name: 'Quantity of Quillon Keyboard' })).getByText('2'),
    ).toBeInTheDocument(),
  );
  expect(shop.calls('POST /api/cart/set-quantity').map((call) => call.body)).toEqual([{ sku: 'P2', quantity: 2 }]);
  expect(shop.calls('POST /api/cart/remove')).toHaveLength(0);
  await waitFor(() => expect(decrease).toBeEnabled());

  await user.click(decrease);
  await waitFor(() => expect(decrease).toBeDisabled());
  expect(shop.calls('POST /api/cart/set-quantity').at(-1)?.body).toEqual({ sku: 'P2', quantity: 1 });
});

test('promo codes: case-sensitive, SAVE10 takes 10%, SAVE5 takes $5, tax on the discounted subtotal, removable', async () => {
  const shop = fakeShop({ cart: [{ productId: '1', quantity: 1 }], products: [testProduct(1, { price: 100 })] });
  const { user } = renderCart();
  const code = await screen.findByRole('textbox', { name: 'Promo code' });
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await user.type(code, 'save10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
  expect(summaryRow(/^Discount/)).toBeUndefined();
  // The refused code marks the field; typing re-checks it, and a known code clears the mark.
  expect(code).toHaveAttribute('aria-invalid', 'true');

  await user.clear(code);
  await user.type(code, 'SAVE10');
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'false'));
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('10% discount applied!')).toBeInTheDocument();
  // The success answers the refusal: the red toast leaves with it rather than staying its 4 s beside it.
  await waitFor(() => expect(screen.queryByText('Invalid promo code')).not.toBeInTheDocument());
  // Kept on the server's cart, where checkout applies it; its minimum is checked in the currency charged.
  expect(shop.state.promoCode).toBe('SAVE10');
  expect(shop.calls('PUT /api/cart/promo').at(-1)?.body).toEqual({ code: 'SAVE10', currency: 'USD' });
  // The toast can come before the refetched cart: the summary follows once the cart arrives.
  await waitFor(() => expect(summaryRow('Discount (SAVE10)')).toHaveTextContent('-$10.00'));
  expect(summaryRow('Tax (8%)')).toHaveTextContent('$7.20');
  expect(summaryRow('Total')).toHaveTextContent('$97.20');

  await user.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));
  expect(await screen.findByText('Discount removed')).toBeInTheDocument();
  expect(shop.state.promoCode).toBeUndefined();
  await waitFor(() => expect(summaryRow(/^Discount/)).toBeUndefined());
  expect(summaryRow('Total')).toHaveTextContent('$108.00');

  await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE5{Enter}');
  expect(await screen.findByText('$5 discount applied!')).toBeInTheDocument();
  await waitFor(() => expect(summaryRow('Discount (SAVE5)')).toHaveTextContent('-$5.00'));
  expect(summaryRow('Tax (8%)')).toHaveTextContent('$7.60');
  expect(summaryRow('Total')).toHaveTextContent('$102.60');
});

test("the server's code survives a reload: a fresh visit shows it applied, with its discount", async () => {
  fakeShop({
    cart: [{ productId: '1', quantity: 1 }],
    promoCode: 'SAVE10',
    products: [testProduct(1, { price: 100 })],
  });
  renderCart();
  expect(await screen.findByText(/applied/)).toHaveTextContent('SAVE10');
  await waitFor(() => expect(summaryRow('Discount (SAVE10)')).toHaveTextContent('-$10.00'));
  expect(summaryRow('Total')).toHaveTextContent('$97.20');
});

test('a promo code the server could not save says so and applies nothing', async () => {
  fakeShop({
    cart: [{ productId: '1', quantity: 1 }],
    products: [testProduct(1, { price: 100 })],
    override: { 'PUT /api/cart/promo': { status: 503, body: { message: 'Service unavailable' } } },
  });
  const { user } = renderCart();
  await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'SAVE10{Enter}');
  expect(await screen.findByText('Could not save the promo code. Please try again.')).toBeInTheDocument();
  expect(summaryRow(/^Discount/)).toBeUndefined();
});

test("Remove takes the line out with 'Item removed from cart'; a failure says 'Failed to remove item'", async () => {
  headphonesAndKeyboard();
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: 'Remove Nordvik Aria Headphones from cart' }));
  expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Nordvik Aria Headphones' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Quillon Keyboard' })).toBeInTheDocument();
});

test.each([
  {
    name: "a failed quantity change says 'Failed to update quantity'",
    product: keyboard,
    refused: ['POST /api/cart/set-quantity', { status: 404, body: { message: 'Product not found' } }],
    button: 'Increase quantity of Quillon Keyboard',
    says: 'Failed to update quantity',
  },
  {
    name: "a failed remove says 'Failed to remove item' and keeps the line",
    product: headphones,
    refused: ['POST /api/cart/remove', { status: 400, body: { message: 'Product id must be a string of digits' } }],
    button: 'Remove Nordvik Aria Headphones from cart',
    says: 'Product id must be a string of digits',
  },
] as const)('$name', async ({ product, refused: [route, answer], button, says }) => {
  fakeShop({
    cart: [{ productId: String(product.id), quantity: 1 }],
    products: [product],
    override: { [route]: answer },
  });
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: button }));
  expect(await screen.findByText(says)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: product.title })).toBeInTheDocument();
});

test("Save for later adds to the wish list, then removes from the cart: 'Item moved to wishlist'", async () => {
  const shop = fakeShop({ cart: [{ productId: '1', quantity: 1 }], products: [headphones] });
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: 'Save Nordvik Aria Headphones for later' }));
  expect(await screen.findByText('Item moved to wishlist')).toBeInTheDocument();
  expect(shop.state.wishlist.map((item) => item.productId)).toEqual(['1']);
  expect(shop.state.cart).toEqual([]);
  const order = shop.requests
    .map((request) => `${request.method} ${request.path}`)
    .filter((key) => key.startsWith('POST'));
  expect(order).toEqual(['POST /api/wishlist/add', 'POST /api/cart/remove']);
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
});

test('Save for later keeps the line when the wish list refuses it', async () => {
  const shop = fakeShop({
    cart: [{ productId: '1', quantity: 1 }],
    products: [headphones],
    override: { 'POST /api/wishlist/add': { status: 503, body: { message: 'down' } } },
  });
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: 'Save Nordvik Aria Headphones for later' }));
  expect(await screen.findByText('Failed to add item to wishlist')).toBeInTheDocument();
  expect(shop.calls('POST /api/cart/remove')).toHaveLength(0);
  expect(shop.state.cart).toHaveLength(1);
});

test("Clear cart asks first, then empties the cart: 'Cart cleared successfully'", async () => {
  const shop = fakeShop({ cart: [{ productId: '1', quantity: 3 }], products: [headphones] });
  const { user } = renderCart();
  await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
  const dialog = screen.getByRole('dialog', { name: 'Clear your cart?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(shop.calls('DELETE /api/cart/clear')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  const confirm = await screen.findByRole('dialog', { name: 'Clear your cart?' });
  await user.click(within(confirm).getByRole('button', { name: 'Clear cart' }));
  expect(await screen.findByText('Cart cleared successfully')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
});

test("a failed load says 'Failed to load cart' once, and the page says it could not load", async () => {
  fakeShop({ override: { 'GET /api/cart': { status: 400, body: { message: 'nope' } } } });
  renderCart();
  expect(await screen.findByText('Failed to load cart')).toBeInTheDocument();
  expect(await screen.findByText("We couldn't load your cart. Your items are safe.")).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).not.toBeInTheDocument();
  expect(screen.getAllByText('Failed to load cart')).toHaveLength(1);
});

test('Proceed to Buy goes to /checkout when signed in', async () => {
  fakeShop({ cart: [{ productId: '1', quantity: 1 }], products: [headphones] });
  const { user, router } = renderCart();
  await user.click(await screen.findByRole('button', { name: 'Proceed to Buy' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
});

test('signing out empties the cart on screen at once (spec §4): the visitor sees their own guest cart', async () => {
  const account = { body: { items: [{ productId: '1', sku: 'P1', quantity: 1 }], version: 1 } };
  const guest = { body: { items: [], version: 0 } };
  fakeShop({
    products: [headphones],
    // As the server: with the session, the account's cart; without it, the visitor's (empty) guest cart.
    override: { 'GET /api/cart': (request) => (request.headers.get('authorization') ? account : guest) },
  });
  const { store } = renderCart();
  await screen.findByRole('button', { name: 'Proceed to Buy' });
  act(() => {
    store.dispatch(signedOut());
  });
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
});

/** A T-shirt sold in two sizes: M with 3 on hand, L with 40. */
const tee = testProduct(33, {
  title: 'Harbor Tee',
  price: 20,
  sku: 'TEE-M',
  stock: 43,
  options: [
    {
      key: 'size',
      name: 'Size',
      values: [
        { value: 'M', label: 'M' },
        { value: 'L', label: 'L' },
      ],
    },
  ],
  variants: [
    { sku: 'TEE-M', options: { size: 'M' }, price: 20, stock: 3, images: [] },
    { sku: 'TEE-L', options: { size: 'L' }, price: 24, stock: 40, images: [] },
  ],
});

test('each size is a line of its own, at its own price, with its stock; the picker stops at what is on hand and says why', async () => {
  const shop = fakeShop({
    cart: [
      { productId: '33', sku: 'TEE-M', quantity: 3 },
      { productId: '33', sku: 'TEE-L', quantity: 1 },
    ],
    products: [tee],
  });
  const { user } = renderCart();
  const list = await screen.findByRole('list', { name: 'Items in your cart' });
  const [medium, large] = await within(list).findAllByRole('listitem');
  if (!medium || !large) throw new Error('two lines expected');
  await within(medium).findByText('M');
  expect(within(medium).getByText('Only 3 left in stock')).toBeInTheDocument();
  expect(within(medium).getByText('$60.00')).toBeInTheDocument();
  expect(within(large).getByText('L')).toBeInTheDocument();
  expect(within(large).getByText('In Stock')).toBeInTheDocument();
  expect(within(large).getByText('$24.00')).toBeInTheDocument();
  const more = within(medium).getByRole('button', { name: 'Increase quantity of Harbor Tee' });
  expect(more).toBeDisabled();
  expect(more).toHaveAccessibleDescription('Only 3 available');
  await user.click(within(large).getByRole('button', { name: 'Increase quantity of Harbor Tee' }));
  await waitFor(() =>
    expect(shop.calls('POST /api/cart/set-quantity').map((call) => call.body)).toEqual([{ sku: 'TEE-L', quantity: 2 }]),
  );
});

test('the lines the cart fitted to the stock on hand are said once by the server, and shown with the product', async () => {
  let reads = 0;
  const items = [{ productId: '33', sku: 'TEE-M', quantity: 2 }];
  fakeShop({
    products: [tee, headphones],
    override: {
      // The first read fitted the cart (the server says so once); later reads find nothing to change.
      'GET /api/cart': () => {
        reads += 1;
        const adjustments = [
          { sku: 'TEE-M', productId: '33', from: 5, to: 2 },
          { sku: 'P1', productId: '1', from: 1, to: 0 },
        ];
        return { body: reads === 1 ? { items, version: 4, adjustments } : { items, version: 4 } };
      },
    },
  });
  renderCart();
  const banner = (await screen.findByText('We updated your cart to what is in stock')).closest('[role="alert"]');
  if (!(banner instanceof HTMLElement)) throw new Error('no banner');
  await within(banner).findByText('Only 2 left — we changed your quantity', { exact: false });
  expect(banner).toHaveTextContent('Harbor Tee (M): Only 2 left — we changed your quantity');
  await waitFor(() => expect(banner).toHaveTextContent('Nordvik Aria Headphones: No longer available'));
});

describe('free delivery, said only where the summary charges none (issue 48)', () => {
  // The test shop's Egypt: standard $2.99, free from $50 of goods after the code's discount.
  const EGYPT: ShipToStart = { country: 'EG', picked: true };
  const items = () => screen.findByRole('list', { name: 'Items in your cart' });

  test('under the threshold no line says "Eligible for FREE Shipping"; the summary says what is missing', async () => {
    fakeShop({ cart: [{ productId: '1', quantity: 2 }], products: [testProduct(1, { price: 20 })] });
    renderCart(EGYPT);
    await within(await items()).findByText('$40.00');
    await waitFor(() => expect(summaryRow('Shipping')).toHaveTextContent('$2.99'));
    expect(screen.queryByText('Eligible for FREE Shipping')).not.toBeInTheDocument();
    expect(screen.getByText('Add $10.00 more for free delivery')).toBeInTheDocument();
  });

  test('past the threshold every line says it and the summary charges nothing; a code can take it back', async () => {
    const shop = fakeShop({ cart: [{ productId: '1', quantity: 1 }], products: [testProduct(1, { price: 55 })] });
    const { user } = renderCart(EGYPT);
    await waitFor(() => expect(summaryRow('Shipping')).toHaveTextContent('FREE'));
    expect(within(await items()).getByText('Eligible for FREE Shipping')).toBeInTheDocument();
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();

    // 10 % off $55 leaves $49.50 of goods: delivery is charged again, and the words follow.
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE10{Enter}');
    await waitFor(() => expect(summaryRow('Shipping')).toHaveTextContent('$2.99'));
    expect(shop.state.promoCode).toBe('SAVE10');
    expect(screen.queryByText('Eligible for FREE Shipping')).not.toBeInTheDocument();
    expect(screen.getByText('Add $0.50 more for free delivery')).toBeInTheDocument();
  });

  test("the spec's United States, where standard delivery is always free, says it on every line and nothing more", async () => {
    fakeShop({
      cart: [
        { productId: '1', quantity: 1 },
        { productId: '2', quantity: 1 },
      ],
      products: [testProduct(1, { price: 5 }), testProduct(2, { price: 6 })],
    });
    renderCart();
    await waitFor(() => expect(summaryRow('Shipping')).toHaveTextContent('FREE'));
    expect(within(await items()).getAllByText('Eligible for FREE Shipping')).toHaveLength(2);
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  test('on an Arabic page the missing amount is said in Arabic, in the cart’s own money format', async () => {
    fakeShop({ cart: [{ productId: '1', quantity: 1 }], products: [testProduct(1, { price: 20 })] });
    renderRoute(<CartPage />, {
      path: '/cart',
      signedInAs: testShopper,
      shipTo: EGYPT,
      locale: 'ar',
      messages: arMessages,
    });
    // $30 short of $50, in the money format of the summary's own rows (its digits and currency sign).
    await waitFor(() => expect(screen.getByText(/للحصول على توصيل مجاني/)).toHaveTextContent(/^أضف .*30\.00.* إضافية/));
    const shippingRow = within(screen.getByRole('list', { name: arMessages['cart.summary.label'] }))
      .getAllByRole('listitem')
      .find((row) => within(row).queryByText(arMessages['cart.summary.shipping']) !== null);
    const sign = (text: string | null | undefined) => text?.replace(/[\d.,\s\u200e\u200f\u2066-\u2069]/g, '');
    expect(sign(shippingRow?.lastElementChild?.textContent)).toBe('US$');
    expect(sign(screen.getByText(/للحصول على توصيل مجاني/).textContent)).toContain('US$');
  });
});
