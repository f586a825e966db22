import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { signInEnrolling } from './support/staff-sign-in';
import { addOwner, expect, test } from './support/worker-shop';

/**
 * Catalogue tools (issue 52, area 3, decision 0127) on the worker's own server (worker-shop.ts), at 1366 px: an owner
 * chooses the necklaces on the products grid and sets their units, cuts one's price by a percentage and takes another
 * off sale, each behind a dialog naming how many products it changes; then imports a CSV whose second row is wrong,
 * sees the preview, fixes the row and applies the file. The shop's API shows each change.
 */
let base = '';
const PASSWORD = 'Console1pass';
const OWNER = `owner-bulk-${Date.now()}@example.com`;
/** The demo's necklaces: each sold as one variant. */
const NECKLACES = [20, 21, 22, 29];
let api: APIRequestContext;
let owner: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  await addOwner(workerShop, api, OWNER, PASSWORD);
  owner = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInEnrolling(owner, base, OWNER, PASSWORD);
  await expect(owner.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
test.afterAll(async () => {
  await owner?.context().close();
  await api?.dispose();
});

const onShop = async (id: number) => {
  const answer = await api.get(`/catalog/products/${id}`);
  return {
    status: answer.status(),
    product: answer.ok() ? ((await answer.json()) as { price: number; stock: number }) : undefined,
  };
};

/** The grid's row of a product, by its number. */
const rowOf = (page: Page, id: number) =>
  page
    .getByRole('grid', { name: 'Products' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: String(id), exact: true }) });

test('an owner sets the units of the necklaces, cuts one price by 10 % and takes one off sale, each confirmed', async () => {
  const page = owner;
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Necklace');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(rowOf(page, 20)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Products' }).getByRole('row')).toHaveCount(NECKLACES.length + 1);

  // Every row of the page, then their units.
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  const bar = page.getByRole('region', { name: 'Actions on the chosen products' });
  await expect(bar.getByRole('status')).toHaveText('4 products chosen');
  await bar.getByRole('button', { name: 'Set units' }).click();
  const units = page.getByRole('dialog', { name: 'Set the units of 4 products' });
  await units.getByRole('textbox', { name: 'Units' }).fill('7');
  await page.screenshot({ path: 'test-results/console-bulk-units-1366.png' });
  await units.getByRole('button', { name: 'Apply to 4 products' }).click();
  await expect(page.getByText('4 products changed.')).toBeVisible();
  for (const id of NECKLACES) expect((await onShop(id)).product?.stock).toBe(7);

  // One price, 10 % off: 119.90 × 0.9 = 107.91.
  await rowOf(page, 20).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Change price by %' }).click();
  const cut = page.getByRole('dialog', { name: 'Change the price of 1 product by a percentage' });
  await cut.getByRole('textbox', { name: 'Change' }).fill('-10');
  await expect(cut.getByText('For example, $20.00 becomes $18.00.')).toBeVisible();
  await cut.getByRole('button', { name: 'Apply to 1 product' }).click();
  await expect(page.getByText('1 product changed.')).toBeVisible();
  expect((await onShop(20)).product?.price).toBe(107.91);

  // One off sale: the console keeps it, the shop no longer has it.
  await rowOf(page, 22).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Unpublish' }).click();
  const off = page.getByRole('dialog', { name: 'Unpublish 1 product' });
  await off.getByRole('button', { name: 'Apply to 1 product' }).click();
  await expect(rowOf(page, 22).getByText('Unpublished')).toBeVisible();
  expect((await onShop(22)).status).toBe(404);
  await page.screenshot({ path: 'test-results/console-bulk-grid-1366.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  for (const action of ['stock.set', 'product.update', 'product.unpublish'])
    await expect(page.getByRole('grid').getByText(action).first()).toBeVisible();
});

test('an owner imports a CSV: the preview names the bad row, which is fixed, and the file is applied whole', async () => {
  const page = owner;
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  const header = 'id,title,price,stock,category,image';
  const good = '4,Nordvik 27-inch 4K Monitor (2027),329.99,12,,';
  const file = [header, good, ',Glass carafe 1 l,twelve,6,electronics,/catalog/images/4.svg'].join('\n');
  await page
    .getByText('Choose a CSV file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByRole('textbox', { name: 'CSV' })).toHaveValue(file);
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByText('price: an amount such as 19.99.')).toBeVisible();
  await expect(preview.getByText('349.99 → 329.99')).toBeVisible();
  await expect(page.getByText('No new product, 1 updated, 0 unchanged, 1 row with an error.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply 1 product' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/console-import-preview-1366.png', fullPage: true });
  expect((await onShop(4)).product?.price).toBe(349.99);

  // The second row fixed where the file was pasted, previewed again, and applied.
  await page
    .getByRole('textbox', { name: 'CSV' })
    .fill([header, good, ',Glass carafe 1 l,12,6,electronics,/catalog/images/4.svg'].join('\n'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 new product, 1 updated, 0 unchanged, no errors.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply 2 products' }).click();
  await expect(page.getByText('Imported: 1 new product, 1 updated.')).toBeVisible();
  expect((await onShop(4)).product).toMatchObject({ price: 329.99, stock: 12 });

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Glass carafe');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(
    page.getByRole('grid', { name: 'Products' }).getByRole('link', { name: 'Glass carafe 1 l' }),
  ).toBeVisible();
});
