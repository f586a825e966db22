import { act, screen } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router-dom';
import { expectConsoleError } from '../test/fail-on-console-error';
import { renderInEnglish } from '../test/intl';
import { MemoryStorage } from '../test/memory-storage';
import { AppRouterProvider, createMemoryAppRouter } from './router/app-router';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { isStaleChunkError, reloadOnceForNewBuild } from './stale-chunk';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "price") at ProductCard (main.js:1:2345)');
}

describe('RouteErrorScreen', () => {
  it('shows the shop’s own words and a reload, never the error text or a stack trace', async () => {
    // React and the router report the caught render error on the console; the page must not show it.
    expectConsoleError();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInEnglish(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toMatch(/Cannot read|main\.js|Unexpected Application Error/);
    warn.mockRestore();
  });
});

describe('RouteErrorBoundary', () => {
  it('clears the error screen when the shopper goes to another page under the same frame', async () => {
    expectConsoleError();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // One boundary around the screens, as the page shell has: React keeps its instance across routes.
    const router = createMemoryAppRouter(
      [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <p>The next page</p> },
          ],
        },
      ],
      ['/broken'],
    );
    renderInEnglish(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    act(() => router.navigate('/fine'));
    expect(await screen.findByText('The next page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fine');
    warn.mockRestore();
  });
});

describe('a chunk a newer build replaced', () => {
  const chunkError = Object.assign(new Error('Loading chunk 8713 failed.\n(missing: /assets/8713.js)'), {
    name: 'ChunkLoadError',
  });

  it('is told apart from other errors', () => {
    expect(isStaleChunkError(chunkError)).toBe(true);
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isStaleChunkError(new Error('price is undefined'))).toBe(false);
  });

  it('reloads the page once, not again while the reload does not help', () => {
    const storage = new MemoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForNewBuild(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnceForNewBuild(storage, 1_010_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another redeploy), it may reload again.
    expect(reloadOnceForNewBuild(storage, 1_100_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
