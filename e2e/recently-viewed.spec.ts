import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { untilHydrated, untilScreenHydrated } from './support/held-scripts';
import { authHeaders, signUpViaApi } from './support/shopper';

async function titleOf(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`/catalog/products/${id}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { title: string }).title;
}

const row = (page: Page) => page.getByRole('region', { name: 'Recently viewed' });

test('products viewed signed out show on home, join the account at sign-in, and are never in the served HTML', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await signUpViaApi(request);
  const [first, second] = [await titleOf(request, 5), await titleOf(request, 9)];

  // Signed out: two product pages, then home shows both, the newest first.
  for (const id of [5, 9]) {
    await page.goto(`/product/${id}`);
    await untilScreenHydrated(page);
  }
  // The product page shows the other one, not itself.
  await expect(row(page).getByRole('link')).toHaveCount(1);
  await expect(row(page).getByRole('link').first()).toContainText(first);
  await page.goto('/');
  await expect(row(page).getByRole('link')).toHaveCount(2);
  await expect(row(page).getByRole('link').nth(0)).toContainText(second);
  await expect(row(page).getByRole('link').nth(1)).toContainText(first);

  // The server's HTML of home and of a product page holds nothing of the row.
  for (const path of ['/', '/product/5']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('<div id="root"');
    // The row's heading id: the server renders nothing of the row, and no cached page holds anything of it.
    expect(html).not.toContain('recently-viewed-title');
  }

  // Signing in: the device's list joins the account's, and the device's is cleared.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await untilHydrated(signIn);
  await signIn.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(row(page).getByRole('link')).toHaveCount(2);
  await expect(row(page).getByRole('link').nth(0)).toContainText(second);
  const account = await request.get('/api/recently-viewed', { headers: authHeaders(shopper) });
  expect(((await account.json()) as { items: { productId: string }[] }).items.map((item) => item.productId)).toEqual([
    '9',
    '5',
  ]);
  expect(await page.evaluate(() => window.localStorage.getItem('recentlyViewed'))).toBeNull();

  // Clear forgets them on the account.
  await row(page).getByRole('button', { name: 'Clear recently viewed products' }).click();
  await expect(row(page)).toHaveCount(0);
  const cleared = await request.get('/api/recently-viewed', { headers: authHeaders(shopper) });
  expect(await cleared.json()).toEqual({ items: [] });
});

test('fits a 390 px phone, right to left in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of [2, 3]) {
    await page.goto(`/product/${id}`);
    await untilScreenHydrated(page);
  }
  await page.goto('/ar');
  const arabicRow = page.getByRole('region', { name: 'شوهدت مؤخرًا' });
  await expect(arabicRow.getByRole('link')).toHaveCount(2);
  await arabicRow.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await arabicRow.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  await page.screenshot({ path: 'test-results/recently-viewed-390-ar.png' });
});
