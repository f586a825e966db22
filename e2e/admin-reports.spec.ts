import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import ar from '../src/admin/messages/ar.json';
import { signInEnrolling } from './support/staff-sign-in';
import { authHeaders, checkoutViaApi, signUpViaApi } from './support/shopper';
import { addOwner, expect, test } from './support/worker-shop';

/**
 * The console's reports (issue 52) on the worker's own server (worker-shop.ts), where no other journey orders: an owner
 * (two-step sign-in enrolled on the way) opens the sales report of a shopper's orders, downloads the orders as CSV, and
 * reads it on a phone in Arabic.
 */
let base = '';
const PASSWORD = 'Console1pass';
const OWNER = `owner-reports-${Date.now()}@example.com`;
let api: APIRequestContext;

test.beforeAll(async ({ workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  await addOwner(workerShop, api, OWNER, PASSWORD);
  for (const quantity of [1, 2]) {
    const shopper = await signUpViaApi(api, 'Mona Saeed');
    const added = await api.post('/api/cart/add', {
      headers: authHeaders(shopper),
      data: { sku: 'SF1-MATTEBLACK', quantity },
    });
    expect(added.ok()).toBe(true);
    await checkoutViaApi(api, shopper);
  }
});
test.afterAll(async () => {
  await api?.dispose();
});

/** Signs the owner in, enrolling the authenticator app. */
async function signIn(page: Page) {
  await signInEnrolling(page, base, OWNER, PASSWORD);
}

test("an owner reads the period's sales per currency, downloads the orders as CSV, and reads it on a phone in Arabic", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Sales in [A-Z]{3} per interval$/ }).first();
  const total = table.getByRole('row').last();
  await expect(total).toContainText('Whole period');
  // Two orders this month, of 1 and 2 units.
  await expect(total.getByRole('cell').nth(0)).toHaveText('2');
  await expect(total.getByRole('cell').nth(1)).toHaveText('3');
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.screenshot({ path: 'test-results/console-reports-1366.png', fullPage: true });

  // The same session on a phone, in Arabic.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.localStorage.setItem('admin.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar['reports.title'] })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-reports-390-ar.png', fullPage: true });
  await page
    .locator('section', { hasText: ar['reports.currency'].replace('{currency}', 'EGP') })
    .screenshot({ path: 'test-results/console-reports-390-ar-egp.png' });
});
