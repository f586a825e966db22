import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { issueUnsubscribeToken } from '../src/server/modules/mail-preferences/unsubscribe-token';
import type { MarketingMailKind } from '../src/universal/marketing-mail';
import { authHeaders, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';
import { expect, test, WORKER_SHOP_TOKEN_SECRET } from './support/worker-shop';

/**
 * Issue 53 §6: a shopper turns a kind of marketing mail off in the profile, and a mail's unsubscribe link
 * turns one off without signing in, in English and in Arabic. No alert sends a mail yet, so the links are
 * signed here with the server's own TOKEN_SECRET, as the server signs the ones it mails: the worker's own
 * server's (worker-shop.ts), where this shopper's choices are the only ones read.
 */
let base = '';
let api: APIRequestContext;
let shopper: Shopper;

const key = new TextEncoder().encode(WORKER_SHOP_TOKEN_SECRET);
const linkFor = async (kind: MarketingMailKind, prefix = '') => {
  const token = await issueUnsubscribeToken(
    { signing: key, accepted: [key] },
    { email: shopper.email, kind },
    new Date(),
  );
  return { token, page: `${base}${prefix}/mail/unsubscribe?token=${encodeURIComponent(token)}` };
};
const choices = async () =>
  (await (await api.get('/api/user/mail-preferences', { headers: authHeaders(shopper) })).json()) as Record<
    MarketingMailKind,
    boolean
  >;
const mailsGroup = (page: Page, name: string) => page.getByRole('group', { name });
/** Nothing wider than the screen: no sideways scrolling at 390 px. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.beforeAll(async ({ workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  shopper = await signUpViaApi(api);
});
test.afterAll(async () => {
  await api?.dispose();
});

test('a kind turned off in the profile stays off', async ({ page }) => {
  await openSignedIn(page, shopper, `${base}/profile`);
  const group = mailsGroup(page, 'Mails we may send you');
  const reminders = group.getByRole('switch', { name: 'Cart reminders' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await group.getByRole('button', { name: 'Save mail choices' }).click();
  await expect(page.getByText('Your mail choices are saved')).toBeVisible();
  expect(await choices()).toEqual({ 'stock-alerts': true, 'price-drops': true, 'cart-reminders': false });
  await page.reload();
  await expect(
    mailsGroup(page, 'Mails we may send you').getByRole('switch', { name: 'Cart reminders' }),
  ).not.toBeChecked();
  await expect(
    mailsGroup(page, 'Mails we may send you').getByRole('switch', { name: 'Price-drop alerts' }),
  ).toBeChecked();
});

test('an unsubscribe link works signed out, says so in English, and turns the kind back on', async ({ page }) => {
  const link = await linkFor('price-drops');
  await page.goto(link.page);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(
    page.getByText(`You will no longer get price-drop alerts at ${shopper.email}.`, { exact: true }),
  ).toBeVisible();
  expect((await choices())['price-drops']).toBe(false);
  await page.getByRole('button', { name: 'Turn them back on' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
  expect((await choices())['price-drops']).toBe(true);
  // The mail provider's one-click POST (RFC 8058) to the same token, twice: 200 both times.
  for (let time = 0; time < 2; time += 1) {
    const oneClick = await api.post(`/api/mail/unsubscribe?token=${encodeURIComponent(link.token)}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
  }
  expect((await choices())['price-drops']).toBe(false);
});

test('in Arabic, right to left at 390 px: the confirmation, then the profile shows the kind off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto((await linkFor('stock-alerts', '/ar')).page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تم إلغاء اشتراكك' })).toBeVisible();
  await expect(
    page.getByText(`لن تصلك بعد الآن رسائل «تنبيهات عودة المنتج إلى المخزون» على ${shopper.email}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة تفعيلها' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: 'test-results/mail-preferences/unsubscribe-ar-390.png' });

  // The shop follows the profile's language once signed in: the shopper reads Arabic.
  const arabic = await api.patch('/api/user/preferences', { headers: authHeaders(shopper), data: { language: 'ar' } });
  expect(arabic.status()).toBe(200);
  await openSignedIn(page, shopper, `${base}/ar/profile`);
  const group = mailsGroup(page, 'الرسائل التي قد نرسلها إليك');
  await expect(group.getByRole('switch', { name: 'تنبيهات عودة المنتج إلى المخزون' })).not.toBeChecked();
  await group.scrollIntoViewIfNeeded();
  expect(await fitsWidth(page)).toBe(true);
  await group.screenshot({ path: 'test-results/mail-preferences/profile-mails-ar-390.png' });
});
