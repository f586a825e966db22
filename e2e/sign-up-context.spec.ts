import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import { E2E_BASE_URL } from '../playwright.config';
import { untilHydrated, untilScreenHydrated } from './support/held-scripts';
import { chooseGovernorate } from './support/shopper';

/**
 * Issue 31: a shopper who signs up from an Arabic product page with prices in Egyptian pounds comes
 * back to that page, still in Arabic and pounds, and the new profile keeps both.
 */
test('signing up from /ar/product/14 with EGP lands back there in Arabic and EGP', async ({ page, context }) => {
  // The header's currency picker remembers the choice in this cookie.
  await context.addCookies([{ name: 'currency', value: 'EGP', url: E2E_BASE_URL }]);
  await page.goto('/ar/product/14');
  const buyBox = page.getByRole('region', { name: ar['buybox.label'] });
  await expect(buyBox).toContainText(/EGP|ج\.م/);
  await untilScreenHydrated(page);

  await page.getByRole('button', { name: new RegExp(`^${ar['header.signIn']}`) }).click();
  await page.getByRole('menuitem', { name: ar['header.newCustomer'] }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/signup\?from=%2Fproduct%2F14$/);

  await page.getByLabel(ar['auth.signup.name']).fill('أميرة حسن');
  await page
    .getByLabel(ar['auth.signup.email'])
    .fill(`e2e-context-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`);
  // Typed on an Arabic keyboard: Arabic-Indic digits.
  await page.getByLabel(ar['auth.signup.phone']).pressSequentially('٠١٠١٢٣٤٥٦٧٨');
  await expect(page.getByLabel(ar['auth.signup.phone'])).toHaveValue('01012345678');
  await page.getByLabel(ar['auth.password'], { exact: true }).fill('Passw0rd!');
  const create = page.getByRole('button', { name: ar['auth.createAccountButton'] });
  await untilHydrated(create);
  await create.click();

  await expect(page).toHaveURL(/\/ar\/product\/14$/);
  await expect(page.getByRole('banner').getByText(ar['header.greeting'].replace('{name}', 'أميرة'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
  await expect(buyBox).toContainText(/EGP|ج\.م/);
  // The profile keeps them, so the next page (and the next device) stays in Arabic and pounds.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { preferences: unknown }).preferences).toMatchObject({
    language: 'ar',
    currency: 'EGP',
  });
  await page.reload();
  await expect(page).toHaveURL(/\/ar\/product\/14$/);
  await expect(buyBox).toContainText(/EGP|ج\.م/);
});

/**
 * Issue 48: a guest who sees prices in pounds and ticks "Create an account with this order" is signed
 * in to an account that keeps pounds; it used to start in dollars, and the profile then won.
 */
test('a guest who makes an account with the order keeps the currency they chose (GBP)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'currency', value: 'GBP', url: E2E_BASE_URL }]);
  await page.goto('/product/4');
  const buyBox = page.getByRole('region', { name: en['buybox.label'] });
  // Pounds sterling, not Egyptian pounds (E£).
  const inPounds = /(^|[^E])£/;
  await expect(buyBox).toContainText(inPounds);
  await untilScreenHydrated(page);
  await buyBox.getByRole('button', { name: new RegExp(`^${en['cart.add.button']}`) }).click();
  await expect(page.getByText(en['cart.added.toast'])).toBeVisible();

  await page.goto('/checkout');
  const field = (id: keyof typeof en) => page.getByRole('textbox', { name: en[id], exact: true });
  const email = `e2e-guest-gbp-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  await field('checkout.guest.email').fill(email);
  await field('checkout.address.fullName').fill('Amira Hassan');
  await field('checkout.address.phone').fill('01012345678');
  await field('checkout.address.street').fill('12 Nile Corniche');
  await field('checkout.address.city').fill('Cairo');
  await chooseGovernorate(page, en['address.governorate'], 'en');
  await field('address.postalCode').fill('11511');
  await page.getByRole('checkbox', { name: en['checkout.guest.createAccount'] }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${en['checkout.guest.password']}`) }).fill('Passw0rd!');
  await page.getByRole('radio', { name: en['checkout.payment.creditCard'] }).check();
  await page.getByRole('button', { name: en['checkout.placeOrder'] }).click();
  await expect(page).toHaveURL(/\/order-success$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByText(en['header.greeting'].replace('{name}', 'Amira'))).toBeVisible();

  // Signed in to the new account, the shop still shows pounds, and the profile keeps them.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const profile = await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { preferences: unknown }).preferences).toMatchObject({ currency: 'GBP' });
  await page.goto('/product/4');
  await expect(buyBox).toContainText(inPounds);
});
