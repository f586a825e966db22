/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';
import NotFoundPage from './NotFoundPage';

test('an address the shop does not have: the page says so, names the tab, and leads home', async () => {
  renderRoute(<NotFoundPage />, { path: '/no-such-page' });
  expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | Storefront');
});
