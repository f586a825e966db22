import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../playwright.config';
import ar from '../src/admin/messages/ar.json';
import { mailsTo } from './support/mail-catcher';
import { ownServer } from './support/own-server';
import { authHeaders, checkoutViaApi, type Shopper, signUpViaApi } from './support/shopper';

/**
 * The console's customers (issue 35) on a server of its own: support finds a shopper, opens their order
 * and comes back, mails them a password reset (the shopper follows the link on the shop) and signs them
 * out everywhere; notes and tags them and finds them by the tag (issue 52); then the customer's page at
 * 390 px in Arabic.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1150;
const server = ownServer({
  port: PORT,
  dataDir: `.tmp/e2e-customers-data-${PORT}`,
  env: { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
});
const base = server.baseUrl;
const PASSWORD = 'Console1pass';
const SUPPORT = `support-customers-${Date.now()}@example.com`;
let api: APIRequestContext;
let shopper: Shopper;
let orderId = '';

test.beforeAll(async () => {
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: base });
  const printed = await server.operator('staff', ['add', SUPPORT, '--role', 'support', '--name', 'Hoda Samir']);
  const token = /\/admin\/set-password\/([\w-]+)/.exec(printed)?.[1] ?? '';
  expect(token).not.toBe('');
  // The set-password page has its own test (admin-console.spec): here the link is used through the API.
  const set = await api.put(`/api/admin/auth/password/${token}`, { data: { password: PASSWORD } });
  expect(set.ok()).toBe(true);

  shopper = await signUpViaApi(api, 'Mona Saeed');
  const added = await api.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { sku: 'SF1-MATTEBLACK', quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  orderId = await checkoutViaApi(api, shopper);
});
test.afterAll(async () => {
  await api?.dispose();
  await server.stop();
});

const ENGLISH = { 'field.email': 'Email', 'field.password': 'Password', 'signIn.submit': 'Sign in' };

async function signIn(page: Page, texts: Pick<typeof ar, keyof typeof ENGLISH> = ENGLISH) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel(texts['field.email']).fill(SUPPORT);
  await page.getByLabel(texts['field.password']).fill(PASSWORD);
  await page.getByRole('button', { name: texts['signIn.submit'] }).click();
}

/** The newest reset link mailed to the shopper (the mail catcher keeps every mail the server sent). */
async function resetLinkMailed(): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(E2E_MAIL_DIR, shopper.email).at(-1) ?? '';
        link = /https?:\/\/\S+\/auth\/reset-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

test.describe.configure({ mode: 'serial' });

test('support finds a shopper, mails a password reset the shopper uses, and ends their sessions', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(shopper.email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/console-customers-1366.png', fullPage: true });
  await page.getByRole('link', { name: 'Mona Saeed' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mona Saeed' })).toBeVisible();
  const number = orderId.slice(-8);
  await page
    .getByRole('link', { name: `#${number}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await page.getByRole('link', { name: 'Mona Saeed' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${shopper.user.id}$`));
  await expect(page.getByRole('table', { name: 'Signed in on' }).getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Send password reset' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send the mail' }).click();
  await expect(page.getByText(`A password-reset mail is on its way to ${shopper.email}.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/console-customer-1366.png', fullPage: true });

  // The shopper follows the mailed link on the shop and chooses a new password.
  const shop = await page.context().newPage();
  await shop.goto(await resetLinkMailed());
  await shop.getByLabel('New password', { exact: true }).fill('Reset1Passw0rd');
  await shop.getByLabel('Confirm new password', { exact: true }).fill('Reset1Passw0rd');
  await shop.getByRole('button', { name: 'Reset Password' }).click();
  await expect(shop.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await shop.close();
  const signedIn = await api.post('/api/auth/login', { data: { email: shopper.email, password: 'Reset1Passw0rd' } });
  expect(signedIn.status()).toBe(200);
  const token = ((await signedIn.json()) as { token: string }).token;

  await page.reload();
  await page.getByRole('button', { name: 'End all sessions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End all sessions' }).click();
  await expect(page.getByText('1 session of Mona Saeed ended.')).toBeVisible();
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
  const refused = await api.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('support notes and tags the shopper, finds them by the tag, and deletes the note', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`${base}/admin/customers/${shopper.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mona Saeed' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Note' }).fill('Called about the parcel; prefers WhatsApp.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByText('The note is added.')).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes on this customer' });
  await expect(notes.getByText('Called about the parcel; prefers WhatsApp.')).toBeVisible();
  await expect(notes.getByText(SUPPORT, { exact: false })).toBeVisible();

  const tag = `VIP ${Date.now() % 100_000}`;
  await page.getByRole('textbox', { name: 'New tag' }).fill(tag);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText(`Tagged “${tag}”.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/console-customer-care-1366.png', fullPage: true });

  // The tag leads to the customers carrying it: the grid asks the server for them.
  await page.getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?tag=/);
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Mona Saeed' })).toBeVisible();
  await page.getByRole('link', { name: 'Mona Saeed' }).click();

  await notes.getByRole('button', { name: /Delete your note of/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The note is deleted.')).toBeVisible();
  await expect(page.getByText('No notes yet.')).toBeVisible();
});

test("the customer's page on a phone in Arabic: right to left, nothing wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('admin.lang', 'ar'));
  await signIn(page, ar);
  await expect(page.getByRole('heading', { name: ar['dashboard.title'] })).toBeVisible();
  await page.goto(`${base}/admin/customers/${shopper.user.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'Mona Saeed' })).toBeVisible();
  await expect(page.getByRole('button', { name: ar['customer.sendReset'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar['customer.tags'] })).toBeVisible();
  await expect(page.getByRole('button', { name: ar['customer.addNote'] })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-customer-390-ar.png', fullPage: true });
});
