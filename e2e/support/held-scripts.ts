import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Holds back every script the page asks for, as a slow phone would receive them late, so a test can
 * act on the server-rendered HTML before React runs. Call the answer to let them load. The page-start
 * script (under 1 KiB, src/universal/page-start.ts) is let through: it is the one the page asks for itself.
 * With `which`, only the scripts whose address matches it; called again after the first, that hold
 * comes on top, so those scripts wait for both releases (one chunk arrives after the others).
 */
export async function holdScripts(page: Page, which = /\.js(\?|$)/): Promise<() => void> {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(which, async (route) => {
    if (!route.request().url().includes('/page-start.')) await scriptsMayLoad;
    await route.fallback();
  });
  return release;
}

/**
 * Waits until the early-input script listens (src/universal/early-input.ts): what the shopper does on the
 * server-rendered page from then on is kept for the app. Before it (the page's one script, still on its way)
 * a choice is the HTML's alone, and hydration puts the page's own value back.
 */
export async function untilEarlyInputListens(page: Page): Promise<void> {
  await page.waitForFunction(() => '__shopEarlyInput' in window);
}

/**
 * Waits until the screen has hydrated: its EarlyInputReplay has claimed the early-input queue (see
 * src/app/early-input.ts), so every click from then on is React's own, however the machine is loaded.
 */
export async function untilScreenHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as Record<string, { claimed?: true } | undefined>).__shopEarlyInput?.claimed === true,
  );
}

/** Waits until React has claimed the element: the page is hydrated around it. */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}
