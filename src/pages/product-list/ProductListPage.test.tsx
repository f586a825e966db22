/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { testProduct } from '../../features/cart/test-support';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import ProductListPage from './ProductListPage';

test('a list that fails to load says so with Retry, never "No products found"; Retry loads it', async () => {
  // Spec §8 logs the failure.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let fail = true;
  mockApi({
    'GET /catalog/products': () =>
      fail ? { status: 503, body: { message: 'down' } } : { body: [testProduct(7, { title: 'Voltari Speaker' })] },
  });
  const { user } = renderRoute(<ProductListPage />, { path: '/products' });
  expect(await screen.findByText("We couldn't load the products.", {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Voltari Speaker' })).toBeInTheDocument();
  expect(screen.queryByText("We couldn't load the products.")).not.toBeInTheDocument();
});

test('product titles are headings one level under the page heading, so no heading level is skipped', async () => {
  mockApi({
    'GET /catalog/products': () => ({ body: [testProduct(7, { title: 'Voltari Speaker' })] }),
  });
  renderRoute(<ProductListPage />, { path: '/products' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Voltari Speaker' })).toBeInTheDocument();
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
});
