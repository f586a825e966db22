import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownServer } from './support/own-server';
import { authHeaders, checkoutViaApi, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';

/**
 * Promotions in the staff console (issue 35, decision 0082), on a server of its own: an owner makes a code
 * limited to one use per customer at 1366 px; a shopper applies it in the cart and checks out with its
 * discount; the same shopper's second try is refused with the spec's "Invalid promo code"; the owner sees
 * the use in the code's usage list.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1200;
const server = ownServer({ port: PORT, dataDir: `.tmp/e2e-promotions-data-${PORT}` });
const base = server.baseUrl;
const PASSWORD = 'Console1pass';
const OWNER = `promo-owner-${Date.now()}@example.com`;
const CODE = `ONCE${Date.now() % 100_000}`;
let api: APIRequestContext;
let link = '';

test.beforeAll(async () => {
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: base });
  const printed = await server.operator('staff', ['add', OWNER, '--role', 'owner', '--name', 'Salma Nabil']);
  link = /https?:\/\/\S+\/admin\/set-password\/[\w-]+/.exec(printed)?.[0] ?? '';
  expect(link).not.toBe('');
});
test.afterAll(async () => {
  await api?.dispose();
  await server.stop();
});

test.describe.configure({ mode: 'serial' });

/** The owner's first sign-in: set the password from the printed link, then enrol two-step sign-in. */
async function signInOwner(page: Page) {
  await page.goto(link);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** The shopper's cart page with product 1 in the cart, the code typed and applied. */
async function applyInCart(browser: Browser, shopper: Shopper): Promise<Page> {
  const added = await api.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { sku: 'SF1-MATTEBLACK', quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } })).newPage();
  await openSignedIn(page, shopper, '/cart');
  await page.getByRole('textbox', { name: 'Promo code' }).fill(CODE);
  await page.getByRole('button', { name: 'Apply' }).click();
  return page;
}

test('an owner makes a code for one use per customer; a shopper uses it once, and the second use is refused', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOwner(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('grid', { name: 'Promotions' }).getByText('SAVE10')).toBeVisible();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion' });
  await dialog.getByLabel('Code').fill(CODE);
  await dialog.getByLabel('Percentage').fill('20');
  await dialog.getByLabel(/Uses per customer/).fill('1');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Promotion ${CODE} created.`)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Promotions' }).getByText(CODE)).toBeVisible();
  await page.screenshot({ path: 'test-results/console-promotions-1366.png', fullPage: true });

  // The shopper applies it in the cart and checks out with its discount.
  const shopper = await signUpViaApi(api, 'Mona Saeed');
  const cart = await applyInCart(browser, shopper);
  await expect(cart.getByText('Discount applied!')).toBeVisible();
  await expect(cart.getByText(`Discount (${CODE})`)).toBeVisible();
  const orderId = await checkoutViaApi(api, shopper);
  const order = (await (await api.get(`/api/orders/${orderId}`, { headers: authHeaders(shopper) })).json()) as {
    promoCode?: string;
    discount: number;
  };
  expect(order.promoCode).toBe(CODE);
  expect(order.discount).toBeGreaterThan(0);
  await cart.context().close();

  // The second use by the same shopper is refused, with the spec's toast.
  const again = await applyInCart(browser, shopper);
  await expect(again.getByText('Invalid promo code')).toBeVisible();
  await expect(again.getByText(`Discount (${CODE})`)).toHaveCount(0);
  await again.context().close();

  // The owner sees the use: the order's number and the shopper.
  await page.reload();
  await page.getByRole('button', { name: `Show the uses of ${CODE}` }).click();
  const uses = page.getByRole('grid', { name: `Uses of ${CODE}` });
  await expect(uses.getByText(`#${orderId.slice(-8)}`)).toBeVisible();
  await expect(uses.getByText(shopper.email.toLowerCase())).toBeVisible();
});
