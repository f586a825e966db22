import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ar from '../src/core/i18n/messages/ar.json';
import { E2E_BASE_URL } from '../playwright.config';
import { untilHydrated, untilScreenHydrated } from './support/held-scripts';

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
