import { expect, test } from '@playwright/test';
import { untilHydrated, untilScreenHydrated } from './support/held-scripts';

/**
 * A screen whose code chunk cannot be fetched (network gone, or a redeploy removed the old hashed
 * file) shows the shop's error screen with a reload, after one automatic reload, and never React
 * Router's developer screen or a stack trace.
 */
test('a blocked screen chunk reloads once, then shows the shop’s error screen', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.ok()) loaded.add(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's navigation, not the browser's: a link clicked before the page hydrates loads /products
  // from the server, whose blocked chunk then makes the one reload (2 loads in all, as seen in CI). The
  // link's fiber alone was not enough in a fresh-clone run at load 6-8 (2 loads again): the click counts
  // as React's only once the screen has claimed the early-input queue.
  const allProducts = page.getByRole('link', { name: 'All Products' }).first();
  await untilHydrated(allProducts);
  await untilScreenHydrated(page);

  const blocked: string[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    blocked.push(route.request().url());
    return route.abort('failed');
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await allProducts.click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('This page could not be loaded. Check your connection, then reload the page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  expect(blocked.length).toBeGreaterThan(0);
  // One automatic reload for a possibly replaced chunk, not a loop.
  expect(loads).toBe(1);
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  const text = (await page.locator('body').innerText()) ?? '';
  expect(text).not.toMatch(/Unexpected Application Error|ChunkLoadError|at \S+ \(|\.js:\d+/);
});
