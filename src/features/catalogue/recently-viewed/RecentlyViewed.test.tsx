/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { catalogueAnswers, product } from '../../../test/catalogue-answers';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { RecentlyViewed } from './RecentlyViewed';

const products = [1, 2, 3, 4].map((id) => product(id, 10 * id, `Viewed product ${id}`));
const DEVICE_LIST_KEY = 'recentlyViewed';

/** The device's list, newest first, as the product pages wrote it. */
function viewedOnDevice(...ids: string[]) {
  const views = ids.map((productId, index) => ({
    productId,
    viewedAt: new Date(Date.UTC(2026, 10, 29, 12, 59 - index)).toISOString(),
  }));
  window.localStorage.setItem(DEVICE_LIST_KEY, JSON.stringify(views));
}

const row = () => screen.findByRole('region', { name: 'Recently viewed' });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

function shop(cart: string[] = [], account?: string[]) {
  return mockApi({
    'GET /api/cart': { body: { items: cart.map((productId) => ({ productId, sku: `P${productId}`, quantity: 1 })) } },
    'GET /api/recently-viewed': {
      body: { items: (account ?? []).map((productId) => ({ productId, viewedAt: '2026-11-29T12:00:00.000Z' })) },
    },
    'DELETE /api/recently-viewed': { body: { items: [] } },
    ...catalogueAnswers(products),
  });
}

beforeEach(() => window.localStorage.clear());

test('shows nothing and loads nothing while nothing was viewed', async () => {
  const api = shop();
  renderRoute(<RecentlyViewed />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  expect(api.requests.filter((request) => request.path.startsWith('/catalog/products'))).toEqual([]);
});

test("shows the device's list newest first, without the cart's products, the page's own or the catalogue's gone ones", async () => {
  viewedOnDevice('4', '2', '9', '1', '3');
  shop(['2']);
  renderRoute(<RecentlyViewed besides="3" />);
  const region = await row();
  // 2 is in the cart, 3 is the page's own product, 9 is no longer in the catalogue.
  await waitFor(() =>
    expect(titles(region)).toEqual([
      expect.stringContaining('Viewed product 4'),
      expect.stringContaining('Viewed product 1'),
    ]),
  );
  expect(within(region).getAllByRole('link')[0]).toHaveAttribute('href', '/product/4');
});

test('is hidden when everything viewed is in the cart', async () => {
  viewedOnDevice('1');
  const api = shop(['1']);
  renderRoute(<RecentlyViewed />);
  await waitFor(() => expect(api.calls('GET /api/cart')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
});

test("Clear forgets the device's list, and the row goes", async () => {
  viewedOnDevice('1', '2');
  shop();
  const { user } = renderRoute(<RecentlyViewed />);
  const region = await row();
  await user.click(within(region).getByRole('button', { name: 'Clear recently viewed products' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument());
  expect(window.localStorage.getItem(DEVICE_LIST_KEY)).toBeNull();
});

test("signed in, shows the account's list, and Clear clears it on the account", async () => {
  viewedOnDevice('4');
  const api = shop([], ['2', '1']);
  const { user } = renderRoute(<RecentlyViewed />, { signedInAs: testShopper });
  const region = await row();
  await waitFor(() => expect(titles(region)).toHaveLength(2));
  expect(titles(region)[0]).toContain('Viewed product 2');
  await user.click(within(region).getByRole('button', { name: 'Clear recently viewed products' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument());
  expect(api.calls('DELETE /api/recently-viewed')).toHaveLength(1);
});

test('speaks Arabic on an Arabic page', async () => {
  viewedOnDevice('1');
  shop();
  renderRoute(<RecentlyViewed />, { locale: 'ar', messages: arMessages });
  const region = await screen.findByRole('region', { name: 'شوهدت مؤخرًا' });
  expect(within(region).getByRole('button', { name: 'مسح المنتجات التي شوهدت مؤخرًا' })).toHaveTextContent('مسح');
});
