import { expect, type Page, test } from '@playwright/test';
import { untilScreenHydrated } from './support/held-scripts';

/** Headphones (product 1) sell a white variant with its own picture (1-white.svg). */
const HEADPHONES = 1;

async function titleOf(page: Page, language: string): Promise<string> {
  const response = await page.request.get(`/catalog/products/${HEADPHONES}?lang=${language}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { title: string }).title;
}

test('with the White filter ticked, the headphones card shows the white pair and opens it chosen (English, 1366 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = await titleOf(page, 'en');
  await page.goto('/products?category=electronics');
  const card = page.getByRole('article', { name: title });
  await expect(card.locator('img')).toHaveAttribute('src', /\/1\.svg$/);
  await untilScreenHydrated(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^White/ }).click();
  await expect(page).toHaveURL(/colour=white/);
  await expect(card.locator('img')).toHaveAttribute('src', /1-white/);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${HEADPHONES}\\?colour=white$`));
  await expect(page.getByRole('radio', { name: /White/ })).toBeChecked();
});

test('at 390 px in Arabic, a list opened with the colour in its address shows and links to that colour', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = await titleOf(page, 'ar');
  await page.goto('/ar/products?category=electronics&colour=white');
  const card = page.getByRole('article', { name: title });
  await expect(card.locator('img')).toHaveAttribute('src', /1-white/);
  await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/ar/product/${HEADPHONES}?colour=white`,
  );
  await page.screenshot({ path: test.info().outputPath('colour-cards-ar-390.png') });
});
