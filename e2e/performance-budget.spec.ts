import { expect, test } from '@playwright/test';
import {
  HOME_JS_BUDGET_GZIP_BYTES,
  routeScripts,
  TOAST_LIBRARY_MARKER,
  totalBytes,
  YUP_MARKER,
} from '../bench/page-weight';

/**
 * Page-weight guards on the production build (byte counts, not timings): the home route's first
 * visit stays within its JavaScript budget, and form code (yup, the sign-in screen) loads only on
 * the routes that use it. `npm run bench:web` prints the figures per route.
 */
test('the home route downloads no more JavaScript (gzip) than its budget, no form code and no toast library', async ({
  page,
}) => {
  const home = await routeScripts(page, '/', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  const gzip = totalBytes(home, 'gzipBytes');
  expect(gzip, `home route JavaScript: ${(gzip / 1024).toFixed(1)} KiB gzip`).toBeLessThanOrEqual(
    HOME_JS_BUDGET_GZIP_BYTES,
  );
  expect(home.filter((script) => script.text.includes(YUP_MARKER)).map((script) => script.url)).toEqual([]);
  // notistack loads with the first toast (src/app/ToastProvider.tsx); e2e/cart-wishlist.spec.ts shows toasts.
  expect(home.filter((script) => script.text.includes(TOAST_LIBRARY_MARKER)).map((script) => script.url)).toEqual([]);

  const signIn = await routeScripts(page, '/auth/login', (p) => expect(p.getByLabel('Email')).toBeVisible());
  const homeUrls = new Set(home.map((script) => script.url));
  const signInOnly = signIn.filter((script) => !homeUrls.has(script.url));
  expect(signInOnly.some((script) => script.text.includes(YUP_MARKER))).toBe(true);
});
