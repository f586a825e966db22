import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import ar from '../src/admin/messages/ar.json';
import { ownServer } from './support/own-server';
import { authHeaders, openSignedIn, signUpViaApi, type Shopper } from './support/shopper';

/**
 * The console's delivery terms (issue 52) on a server of its own: an owner (two-step sign-in enrolled on the
 * way) makes standard delivery in the United States cost $6.50 and never free, and a shopper's cart, open in
 * another browser, shows it at the next load; then the screen on a phone in Arabic.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1260;
const server = ownServer({ port: PORT, dataDir: `.tmp/e2e-delivery-terms-data-${PORT}` });
const base = server.baseUrl;
const PASSWORD = 'Console1pass';
const OWNER = `owner-terms-${Date.now()}@example.com`;
let api: APIRequestContext;
let shopper: Shopper;

test.beforeAll(async () => {
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: base });
  const printed = await server.operator('staff', ['add', OWNER, '--role', 'owner', '--name', 'Salma Nabil']);
  const token = /\/admin\/set-password\/([\w-]+)/.exec(printed)?.[1] ?? '';
  expect((await api.put(`/api/admin/auth/password/${token}`, { data: { password: PASSWORD } })).ok()).toBe(true);
  shopper = await signUpViaApi(api, 'Mona Saeed');
  const added = await api.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { sku: 'SF1-MATTEBLACK', quantity: 1 },
  });
  expect(added.ok()).toBe(true);
});
test.afterAll(async () => {
  await api?.dispose();
  await server.stop();
});

/** Signs the owner in, enrolling the authenticator app (owners must use two-step sign-in). */
async function signIn(page: Page) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
}

/** The shopper's cart in a browser of its own, delivering to the United States (else the shop's Egypt). */
async function shopperCart(browser: Browser) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: 'ship_to', value: 'US', url: base }]);
  const shop = await context.newPage();
  await openSignedIn(shop, shopper, '/cart');
  return shop;
}

test("an owner changes the United States' standard delivery rate and the shopper's cart shows it", async ({
  page,
  browser,
}) => {
  const shop = await shopperCart(browser);
  const shipping = shop.getByRole('listitem').filter({ hasText: /^Shipping/ });
  await expect(shipping).toContainText('FREE');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Delivery terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery terms' })).toBeVisible();
  await page.getByRole('button', { name: 'standard delivery in United States' }).click();
  const dialog = page.getByRole('dialog');
  // The shared rules refuse a range running backwards before anything is sent.
  await dialog.getByLabel('Fewest business days').fill('8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The most days cannot be fewer than the fewest.')).toBeVisible();
  await dialog.getByLabel('Fewest business days').fill('3');
  await dialog.getByLabel('Price (USD)').fill('6.50');
  await dialog.getByLabel('Free from (USD)').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Shipping rates of United States' }).getByRole('row').nth(1);
  await expect(row).toContainText('$6.50');
  await expect(row).toContainText('3–7');
  await page.screenshot({ path: 'test-results/console-delivery-terms-1366.png', fullPage: true });

  // The shopper's cart, opened anew, prices delivery by the new rate (a browser that already holds the
  // terms keeps them up to a minute: GET /catalog/delivery is cached for 60 s).
  const started = Date.now();
  await expect
    .poll(async () => {
      const terms = (await (await api.get('/catalog/delivery')).json()) as {
        countries: { country: string; shipping: { option: string; priceCents: number }[] }[];
      };
      const us = terms.countries.find((entry) => entry.country === 'US');
      return us?.shipping.find((rate) => rate.option === 'standard')?.priceCents;
    })
    .toBe(650);
  expect(Date.now() - started).toBeLessThan(1500);
  const again = await shopperCart(browser);
  await expect(again.getByRole('listitem').filter({ hasText: /^Shipping/ })).toContainText('$6.50');

  // The same screen on a phone, in Arabic: right to left, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.localStorage.setItem('admin.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar['deliveryTerms.title'] })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-delivery-terms-ar-390.png', fullPage: true });
});
