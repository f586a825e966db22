import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { signInEnrolling } from './support/staff-sign-in';
import { addOwner, expect, test } from './support/worker-shop';

/**
 * Catalogue tools (issue 52, area 3, decision 0125) on the worker's own server (worker-shop.ts), at 1366 px: an owner
 * adds a category named in Arabic, files a product under it, gives its options Arabic names and an Arabic SEO title;
 * the Arabic product page shows the category, the option names and the title.
 */
let base = '';
const PASSWORD = 'Console1pass';
const OWNER = `owner-categories-${Date.now()}@example.com`;
const PRODUCT = 33; // A tee with sizes and colours.
let api: APIRequestContext;

test.beforeAll(async ({ workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  await addOwner(workerShop, api, OWNER, PASSWORD);
});
test.afterAll(async () => {
  await api?.dispose();
});

/** Signs the owner in, enrolling the authenticator app. */
async function signIn(page: Page) {
  await signInEnrolling(page, base, OWNER, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test('an owner adds a category named in Arabic, gives a product Arabic option names and an SEO title; the Arabic page shows them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New category' });
  await form.getByRole('textbox', { name: 'Name in English' }).fill('Summer tees');
  await form.getByRole('textbox', { name: 'Name in Arabic' }).fill('تيشيرتات الصيف');
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('region', { name: 'summer tees' })).toBeVisible();

  await page.goto(`${base}/admin/products/${PRODUCT}`);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Summer tees' }).click();
  // The demo's Arabic names are replaced by the owner's.
  await page.getByRole('textbox', { name: 'Colour (Arabic)', exact: true }).fill('لون القميص');
  await page.getByRole('textbox', { name: 'Colour: navy (Arabic)' }).fill('أزرق ليلي');
  await page.getByRole('textbox', { name: 'SEO title (Arabic)' }).fill('تيشيرت قطن عضوي للصيف');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.goto(`${base}/ar/product/${PRODUCT}`);
  await expect(page).toHaveTitle(/^تيشيرت قطن عضوي للصيف/);
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByText('تيشيرتات الصيف')).toBeVisible();
  await expect(page.getByText('لون القميص').first()).toBeVisible();
  await expect(page.getByText('أزرق ليلي').first()).toBeVisible();
});
