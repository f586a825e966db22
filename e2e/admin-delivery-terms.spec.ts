import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import ar from '../src/admin/messages/ar.json';
import { authHeaders, openSignedIn, signUpViaApi, type Shopper } from './support/shopper';
import { addOwner, expect, test } from './support/worker-shop';

/**
 * The console's delivery terms (issue 52) on the worker's own server (worker-shop.ts): an owner (two-step sign-in
 * enrolled on the way) makes standard delivery in the United States cost $6.50 and never free, and a shopper's cart,
 * open in another browser, shows it at the next load; adds a holiday there, limits cash on delivery in Egypt, adds a
 * carrier and removes it (decision 0128); then the screen on a phone in Arabic.
 */
let base = '';
const PASSWORD = 'Console1pass';
const OWNER = `owner-terms-${Date.now()}@example.com`;
let api: APIRequestContext;
let shopper: Shopper;

test.beforeAll(async ({ workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  await addOwner(workerShop, api, OWNER, PASSWORD);
  shopper = await signUpViaApi(api, 'Mona Saeed');
  const added = await api.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { sku: 'SF1-MATTEBLACK', quantity: 1 },
  });
  expect(added.ok()).toBe(true);
});
test.afterAll(async () => {
  await api?.dispose();
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
  // A long journey (two browsers, two-step sign-in, six changes) on a machine shared with other work.
  test.slow();
  const shop = await shopperCart(browser);
  const shipping = shop.getByRole('listitem').filter({ hasText: /^Shipping/ });
  await expect(shipping).toContainText('FREE');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Delivery terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery terms' })).toBeVisible();
  await page.getByRole('button', { name: 'standard delivery in United States', exact: true }).click();
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

  // Decision 0128: the terminal's other changes, from the same screen. A holiday in the United States reaches
  // the terms checkout and the pages read; cash on delivery in Egypt gets an order limit.
  const us = page.getByRole('heading', { level: 2, name: 'United States' }).locator('xpath=ancestor::section[1]');
  const holiday = us.getByRole('form', { name: 'Add a holiday to United States' });
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await holiday.getByLabel('Day', { exact: true }).fill(day);
  await holiday.getByLabel('Holiday', { exact: true }).fill('Founders Day');
  await holiday.getByRole('button', { name: 'Add' }).click();
  await expect(us.getByRole('table', { name: 'Holidays of United States' })).toContainText('Founders Day');
  const termsOf = async (country: string) => {
    const terms = (await (await api.get('/catalog/delivery')).json()) as {
      countries: { country: string; holidays: string[]; cashOnDelivery: Record<string, number> | null }[];
    };
    return terms.countries.find((entry) => entry.country === country);
  };
  await expect.poll(async () => (await termsOf('US'))?.holidays).toContain(day);

  const egypt = page.getByRole('heading', { level: 2, name: 'Egypt' }).locator('xpath=ancestor::section[1]');
  const cash = egypt.getByRole('form', { name: 'Cash on delivery in Egypt' });
  await cash.getByLabel('Orders up to (EGP)').fill('5000');
  await cash.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cash on delivery in Egypt is saved.')).toBeVisible();
  await expect.poll(async () => (await termsOf('EG'))?.cashOnDelivery?.maxOrderCents).toBe(500_000);

  // A carrier, added by its template's rule, then removed after asking; one orders were shipped with stays.
  const carriers = page.getByRole('heading', { level: 2, name: 'Carriers' }).locator('xpath=ancestor::section[1]');
  await carriers.getByRole('button', { name: 'Add a carrier' }).click();
  const form = page.getByRole('form', { name: 'Add a carrier' });
  await form.getByRole('textbox', { name: /^Carrier/ }).fill('Bosta');
  await form.getByRole('textbox', { name: /^Tracking URL template/ }).fill('https://bosta.co/tracking');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText(/with \{number\} where the tracking number goes/)).toBeVisible();
  await form.getByRole('textbox', { name: /^Tracking URL template/ }).fill('https://bosta.co/tracking/{number}');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Bosta is added.')).toBeVisible();
  const grid = carriers.getByRole('grid', { name: 'Carriers' });
  await grid.getByText('Bosta', { exact: true }).click();
  const bosta = page.getByRole('form', { name: 'Carrier Bosta' });
  await bosta.getByRole('button', { name: 'Remove Bosta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Bosta is removed.')).toBeVisible();
  await expect(grid.getByText('Bosta', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/console-delivery-terms-more-1366.png', fullPage: true });

  // The same screen on a phone, in English then in Arabic (right to left): nothing wider than the screen.
  const wider = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await wider()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-delivery-terms-390.png', fullPage: true });
  await page.evaluate(() => window.localStorage.setItem('admin.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar['deliveryTerms.title'] })).toBeVisible();
  expect(await wider()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-delivery-terms-ar-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/console-delivery-terms-ar-1366.png', fullPage: true });
});
