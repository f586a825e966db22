import { devices, expect, type Page, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import { EARLY_INPUT_GLOBAL } from '../src/universal/early-input';
import { holdScripts } from './support/held-scripts';

/** React's production build reports a hydration mismatch as one of these minified errors (or in words in development). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)|hydrat|did not match/i;

const PUBLIC_ROUTES = [
  '/',
  '/products',
  '/products?category=electronics&page=2',
  '/product/1',
  '/auth/login',
  '/auth/signup',
  '/no-such-page',
];
const LANGUAGES = [
  { name: 'English', prefix: '', messages: en },
  { name: 'Arabic', prefix: '/ar', messages: ar },
];

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The not-found page is answered with status 404 on purpose; the browser reports that document.
    const notFoundDocument = message.location().url.endsWith('/no-such-page');
    if (notFoundDocument && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || HYDRATION_ERROR.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const language of LANGUAGES) {
  test(`every public route hydrates without a mismatch and without fetching its data again (${language.name})`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // "Customers also bought" is not in the served page by design: it loads after hydration, near the screen.
      if (pathname.startsWith('/catalog/products') && !pathname.endsWith('/also-bought'))
        catalogueRequests.push(request.url());
    });
    for (const route of PUBLIC_ROUTES) {
      const url = `${language.prefix}${route === '/' && language.prefix ? '' : route}`;
      const answer = await page.goto(url);
      expect(answer?.status(), url).toBe(route === '/no-such-page' ? 404 : 200);
      // The markup arrived rendered: the main heading is in the server's HTML.
      expect(await answer?.text(), url).toMatch(/<h1[\s>]/);
      await page.waitForLoadState('networkidle');
      expect(problems, `console errors on ${url}`).toEqual([]);
      expect(catalogueRequests, `catalogue requests after hydrating ${url}`).toEqual([]);
      // Each route as a first visit: the product page's view would fill the next page's Recently viewed, which is
      // read after hydration by design (never in the served page).
      await page.evaluate(() => window.localStorage.clear());
    }
    // Hydrated means interactive: a client-side navigation works and fetches what it needs.
    await page.goto(`${language.prefix}/products`);
    await page.waitForLoadState('networkidle');
    const pageTwo = language.messages['list.page.goTo'].replace('{page}', '2');
    await page.getByRole('link', { name: pageTwo }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(problems).toEqual([]);
  });
}

/**
 * At phone width the list page lays its filters out differently (useMediaQuery). The server guesses the
 * screen from the request (Sec-CH-UA-Mobile, User-Agent); the browser hydrates with that guess, so a
 * right guess (a phone) and a wrong one (a desktop browser narrowed to 390 px) both hydrate cleanly.
 */
const PHONE_WIDTH = { width: 390, height: 844 };
const PHONE_VISITS = [
  {
    name: 'a phone',
    use: { viewport: PHONE_WIDTH, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
  },
  { name: 'a desktop browser at phone width', use: { viewport: PHONE_WIDTH } },
];
for (const visit of PHONE_VISITS) {
  test.describe(`at 390 px on ${visit.name}`, () => {
    test.use(visit.use);

    test('home, list and product pages hydrate without a mismatch, in English and Arabic', async ({ page }) => {
      const problems = collectProblems(page);
      for (const language of LANGUAGES) {
        for (const route of ['/', '/products', '/product/1']) {
          const url = `${language.prefix}${route === '/' && language.prefix ? '' : route}`;
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          expect(problems, `console errors on ${url}`).toEqual([]);
        }
      }
      // Hydrated, then following the real screen: the phone's filter toggle is there and works.
      await page.goto('/products');
      const toggle = page.getByRole('button', { name: /Filters/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      // The sheet is modal: it hides the page behind it, the toggle included, from the accessibility tree.
      await expect(page.getByRole('presentation').locator('#product-filters')).toBeVisible();
      await expect(page.getByRole('button', { name: /Filters/, includeHidden: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(problems).toEqual([]);
    });
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('home, list and product pages show products, prices and pictures, and the list pages link on', async ({
    page,
  }) => {
    for (const url of ['/', '/products', '/product/1']) {
      await page.goto(url);
      // In the pounds Egypt, where the visitor is delivered to, is charged (issue 50).
      await expect(page.locator('main'), url).toContainText(/EGP\s[\d,]+\.\d\d/);
      const picture = page.locator('main img').first();
      await expect(picture, url).toBeVisible();
      expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), url).toBe(
        true,
      );
    }
    await page.goto('/products');
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^25-48 of \d+ results$/)).toBeVisible();
  });
});

/**
 * Opens `url` with the app's scripts held back (a slow phone's first seconds): the page is painted and
 * the page-start script, which keeps early input, has run; the app has not. Answers the release.
 */
async function openBeforeTheApp(page: Page, url: string): Promise<() => void> {
  const releaseScripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate((name) => name in window, EARLY_INPUT_GLOBAL)).toBe(true);
  return releaseScripts;
}

test('a button clicked before the page’s scripts have run does its work once they have', async ({ page }) => {
  const problems = collectProblems(page);
  const releaseScripts = await openBeforeTheApp(page, '/products');
  await page.getByRole('button', { name: 'All menu' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Shop menu' })).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('dialog', { name: 'Shop menu' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a filter ticked before the page’s scripts have run stays unticked until they apply it', async ({ page }) => {
  const problems = collectProblems(page);
  const releaseScripts = await openBeforeTheApp(page, '/products');
  const brand = page.getByRole('checkbox', { name: 'Nordvik' });
  // Ticked by the browser alone, the box would show a filter no one applied.
  await brand.click();
  await page.waitForTimeout(300);
  await expect(brand).not.toBeChecked();
  await expect(page).not.toHaveURL(/brands=/);

  releaseScripts();
  await expect(page).toHaveURL(/brands=Nordvik/);
  await expect(brand).toBeChecked();
  expect(problems).toEqual([]);
});

test('a sort chosen before the page’s scripts have run is applied once they have', async ({ page }) => {
  const problems = collectProblems(page);
  const releaseScripts = await openBeforeTheApp(page, '/products?category=jewelery');
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('price-low-high');

  releaseScripts();
  await expect(page).toHaveURL(/sort=price-low-high/);
  await expect(sort).toHaveValue('price-low-high');
  expect(problems).toEqual([]);
});

test('a currency cookie written while the page was on its way hydrates the page as rendered, then takes over', async ({
  page,
  context,
}) => {
  const problems = collectProblems(page);
  // Rendered in the region's currency; then the page before (or another tab) writes the shopper's choice.
  const releaseScripts = await openBeforeTheApp(page, '/product/3?storage=512gb');
  const quantity = page.getByRole('combobox', { name: 'Quantity' });
  await quantity.selectOption('2');
  await context.addCookies([{ name: 'currency', value: 'USD', url: page.url() }]);

  releaseScripts();
  // Hydrated with the cookie, the prices did not match the markup and React rendered the page anew,
  // putting the quantity back to 1.
  await expect(page.getByRole('button', { name: /language and currency$/ })).toHaveAccessibleName(/USD/);
  await expect(quantity).toHaveValue('2');
  expect(problems).toEqual([]);
});

test('filters cleared and a price band picked before the page has hydrated leave only the band', async ({ page }) => {
  const problems = collectProblems(page);
  const releaseScripts = await openBeforeTheApp(page, '/products?category=electronics&brands=Nordvik,Voltari');
  // Two quick clicks the page-start script keeps; once the screen has hydrated the app makes them again.
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await page.getByRole('radio', { name: '$0-$50' }).click();

  releaseScripts();
  await expect(page).toHaveURL(/price=0-50/);
  await expect(page.getByRole('radio', { name: '$0-$50' })).toBeChecked();
  // Made in one task, the band's click met the list before the clear and brought its brands back.
  expect(new URL(page.url()).searchParams.get('brands')).toBeNull();
  expect(new URL(page.url()).searchParams.get('category')).toBe('electronics');
  expect(problems).toEqual([]);
});

test('an Enter pressed in the header search while the page hydrates searches for the words', async ({ page }) => {
  const problems = collectProblems(page);
  const releaseScripts = await holdScripts(page);
  // The home screen's chunk comes last (a phone that hydrates slowly, a visitor whose browser has the
  // suggesting box's chunk at hand): the shell hydrates and the suggesting box takes over the focused box
  // before the screen has hydrated.
  const releaseScreen = await holdScripts(page, /\/screen-home\./);
  await page.goto('/', { waitUntil: 'commit' });
  const words = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect.poll(() => page.evaluate((name) => name in window, EARLY_INPUT_GLOBAL)).toBe(true);
  await words.fill('hedphones');
  // Kept back by the page-start script until the screen had hydrated, this search was then sent through
  // the first-paint form, which the suggesting box had replaced by that time: the Enter was lost.
  await words.press('Enter');

  releaseScripts();
  // Either the search has left the page already, or the suggesting box has taken over the words.
  await expect
    .poll(
      async () => new URL(page.url()).pathname !== '/' || (await words.getAttribute('aria-autocomplete')) === 'list',
    )
    .toBe(true);
  releaseScreen();
  await expect(page).toHaveURL(/\/products\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "hedphones"');
  expect(new URL(page.url()).searchParams.get('search')).toBe('hedphones');
  expect(problems).toEqual([]);
});
