import { expect, type Locator, request, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import { ownServer } from './support/own-server';
import { authHeaders, openSignedIn, signUpViaApi } from './support/shopper';

/**
 * A product the shop has no Arabic text for is shown in English on Arabic pages, and English is laid out
 * left to right there. The demo catalogue has Arabic texts for every product, so this runs on a shop of
 * its own holding the demo products imported in English only (the file the seed adds the texts to).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1002;
const server = ownServer({ port: PORT, dataDir: `.tmp/e2e-english-data-${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Imported before the first start: the seed then finds a catalogue and adds nothing.
  await server.operator('catalogue', ['import', 'src/server/modules/catalogue/demo/products.json']);
  await server.start();
});
test.afterAll(() => server.stop());

/**
 * Each text's first letter sits at the left of its element's content box, as in a text read left to
 * right, whatever the page's direction; and there are more than `atLeast` texts.
 */
async function expectReadLeftToRight(texts: Locator, atLeast: number) {
  await expect(texts.first()).toBeVisible();
  const offsets = await texts.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.setStart(element.firstChild as Node, 0);
      range.setEnd(element.firstChild as Node, 1);
      const left = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
      return { text: element.textContent?.slice(0, 30), first: Math.round(range.getBoundingClientRect().left - left) };
    }),
  );
  expect(offsets.length).toBeGreaterThan(atLeast);
  expect(offsets.filter(({ first }) => first !== 0)).toEqual([]);
}

test('an English product title on an Arabic page is laid out left to right, so its clamp cuts its end', async ({
  page,
}) => {
  // Laid out right to left, a clamped English title's ellipsis went over the first letters of its last
  // line ("…ireless Earbuds"), and its first line started anywhere but at the box's left edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseUrl}/ar/products`);
  await expectReadLeftToRight(page.locator('article h2 a'), 10);
});

test('an English product’s title, highlights and description on an Arabic page are laid out left to right', async ({
  page,
}) => {
  // Laid out right to left, "10 minutes gives about 4 hours of listening" read "minutes gives about 4 hours
  // of listening 10", and each text stood against the right edge.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.baseUrl}/ar/product/1`);
  await expectReadLeftToRight(
    page.locator('main h1, main ul[dir="auto"] li, section[aria-labelledby="description-title"] p'),
    3,
  );
});

test('a Latin title shortened in an Arabic toast ends with its "..." on the right', async ({ page }) => {
  const api = await request.newContext({ baseURL: server.baseUrl });
  const shopper = await signUpViaApi(api);
  const set = await api.patch('/api/user/preferences', { headers: authHeaders(shopper), data: { language: 'ar' } });
  expect(set.status()).toBe(200);
  await api.dispose();
  await openSignedIn(page, shopper, `${server.baseUrl}/ar/product/1?colour=matte-black`);
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${ar['cart.add.button']}`) })
    .first()
    .click();
  const title = page.locator('#notistack-snackbar').getByText(/\.\.\.$/);
  await expect(title).toHaveText(/\.\.\.$/);
  const [first, last] = await title.evaluate((element) => {
    const text = element.firstChild as Text;
    const rectOf = (at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().x;
    };
    return [rectOf(0), rectOf(text.length - 1)];
  });
  expect(last).toBeGreaterThan(first);
});
