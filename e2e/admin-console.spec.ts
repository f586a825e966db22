import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../playwright.config';
import ar from '../src/admin/messages/ar.json';
import shopAr from '../src/universal/i18n/messages/ar.json';
import { waitForMail } from './support/mail-catcher';
import { ownServer } from './support/own-server';
import { authHeaders, checkoutViaApi, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';

/**
 * The staff console (issue 35) on a server of its own, as support and as an owner: the first staff are
 * made with `npm run staff -- add` while the shop runs (through its operator channel), set their
 * passwords from the printed links, and work on a shopper's order; the owner reads it all in the trail.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1100;
const server = ownServer({
  port: PORT,
  dataDir: `.tmp/e2e-console-data-${PORT}`,
  env: { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
});
const base = server.baseUrl;
const PASSWORD = 'Console1pass';
let api: APIRequestContext;
const stamp = Date.now();
const SUPPORT = `support-${stamp}@example.com`;
const OWNER = `owner-${stamp}@example.com`;
const links: Record<string, string> = {};

test.beforeAll(async () => {
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: base });
  for (const [email, role] of [
    [SUPPORT, 'support'],
    [OWNER, 'owner'],
  ] as const) {
    const printed = await server.operator('staff', ['add', email, '--role', role, '--name', 'Karim Adel']);
    links[email] = /https?:\/\/\S+\/admin\/set-password\/[\w-]+/.exec(printed)?.[0] ?? '';
    expect(links[email]).not.toBe('');
  }
});
test.afterAll(async () => {
  await api?.dispose();
  await server.stop();
});

async function setPassword(page: Page, email: string) {
  await page.goto(links[email] ?? '');
  await expect(page.getByText(`The password of ${email}.`)).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A shopper's order of product 1, placed through the API (by demo card unless `paymentMethod` says otherwise). */
async function shopperOrder(paymentMethod?: string): Promise<{ id: string; email: string; shopper: Shopper }> {
  const shopper = await signUpViaApi(api, 'Mona Saeed');
  const added = await api.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { sku: 'SF1-MATTEBLACK', quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  return { id: await checkoutViaApi(api, shopper, paymentMethod), email: shopper.email, shopper };
}

/** The shopper's account asks for Arabic: its pages and mails from now on. */
async function speaksArabic(shopper: Shopper) {
  const chose = await api.patch('/api/user/preferences', {
    headers: authHeaders(shopper),
    data: { language: 'ar' },
  });
  expect(chose.ok()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test('support finds an order by email, ships it with tracking (the shopper is mailed), notes it and refunds part of it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const order = await shopperOrder();
  const number = order.id.slice(-8);

  await setPassword(page, SUPPORT);
  await signInWithPassword(page, SUPPORT);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);

  // A dashboard figure opens its list filtered to what it counts: as many orders as the tile says.
  const waiting = page.getByRole('link', { name: 'Waiting to ship: see the orders not yet shipped' });
  const figure = Number(await waiting.locator('xpath=ancestor::dl').locator('dd').first().textContent());
  expect(figure).toBeGreaterThanOrEqual(1);
  await waiting.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=unshipped$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Not yet shipped (pending or processing)');
  // The grid's rows in all, its header row besides.
  await expect(page.getByRole('grid')).toHaveAttribute('aria-rowcount', String(figure + 1));
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(Math.min(figure, 25) + 1);

  await nav.getByRole('link', { name: 'Orders' }).click();
  // Every order again: the filters show the new view before anything is typed into them.
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).not.toHaveText(/Not yet shipped/);
  await page.getByLabel('Search').fill(order.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(order.email).replace(/\./g, '\\.')}`));
  const rows = page.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: new RegExp(number, 'i') }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Order #${number}`, 'i') })).toBeVisible();

  // The shopper wrote a wrong street: support corrects it before the parcel leaves, and the shopper is told.
  await page.getByRole('button', { name: 'Correct the address…' }).click();
  await page.getByLabel('Street').fill('9 Tahrir Square');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('The address is corrected. The shopper is mailed it.')).toBeVisible();
  const addressMail = await waitForMail(
    E2E_MAIL_DIR,
    order.email,
    `Storefront order ${number}: its delivery address was changed`,
  );
  expect(addressMail).toContain('9 Tahrir Square');

  await page.getByLabel('Carrier').click();
  await page.getByRole('option', { name: 'DHL' }).click();
  await page.getByLabel('Tracking number').fill('JD0146 0000 5555');
  await page.getByRole('button', { name: 'Ship the order' }).click();
  await expect(page.getByText('The order is shipped. The shopper is mailed its tracking.')).toBeVisible();
  const mail = await waitForMail(E2E_MAIL_DIR, order.email, `Your Storefront order ${order.id.slice(-8)} has shipped`);
  expect(mail).toContain('JD0146 0000 5555');

  await page.getByLabel('Note').fill('Customer asked for a morning delivery.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByText('Customer asked for a morning delivery.', { exact: true })).toBeVisible();

  // Part of the money goes back; the shopper's mail says how much, not staff's reason.
  await page.getByLabel('Amount').fill('5');
  await page.getByLabel('Reason').fill('Delivered a day late.');
  await page.getByRole('button', { name: 'Refund…' }).click();
  // In the pounds the Cairo order was charged in (issue 50).
  await page
    .getByRole('alertdialog', { name: /^Refund EGP\s5\.00\?$/ })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(page.getByText(/^Refunded EGP\s5\.00\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText(/EGP\s5\.00 · Delivered a day late\./);
  const refundMail = await waitForMail(E2E_MAIL_DIR, order.email, `Storefront order ${number}: a refund is on its way`);
  // The mail's text as sent: quoted-printable, the non-breaking space as =C2=A0.
  expect(refundMail).toContain('Refunded: EGP=C2=A05.00');
  expect(refundMail).not.toContain('a day late');
  await page.screenshot({ path: 'test-results/console-order-1366.png', fullPage: true });

  // The shopper's own order page says what came back, on a phone.
  const shopperPage = await page.context().newPage();
  await shopperPage.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(shopperPage, order.shopper, `${base}/orders/${order.id}`);
  const summary = shopperPage.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(/Refunded-EGP\s5\.00/);
  await summary.screenshot({ path: 'test-results/shopper-order-refunded-390.png' });
  // And in Arabic, once the shopper's account asks for it.
  await speaksArabic(order.shopper);
  await shopperPage.goto(`${base}/ar/orders/${order.id}`);
  const arabicSummary = shopperPage.getByRole('region', { name: shopAr['checkout.summary.title'] });
  await expect(arabicSummary).toContainText(shopAr['orderDetail.refunded']);
  await arabicSummary.screenshot({ path: 'test-results/shopper-order-refunded-ar-390.png' });
});

test('support refunds a cash-on-delivery order by mobile wallet; the shopper is told where the money went', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const order = await shopperOrder('cash-on-delivery');
  const number = order.id.slice(-8);
  expect(await server.operator('orders', ['set-status', order.id, 'delivered'])).toContain('is now delivered');

  await signInWithPassword(page, SUPPORT);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`${base}/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`Order #${number}`, 'i') })).toBeVisible();
  await page.getByLabel('Amount').fill('5');
  await page.getByLabel('Reason').fill('Scuffed box.');
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByText('Choose how the money was sent.')).toBeVisible();
  await page.getByLabel('Sent by').click();
  await page.getByRole('option', { name: 'Mobile wallet' }).click();
  await page.getByLabel('Wallet number').fill('010 1234 5678');
  await page.screenshot({ path: 'test-results/console-cash-refund-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Refund EGP\s5\.00\?$/ });
  await expect(dialog).toContainText('The money was sent by hand: Mobile wallet to 010 1234 5678.');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(/^Refunded EGP\s5\.00\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Mobile wallet to 010 1234 5678');
  const mail = await waitForMail(E2E_MAIL_DIR, order.email, `Storefront order ${number}: a refund is on its way`);
  expect(mail).toContain('mobile wallet ending in 5678');
  expect(mail).not.toContain('the way you paid');
  expect(mail).not.toContain('010 1234');
});

test('a shopper asks to exchange a colour instead of a refund; support approves it from the queue; the shopper is mailed and opens the order at no charge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const order = await shopperOrder();
  await server.operator('orders', ['set-status', order.id, 'delivered']);

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await shopperContext.newPage();
  await openSignedIn(shop, order.shopper, `${base}/orders/${order.id}`);
  await shop.getByRole('button', { name: 'Return items' }).click();
  const form = shop.getByRole('dialog');
  await form.getByRole('combobox', { name: /Quantity to return of/ }).click();
  await shop.getByRole('option', { name: '1', exact: true }).click();
  await form.getByRole('combobox', { name: /Refund or exchange/ }).click();
  await shop.getByRole('option', { name: 'Exchange for White' }).click();
  await form.getByRole('combobox', { name: /Reason/ }).click();
  await shop.getByRole('option', { name: 'Wrong item sent' }).click();
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(shop.getByText('exchanged for White')).toBeVisible();

  await signInWithPassword(page, SUPPORT);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Returns' }).click();
  await page.getByRole('grid').getByText(order.email).click();
  await expect(page.getByRole('heading', { name: 'Exchange instead of a refund' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve the return…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Approve this return?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const opener = page.getByRole('link', { name: /^Open order #/ });
  await expect(opener).toBeVisible();
  const number = /#(\w{8})/.exec((await opener.textContent()) ?? '')?.[1] ?? '';
  const mail = await waitForMail(
    E2E_MAIL_DIR,
    order.email,
    `Your return for Storefront order ${order.id.slice(-8)} is approved`,
  );
  expect(mail).toContain(`ships at no charge as order #${number}`);

  await shop.reload();
  await shop.screenshot({ path: 'test-results/order-exchange-en-390.png', fullPage: true });
  await shop.getByRole('link', { name: `Your exchange ships at no charge as order #${number}` }).click();
  await expect(shop.getByRole('heading', { name: `Order #${number}` })).toBeVisible();

  await shop.setViewportSize({ width: 1366, height: 900 });
  await shop.goto(`${base}/orders/${order.id}`);
  await expect(shop.getByText('exchanged for White')).toBeVisible();
  await shop.screenshot({ path: 'test-results/order-exchange-en-1366.png', fullPage: true });

  // The same request in Arabic, once the shopper's account asks for it: the colour asked for in the catalogue's
  // Arabic words, not "White".
  await speaksArabic(order.shopper);
  await shop.goto(`${base}/ar/orders/${order.id}`);
  const returns = shop.getByRole('region', { name: shopAr['orders.return.title'] });
  await expect(returns.getByText(shopAr['orders.return.exchangedFor'].replace('{variant}', 'أبيض'))).toBeVisible();
  await expect(returns).not.toContainText('White');
  await shop.screenshot({ path: 'test-results/order-exchange-ar-1366.png', fullPage: true });
  await shop.setViewportSize({ width: 390, height: 844 });
  await shop.screenshot({ path: 'test-results/order-exchange-ar-390.png', fullPage: true });
  await shopperContext.close();
});

test('an owner enrols two-step sign-in with the QR code and reads what support did in the audit trail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await setPassword(page, OWNER);
  await signInWithPassword(page, OWNER);
  await expect(page.getByRole('img', { name: 'QR code to add the shop to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Staff email').fill(SUPPORT);
  await page.getByRole('button', { name: 'Apply' }).click();
  const grid = page.getByRole('grid');
  for (const action of [
    /order\.ship|Shipped/i,
    /order\.note|Note/i,
    /order\.refund/,
    /return\.approve/,
    /staff\.sign-in|Signed in/i,
  ])
    await expect(grid.getByText(action).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.screenshot({ path: 'test-results/console-audit-1366.png', fullPage: true });
});

test("support hides a shopper's review with a reason: gone from the product page, the writer is told why", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const shopper = await signUpViaApi(api, 'Hoda Samir');
  await api.post('/api/cart/add', { headers: authHeaders(shopper), data: { sku: 'SF1-MATTEBLACK', quantity: 1 } });
  const orderId = await checkoutViaApi(api, shopper);
  await server.operator('orders', ['set-status', orderId, 'delivered']);
  const title = `Rude words ${stamp}`;
  const written = await api.put('/api/products/1/reviews/mine', {
    headers: authHeaders(shopper),
    data: { stars: 1, title, text: 'This review names a member of staff and should not stay up.' },
  });
  expect(written.ok()).toBe(true);

  await signInWithPassword(page, SUPPORT);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reviews' }).click();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('textbox', { name: /Reason/ }).fill('It names a member of staff.');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card.getByText('Hidden: It names a member of staff.')).toBeVisible();

  const shown = (await (await api.get('/api/products/1/reviews')).json()) as { items: { title: string }[] };
  expect(shown.items.map((review) => review.title)).not.toContain(title);
  const mine = (await (await api.get('/api/products/1/reviews/mine', { headers: authHeaders(shopper) })).json()) as {
    hidden?: { reason: string };
  };
  expect(mine.hidden).toEqual({ reason: 'It names a member of staff.' });
});

test('support works on a phone in Arabic: right to left, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('admin.lang', 'ar'));
  const order = await shopperOrder();
  await page.goto(`${base}/admin/sign-in`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ar['field.email']).fill(SUPPORT);
  await page.getByLabel(ar['field.password']).fill(PASSWORD);
  await page.getByRole('button', { name: ar['signIn.submit'] }).click();
  await expect(page.getByRole('heading', { name: ar['dashboard.title'] })).toBeVisible();
  // The day's figures, their trends and links, fit the phone.
  await expect(page.getByRole('link', { name: ar['dashboard.link.ordersToday'] })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-dashboard-390-ar.png', fullPage: true });
  await page.goto(`${base}/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.id.slice(-8));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/console-order-390-ar.png', fullPage: true });
  await page.getByRole('button', { name: ar['nav.open'] }).click();
  await expect(page.getByRole('navigation', { name: ar['nav.label'] })).toBeVisible();
  await page.screenshot({ path: 'test-results/console-menu-390-ar.png' });
  // On a slow line the next screen's code arrives after the drawer has slid away; the drawer still goes.
  let held = 0;
  await page.route(/\/admin\/assets\/orders\.\w+\.js$/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', { name: ar['nav.label'] }).getByRole('link', { name: ar['nav.orders'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar['orders.title'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: ar['nav.label'] })).toBeHidden();
  expect(held).toBe(1);
});
