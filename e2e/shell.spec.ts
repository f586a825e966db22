import { expect, test } from '@playwright/test';

test('the shop opens at / with its header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Storefront home' }).first()).toBeVisible();
  await expect(page.getByText(`© 1996–${new Date().getFullYear()}`)).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

test('a signed-in-only route sends an anonymous visitor to sign in, which will bring them back', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Forders$/);
});

test('the API stays JSON for unknown paths', async ({ request }) => {
  const response = await request.get('/api/unknown');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Route GET /api/unknown not found' });
});
