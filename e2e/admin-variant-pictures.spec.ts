import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { signInEnrolling } from './support/staff-sign-in';
import { addOwner, expect, test } from './support/worker-shop';

/**
 * Pictures tied to a colour (issue 52, area 3, decision 0130) on the worker's own server (worker-shop.ts): an owner
 * uploads a picture of the navy hoodie, ties it to navy and puts it first with the keyboard; the shop's page with navy
 * chosen shows it first (server-rendered too), and under the Navy filter the hoodie's card shows it; in Arabic at 390
 * px as well.
 */
let base = '';
const PASSWORD = 'Console1pass';
const OWNER = `owner-pictures-${Date.now()}@example.com`;
/** The demo hoodie: heather grey, black and navy, in six sizes. */
const HOODIE = 40;
let api: APIRequestContext;

test.beforeAll(async ({ workerShop }) => {
  base = workerShop.baseUrl;
  api = await playwrightRequest.newContext({ baseURL: base });
  await addOwner(workerShop, api, OWNER, PASSWORD);
});
test.afterAll(async () => {
  await api?.dispose();
});

async function titleOf(language: string): Promise<string> {
  const response = await api.get(`/catalog/products/${HOODIE}?lang=${language}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { title: string }).title;
}

test("an owner ties an uploaded picture to navy; the navy page shows it first and the Navy filter's card shows it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInEnrolling(page, base, OWNER, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`${base}/admin/products/${HOODIE}`);

  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1f2a44' } })
    .jpeg()
    .toBuffer();
  await page
    .getByText('Upload a picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'navy-hoodie.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The gallery had two pictures: the upload is picture 3.
  const gallery = page.getByRole('textbox', { name: 'More pictures' });
  await expect(gallery).toHaveValue(/\/catalog\/images\/u[0-9a-f]{24}\.jpg$/);
  const uploaded = /\/catalog\/images\/(u[0-9a-f]{24})\.jpg$/.exec(await gallery.inputValue())?.[1] as string;

  // Navy shows the picture the demo import gave it alone (after the gallery: picture 5); the upload is
  // ticked after it, then put first, all with the keyboard.
  const navy = page.getByRole('group', { name: 'navy' });
  await expect(navy.getByText('Shown first, in this order: Picture 5.')).toBeVisible();
  const tie = navy.getByRole('checkbox', { name: 'Picture 3 for navy' });
  await tie.focus();
  await page.keyboard.press('Space');
  await expect(tie).toBeChecked();
  await expect(navy.getByText('Shown first, in this order: Picture 5 and Picture 3.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(navy.getByRole('button', { name: 'Show Picture 3 first for navy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(navy.getByText('Shown first, in this order: Picture 3 and Picture 5.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // The shopper's page with navy chosen: the picture first, as the server renders it and as the browser shows it.
  const title = await titleOf('en');
  const html = await (await api.get(`/product/${HOODIE}?colour=navy`)).text();
  const mainPicture = /<img[^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? '';
  expect(mainPicture).toContain(uploaded);
  const shop = await (await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } })).newPage();
  await shop.goto(`/product/${HOODIE}?colour=navy`);
  const first = shop.getByRole('img', { name: `${title}, picture 1 of` });
  await expect(first).toHaveAttribute('src', new RegExp(uploaded));
  expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Another colour keeps its own first picture.
  await shop.getByRole('radio', { name: /Black/ }).click();
  await expect(first).toHaveAttribute('src', /40-black/);

  await shop.goto("/products?category=men's%20clothing&colour=navy");
  const card = shop.getByRole('article', { name: title });
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(uploaded));
  await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/product/${HOODIE}?colour=navy`,
  );
  await shop.context().close();

  // Arabic, on a phone: the same picture first.
  const phone = await (await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`/ar/product/${HOODIE}?colour=navy`);
  await expect(phone.locator('img[fetchpriority="high"]')).toHaveAttribute('src', new RegExp(uploaded));
  await phone.context().close();

  // The trail holds the change, before and after.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('grid').getByText('product.update').first()).toBeVisible();
});
