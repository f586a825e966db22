/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type RecordedRequest } from '../../../test/mock-api';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { renderRoute, testShopper } from '../../../test/render';
import type { Order } from '../orders-api';
import { item, order } from '../test-fixtures';
import OrdersPage from './OrdersPage';

const pending = order('pending', [item(1, 2), item(2), item(3), item(4), item(5)]);
const shipped = order('shipped', [item(6)]);
const delivered = order('delivered', [item(7, 3), item(8, 1)]);

function ordersApi(
  orders: Order[],
  addToCart: (request: RecordedRequest) => { status?: number; body?: unknown } = () => ({ body: { items: [] } }),
) {
  return mockApi({
    'GET /api/orders': { body: orders },
    'GET /api/cart': { body: { items: [] } },
    'POST /api/cart/add': addToCart,
  });
}

const renderOrders = (at = '/orders') => renderRoute(<OrdersPage />, { path: '/orders', at, signedInAs: testShopper });
const card = (o: Order) => screen.getByRole('article', { name: `Order #${o._id.slice(-8)}` });

test('lists every order with its number (last 8 of _id), status and first 3 items', async () => {
  ordersApi([pending, shipped, delivered]);
  renderOrders();
  await screen.findByRole('article', { name: `Order #${pending._id.slice(-8)}` });
  expect(screen.getAllByRole('article')).toHaveLength(3);

  const first = card(pending);
  expect(within(first).getByText(pending._id.slice(-8))).toBeInTheDocument();
  expect(within(first).getByText('Pending')).toBeInTheDocument();
  expect(within(first).getAllByRole('listitem')).toHaveLength(3);
  expect(within(first).queryByText('Item 4')).not.toBeInTheDocument();
  expect(within(first).getByText('+2 more items')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'View order details' })).toHaveAttribute(
    'href',
    `/orders/${pending._id}`,
  );
});

test('Write Review and Return Items appear only on delivered orders', async () => {
  ordersApi([pending, shipped, delivered]);
  renderOrders();
  await screen.findAllByRole('article');
  for (const notDelivered of [pending, shipped]) {
    expect(within(card(notDelivered)).queryByRole('link', { name: 'Write Review' })).not.toBeInTheDocument();
    expect(within(card(notDelivered)).queryByRole('link', { name: 'Return Items' })).not.toBeInTheDocument();
  }
  // Two items: the order's item list, each with its own Write a review.
  expect(within(card(delivered)).getByRole('link', { name: 'Write Review' })).toHaveAttribute(
    'href',
    `/orders/${delivered._id}#items`,
  );
  // It opens the order's return form.
  expect(within(card(delivered)).getByRole('link', { name: 'Return Items' })).toHaveAttribute(
    'href',
    `/orders/${delivered._id}?return=items`,
  );
});

test("Track package opens the carrier's tracking page in a new tab once the order has tracking, else the order page", async () => {
  const url = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
  const tracked = order('shipped', [item(9)], { tracking: { carrier: 'UPS', number: '1Z999AA10123456784', url } });
  ordersApi([pending, tracked]);
  renderOrders();
  await screen.findAllByRole('article');
  const carrierPage = within(card(tracked)).getByRole('link', { name: 'Track package (opens in a new tab)' });
  expect(carrierPage).toHaveAttribute('href', url);
  expect(carrierPage).toHaveAttribute('target', '_blank');
  expect(carrierPage).toHaveAttribute('rel', 'noopener noreferrer');
  const orderPage = within(card(pending)).getByRole('link', { name: 'Track package' });
  expect(orderPage).toHaveAttribute('href', `/orders/${pending._id}`);
  expect(orderPage).not.toHaveAttribute('target');
});

test('the status tabs filter the list and say "No {status} orders" when a tab is empty', async () => {
  ordersApi([pending, shipped, delivered]);
  const { user, router } = renderOrders();
  await screen.findAllByRole('article');
  const tabs = screen.getByRole('tablist', { name: 'Filter orders by status' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['All', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);

  await user.click(within(tabs).getByRole('tab', { name: 'Delivered' }));
  expect(screen.getAllByRole('article')).toEqual([card(delivered)]);
  expect(router.state.location.search).toBe('?status=delivered');

  await user.click(within(tabs).getByRole('tab', { name: 'Processing' }));
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByText('No processing orders')).toBeInTheDocument();

  await user.click(within(tabs).getByRole('tab', { name: 'Cancelled' }));
  expect(screen.getByText('No cancelled orders')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?status=cancelled');

  await user.click(within(tabs).getByRole('tab', { name: 'All' }));
  expect(screen.getAllByRole('article')).toHaveLength(3);
});

test('says "No orders yet" to a shopper without orders', async () => {
  ordersApi([]);
  renderOrders();
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
});

test('a failed load shows "Failed to load orders"', async () => {
  mockApi({ 'GET /api/orders': { status: 400, body: { message: 'nope' } } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderOrders();
  expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
});

describe('Buy Again', () => {
  test('adds every item with its quantity and reports all added', async () => {
    const api = ordersApi([delivered]);
    const { user } = renderOrders();
    await user.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Buy Again' }));
    expect(await screen.findByText('Added 2 items to cart')).toBeInTheDocument();
    expect(api.calls('POST /api/cart/add').map((request) => request.body)).toEqual([
      // Lines that name no variant are added by their product (the server takes its single variant).
      { productId: '7', quantity: 3 },
      { productId: '8', quantity: 1 },
    ]);
  });

  test('reports a partial success with the spec text', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    ordersApi([pending], (request) =>
      (request.body as { productId: string }).productId === '3'
        ? { status: 400, body: { message: 'At most 99' } }
        : { body: { items: [] } },
    );
    const { user } = renderOrders();
    await user.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Buy Again' }));
    expect(await screen.findByText('Partially added to cart (4 of 5 items added successfully)')).toBeInTheDocument();
  });

  test('reports none added', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    ordersApi([shipped], () => ({ status: 404, body: { message: 'Product not found' } }));
    const { user } = renderOrders();
    await user.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Buy Again' }));
    expect(await screen.findByText('Failed to add items to cart. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(card(shipped)).getByRole('button', { name: 'Buy Again' })).toBeEnabled());
  });
});

describe('in Arabic', () => {
  test('speaks Arabic: tabs, facts, plural of the hidden items, actions and the Buy Again toast', async () => {
    ordersApi([pending, delivered]);
    const { user } = renderRoute(<OrdersPage />, {
      path: '/orders',
      signedInAs: testShopper,
      locale: 'ar',
      messages: arMessages,
    });
    const first = await screen.findByRole('article', { name: `الطلب رقم ${pending._id.slice(-8)}` });
    expect(
      within(screen.getByRole('tablist', { name: 'تصفية الطلبات حسب الحالة' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['الكل', 'قيد الانتظار', 'قيد التجهيز', 'تم الشحن', 'تم التوصيل', 'ملغى']);
    // Two hidden items: the dual form, not "2 more items".
    expect(within(first).getByText('ومنتجان آخران')).toBeInTheDocument();
    expect(within(first).getByText('تاريخ الطلب')).toBeInTheDocument();
    expect(within(first).getByText('21 نوفمبر 2026')).toBeInTheDocument();
    const deliveredCard = screen.getByRole('article', { name: `الطلب رقم ${delivered._id.slice(-8)}` });
    await user.click(within(deliveredCard).getByRole('button', { name: 'اشترِ مرة أخرى' }));
    expect(await screen.findByText('تمت إضافة منتجين إلى العربة')).toBeInTheDocument();
  });
});

describe('guest orders prompt', () => {
  const CLAIMS = 'POST /api/orders/claims';
  // The email is isolated (<bdi>) inside the sentence: the sentence is the paragraph's whole text.
  const paragraph = (text: string | RegExp) =>
    screen.findByText((_content, element) => {
      const whole = element?.tagName === 'P' ? (element.textContent ?? '') : '';
      return typeof text === 'string' ? whole === text : text.test(whole);
    });
  const withClaims = (claims: { status?: number; body?: unknown }) =>
    mockApi({ 'GET /api/orders': { body: [delivered] }, [CLAIMS]: claims });

  test("one line under the list offers the account's guest orders; the link is asked for once, and where it went is said", async () => {
    const api = withClaims({ status: 202, body: { waiting: 2 } });
    const { user } = renderOrders();
    const prompt = await paragraph(/^Placed orders as a guest with amira@example.com\? Add them to your account$/);
    // Under the list, not above it.
    expect(screen.getByRole('region', { name: 'Orders' }).compareDocumentPosition(prompt)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(api.calls(CLAIMS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add them to your account' }));
    const sent = await paragraph('We sent a link to amira@example.com: open it to add 2 orders.');
    expect(sent).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add them to your account' })).not.toBeInTheDocument();
    expect(api.calls(CLAIMS)).toHaveLength(1);
  });

  test('is there in the empty state too, and says when no guest order uses the email', async () => {
    mockApi({ 'GET /api/orders': { body: [] }, [CLAIMS]: { status: 202, body: { waiting: 0 } } });
    const { user } = renderOrders();
    await screen.findByText('No orders yet');
    await user.click(screen.getByRole('button', { name: 'Add them to your account' }));
    expect(await screen.findByText('No guest orders use your email.')).toBeInTheDocument();
  });

  test('too many asks show the rate limit and keep the button', async () => {
    withClaims({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 45 seconds.' },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Add them to your account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 45 seconds.');
    expect(screen.getByRole('button', { name: 'Add them to your account' })).toBeEnabled();
  });

  test('in Arabic, with the plural of the orders waiting', async () => {
    withClaims({ status: 202, body: { waiting: 3 } });
    const { user } = renderRoute(<OrdersPage />, {
      path: '/orders',
      signedInAs: testShopper,
      locale: 'ar',
      messages: arMessages,
    });
    await user.click(await screen.findByRole('button', { name: 'أضفها إلى حسابك' }));
    expect(await paragraph('أرسلنا رابطًا إلى amira@example.com: افتحه لإضافة 3 طلبات.')).toBeInTheDocument();
  });
});
