import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../playwright.config';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import { type ReadMail, waitForReadMail } from './support/mail-catcher';
import { ownServer } from './support/own-server';
import { authHeaders, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';

/**
 * The marketing mails' journeys (issue 53 areas 4 and 5, decision 0121) on a production server of its own
 * that delivers to the catcher: a cart reminder to a signed-in shopper and to a guest who ticked it at
 * checkout, and a price-drop alert, in English and in Arabic. The jobs run now through the operator's
 * `npm run jobs` (the server's operator channel), `--hours 0` standing for a cart left a day.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1550;
const server = ownServer({
  port: PORT,
  dataDir: `.tmp/e2e-marketing-mails-data-${PORT}`,
  env: { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
});
const base = server.baseUrl;
let api: APIRequestContext;

/** In stock in the demo catalogue, with words in every language: the navy crew-neck T-shirt. */
const SHIRT = { productId: '33', sku: 'SF33-NAVY-XS' };
const LINE_EN = /1 × Halbrook Essential Crew Neck T-Shirt, Organic Cotton — Navy \/ XS/;
const LINE_AR = /1 × .+ — كحلي \/ XS/;

test.beforeAll(async () => {
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: base });
});
test.afterAll(async () => {
  await api?.dispose();
  await server.stop();
});

const runJob = (...args: string[]) => server.operator('jobs', ['run', ...args]);
const uniqueEmail = (name: string) => `e2e-${name}-${Date.now()}@example.com`;

/** The link after "<label>: " in a mail's text. */
const linkAfter = (mail: ReadMail, label: string) =>
  new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\S+)`).exec(mail.text)?.[1] ?? '';

/** The mail's one-click unsubscribe (RFC 8058 headers) and its page's link, in the mail's language. */
function expectUnsubscribe(mail: ReadMail, prefix: '' | '/ar'): string {
  expect(mail.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${base}/api/mail/unsubscribe\\?token=[^>]+>$`));
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const page = new RegExp(`${base}${prefix}/mail/unsubscribe\\?token=\\S+`).exec(mail.text)?.[0] ?? '';
  expect(page).not.toBe('');
  return page;
}

/** Follows a mail's unsubscribe link in a fresh browser and sees it said in the mail's language. */
async function unsubscribeFromMail(browser: Browser, link: string, texts: typeof en, kind: string, email: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: texts['unsubscribe.doneTitle'] })).toBeVisible();
  await expect(
    page.getByText(texts['unsubscribe.done'].replace('{kind}', kind).replace('{email}', email), { exact: true }),
  ).toBeVisible();
  await context.close();
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a signed-in shopper who left a cart gets one reminder in English, linking to the cart; its unsubscribe works', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await signUpViaApi(api, 'Amira Hassan');
  const added = await api.post('/api/cart/add', { headers: authHeaders(shopper), data: { ...SHIRT, quantity: 1 } });
  expect(added.status()).toBe(200);
  expect(await runJob('cart-reminders', '--hours', '0')).toMatch(/^cart-reminders: [1-9]\d* reminders queued/);
  const mail = await waitForReadMail(E2E_MAIL_DIR, shopper.email, /^Your cart is waiting for you$/);
  expect(mail.text).toContain('Hello Amira Hassan,');
  expect(mail.text).toMatch(LINE_EN);
  expect(mail.html).toContain('<html lang="en"');
  const unsubscribe = expectUnsubscribe(mail, '');
  // Run again: the cart has not changed, so no second mail.
  expect(await runJob('cart-reminders', '--hours', '0')).toContain('0 reminders queued');

  await page.setViewportSize({ width: 1366, height: 900 });
  const back = linkAfter(mail, en['mail.cartReminder.link']);
  expect(back).toBe(`${base}/cart`);
  await openSignedIn(page, shopper, back);
  await expect(
    page.getByRole('main').getByText('Halbrook Essential Crew Neck T-Shirt', { exact: false }).first(),
  ).toBeVisible();
  await unsubscribeFromMail(browser, unsubscribe, en, en['mailKind.cartReminders.name'], shopper.email);
  const choices = await api.get('/api/user/mail-preferences', { headers: authHeaders(shopper) });
  expect((await choices.json())['cart-reminders']).toBe(false);
});

for (const run of [
  { locale: 'ar', width: 390, texts: ar, line: LINE_AR },
  { locale: 'en', width: 1366, texts: en, line: LINE_EN },
] as const) {
  test(`a guest ticks the reminder at checkout in ${run.locale} at ${run.width} px; the mail brings the cart back to another browser`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const prefix = run.locale === 'ar' ? '/ar' : '';
    const t = run.texts;
    const email = uniqueEmail(`guest-${run.locale}`);
    const context = await browser.newContext({ baseURL: base, viewport: { width: run.width, height: 900 } });
    const page = await context.newPage();
    // The guest's cart, made as the product page's button makes it (its cookie is the browser's).
    expect((await page.request.post('/api/cart/add', { data: { ...SHIRT, quantity: 1 } })).status()).toBe(200);
    await page.goto(`${prefix}/checkout`);
    const tick = page.getByRole('checkbox', { name: t['checkout.guest.remindCart'] });
    // Offered once an email is typed, and never ticked for the guest.
    await expect(tick).toHaveCount(0);
    await page.getByRole('textbox', { name: t['checkout.guest.email'], exact: true }).fill(email);
    await expect(tick).not.toBeChecked();
    const kept = page.waitForResponse((response) => response.url().endsWith('/api/cart/reminder'));
    await tick.check();
    expect((await kept).status()).toBe(200);
    expect(await fitsWidth(page)).toBe(true);
    await page
      .getByRole('group')
      .or(page.locator('form'))
      .first()
      .screenshot({
        path: `test-results/marketing-mails/checkout-reminder-${run.locale}-${run.width}.png`,
      });
    await context.close();

    expect(await runJob('cart-reminders', '--hours', '0')).toMatch(/^cart-reminders: [1-9]\d* reminders queued/);
    const mail = await waitForReadMail(E2E_MAIL_DIR, email, new RegExp(`^${t['mail.cartReminder.subject']}$`));
    expect(mail.text.startsWith(`${t['mail.cartReminder.greetingGuest']}\n`)).toBe(true);
    expect(mail.text).toMatch(run.line);
    expect(mail.html).toContain(`<html lang="${run.locale}"`);
    const unsubscribe = expectUnsubscribe(mail, prefix);

    // Another browser, without the guest's cookie, follows the link: the cart page in the mail's language, with the line.
    const elsewhere = await browser.newContext({ viewport: { width: run.width, height: 900 } });
    const fresh = await elsewhere.newPage();
    await fresh.goto(linkAfter(mail, t['mail.cartReminder.link']));
    await expect(fresh).toHaveURL(`${base}${prefix}/cart`);
    await expect(fresh.locator('html')).toHaveAttribute('dir', run.locale === 'ar' ? 'rtl' : 'ltr');
    expect((await (await fresh.request.get(`${base}/api/cart`)).json()).items).toEqual([{ ...SHIRT, quantity: 1 }]);
    await expect(fresh.getByRole('main').getByText(/XS/).first()).toBeVisible();
    await fresh.screenshot({ path: `test-results/marketing-mails/cart-restored-${run.locale}-${run.width}.png` });
    await elsewhere.close();
    await unsubscribeFromMail(browser, unsubscribe, t, t['mailKind.cartReminders.name'], email);
  });
}

for (const run of [
  { locale: 'en', texts: en },
  { locale: 'ar', texts: ar },
] as const) {
  test(`a wish-listed item that gets cheaper mails its owner once, in ${run.locale}; the link opens it, the unsubscribe works`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = run.texts;
    const prefix = run.locale === 'ar' ? '/ar' : '';
    const shopper: Shopper = await signUpViaApi(api, 'Omar Farouk');
    const headers = authHeaders(shopper);
    expect(
      (await api.patch('/api/user/preferences', { headers, data: { language: run.locale, currency: 'USD' } })).status(),
    ).toBe(200);
    // Each run's own variant: the price one run lowers is the other's reference.
    const sku = run.locale === 'en' ? 'SF33-NAVY-S' : 'SF33-NAVY-L';
    expect((await api.post('/api/wishlist/add', { headers, data: { productId: '33', sku } })).status()).toBe(201);
    // The first pass measures the price the shopper sees; then the operator lowers it by more than 10 %.
    await runJob('price-drops');
    expect(await server.operator('catalogue', ['price', sku, 'USD', '100'])).toContain(sku);
    expect(await runJob('price-drops')).toMatch(/[1-9]\d* mails queued/);
    const subject = new RegExp(`^${t['mail.priceDrop.subject'].split('{')[0]}`);
    const mail = await waitForReadMail(E2E_MAIL_DIR, shopper.email, subject);
    expect(mail.subject).toMatch(/1[.,٫]00|١[.,٫]٠٠/);
    expect(mail.html).toContain(`<html lang="${run.locale}"`);
    const unsubscribe = expectUnsubscribe(mail, prefix);
    expect(await runJob('price-drops')).toMatch(/0 drops, 0 mails queued/);

    await page.setViewportSize({ width: run.locale === 'ar' ? 390 : 1366, height: 900 });
    const link = linkAfter(mail, t['mail.priceDrop.link']);
    expect(link.startsWith(`${base}${prefix}/product/33`)).toBe(true);
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', run.locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await unsubscribeFromMail(browser, unsubscribe, t, t['mailKind.priceDrops.name'], shopper.email);
  });
}
