import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { untilHydrated } from './support/held-scripts';

const HEADPHONES = /^Nordvik Aria Over-Ear Wireless Headphones/;

const header = (page: Page) => page.getByRole('banner');
const words = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Search products' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const resultLine = (page: Page) => results(page).getByRole('status');

/** The number the result line states: '1-24 of 64 results' → 64, '16 results' → 16, 'No results' → 0. */
async function statedTotal(page: Page): Promise<number> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const text = (await resultLine(page).textContent()) ?? '';
  if (/^No results/.test(text)) return 0;
  const match = /(?:of )?(\d+) results?\b/.exec(text);
  expect(match, `result line: ${text}`).not.toBeNull();
  return Number(match?.[1]);
}

/** 'Nordvik (4)' → 4. */
function countIn(label: string): number {
  const match = /\((\d+)\)\s*$/.exec(label.trim());
  expect(match, `facet label: ${label}`).not.toBeNull();
  return Number(match?.[1]);
}

test('a typo finds the product, and the shopper can search their own spelling instead', async ({ page }) => {
  await page.goto('/');
  // Typed into the hydrated box: an Enter pressed before hydration is the browser's own submit of the form
  // (its action, with the empty category too), another URL than the app's; this test is about search.
  await untilHydrated(words(header(page)));
  await words(header(page)).fill('hedphones');
  await words(header(page)).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=hedphones$/);
  await expect(results(page).getByRole('article', { name: HEADPHONES })).toBeVisible();
  await expect(resultLine(page)).toHaveText('1 result for "headphones"');

  const banner = page.getByText(/^Showing results for headphones\. Search instead for hedphones$/);
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'hedphones' }).click();
  await expect(page).toHaveURL(/\/products\?search=hedphones&exact=true$/);
  await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "hedphones"');
});

test('a suggestion opens its product: keyboard in the header, touch in the drawer at phone width', async ({ page }) => {
  await page.goto('/');
  await words(header(page)).click();
  await words(header(page)).pressSequentially('headph');
  const listbox = page.getByRole('listbox', { name: 'Search products' });
  await expect(words(header(page))).toHaveAttribute('aria-expanded', 'true');
  const option = listbox.getByRole('option', { name: HEADPHONES });
  await expect(option).toBeVisible();

  // The open suggestions pass axe (combobox, listbox, groups and options wired per ARIA 1.2).
  const { violations } = await new AxeBuilder({ page }).include('header').include('[role="listbox"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Arrow down to the product (categories are listed first), then Enter opens it.
  for (let step = 0; step < 6; step += 1) {
    await words(header(page)).press('ArrowDown');
    const active = await words(header(page)).getAttribute('aria-activedescendant');
    if (active && HEADPHONES.test((await page.locator(`[id="${active}"]`).textContent()) ?? '')) break;
  }
  await words(header(page)).press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADPHONES);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'All menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shop menu' });
  await words(drawer).click();
  await words(drawer).pressSequentially('nordvik aria');
  await page.getByRole('listbox').getByRole('option', { name: HEADPHONES }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADPHONES);
});

test('facet counts equal the result counts the list then shows', async ({ page }) => {
  const base = '/products?category=electronics';
  await page.goto(base);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brands = filters.getByRole('region', { name: 'Brands' }).getByRole('checkbox');
  await expect(brands.first()).toBeVisible();
  const brandLabels = await filters.getByRole('region', { name: 'Brands' }).locator('label').allTextContents();
  expect(brandLabels.length).toBeGreaterThan(1);
  // Every brand of the result is offered, and their counts add up to the result (one brand per product).
  const total = await statedTotal(page);
  expect(brandLabels.reduce((sum, label) => sum + countIn(label), 0)).toBe(total);

  for (const label of brandLabels) {
    await page.goto(base);
    await filters.getByRole('checkbox', { name: label }).click();
    await expect(page).toHaveURL(/brands=/);
    await expect.poll(() => statedTotal(page), { message: label }).toBe(countIn(label));
  }

  await page.goto(base);
  const bands = await filters.getByRole('radiogroup', { name: 'Price' }).locator('label').allTextContents();
  for (const label of bands.filter((text) => /\(\d+\)$/.test(text))) {
    await page.goto(base);
    await filters.getByRole('radio', { name: label }).click();
    await expect(page).toHaveURL(/price=/);
    await expect.poll(() => statedTotal(page), { message: label }).toBe(countIn(label));
  }

  await page.goto(base);
  const floors = await filters
    .getByRole('region', { name: 'Customer Reviews' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
  expect(floors).toHaveLength(3);
  for (const text of floors) {
    const label = text.replace(/^★+/, '');
    await page.goto(base);
    await filters.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(/rating=/);
    await expect.poll(() => statedTotal(page), { message: label }).toBe(countIn(label));
  }
});

test('a search that finds nothing offers a spelling, categories, popular products and clearing its filters', async ({
  page,
}) => {
  await page.goto('/products?search=headphones&category=jewelery');
  const empty = page.getByTestId('empty-results');
  await expect(empty.getByText('No products found')).toBeVisible();
  // The search alone finds products: the link keeps the words and drops the filters.
  await expect(empty.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
    'href',
    '/products?search=headphones',
  );
  await expect(empty.getByRole('region', { name: 'Popular products' }).getByRole('link')).toHaveCount(4);

  await page.goto('/products?search=jewelry%20zzqx');
  await expect(empty.getByRole('navigation', { name: 'Categories that match' }).getByRole('link')).toHaveText([
    /^Jewelry \(\d+\)$/,
  ]);

  // A typo the filters empty: the nearest spelling, without the filters.
  await page.goto('/products?search=headphonez&category=jewelery');
  await empty.getByRole('link', { name: 'headphones' }).click();
  await expect(page).toHaveURL(/\/products\?search=headphones$/);
  await expect(results(page).getByRole('article', { name: HEADPHONES })).toBeVisible();
});
