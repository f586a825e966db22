import { expect, type Page, test } from '@playwright/test';
import {
  budgetBytes,
  type BudgetedRoute,
  JS_BUDGET_GZIP_KIB,
  routeScripts,
  SIGNED_IN_ROUTES,
  TOAST_LIBRARY_MARKER,
  totalBytes,
  YUP_MARKER,
} from '../bench/page-weight';
import { authHeaders, signUpViaApi } from './support/shopper';

/**
 * Page-weight guards on the production build (byte counts, not timings): every route `npm run bench:web`
 * measures stays within its JavaScript budget (bench/page-weight.ts), and form code (yup, the sign-in
 * screen) and the toast library load only where they are used.
 */
const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const READY: Record<BudgetedRoute, (page: Page) => Promise<unknown>> = {
  '/': heading,
  '/products': heading,
  '/product/1': heading,
  '/auth/login': (page) => expect(page.getByLabel('Email')).toBeVisible(),
  '/checkout': heading,
  '/account': heading,
};

test('every route downloads no more JavaScript (gzip) than its budget', async ({ browser, request }) => {
  const shopper = await signUpViaApi(request);
  // One item in the cart, so /checkout shows its form instead of sending the shopper back.
  const added = await request.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { productId: '4', quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  const over: string[] = [];
  for (const route of Object.keys(JS_BUDGET_GZIP_KIB) as BudgetedRoute[]) {
    // A context per route: a first visit, with nothing cached from the route before.
    // The phone-sized screen the bench measures (bench/web.ts).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (SIGNED_IN_ROUTES.has(route)) {
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { token: shopper.token, user: shopper.user },
      );
    }
    const page = await context.newPage();
    const scripts = await routeScripts(page, route, READY[route]);
    const gzip = totalBytes(scripts, 'gzipBytes');
    if (gzip > budgetBytes(route))
      over.push(`${route}: ${(gzip / 1024).toFixed(1)} KiB gzip, budget ${JS_BUDGET_GZIP_KIB[route]} KiB`);
    await context.close();
  }
  expect(over).toEqual([]);
});

test('the home route downloads no form code and no toast library; sign-in fetches yup with its first check', async ({
  page,
}) => {
  const home = await routeScripts(page, '/', heading);
  expect(home.filter((script) => script.text.includes(YUP_MARKER)).map((script) => script.url)).toEqual([]);
  // notistack loads with the first toast (src/browser-kit/ui/ToastProvider.tsx); e2e/cart-wishlist.spec.ts shows toasts.
  expect(home.filter((script) => script.text.includes(TOAST_LIBRARY_MARKER)).map((script) => script.url)).toEqual([]);

  // Sign-in draws its form without yup (decision 0140): the schema comes with the form's first check.
  const signIn = await routeScripts(page, '/auth/login', READY['/auth/login']);
  expect(signIn.filter((script) => script.text.includes(YUP_MARKER)).map((script) => script.url)).toEqual([]);
  const fetched: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') fetched.push(response.text());
  });
  await page.getByLabel('Email').focus();
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect((await Promise.all(fetched)).some((text) => text.includes(YUP_MARKER))).toBe(true);
});
