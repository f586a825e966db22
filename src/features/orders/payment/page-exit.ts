/**
 * Leaving the shop's page for another document: the payment provider's own page, or this page loaded anew.
 * Kept apart so that a screen test can stand in for the browser's navigation, which jsdom does not perform.
 */

/** Opens the provider's payment page in this tab (Paymob's hosted page). */
export function openProviderPage(url: string): void {
  window.location.assign(url);
}

/** Loads this address again as a document of its own (see `loadedAtThisPage`). */
export function reloadThisPage(): void {
  window.location.reload();
}

/**
 * Whether this document was loaded at the page now shown. The shop's Content-Security-Policy lets Stripe's
 * scripts and frames in on the payment pages only (src/server/http/security-headers.ts), and a document keeps
 * the policy it was loaded with: a screen reached by the router from the home page, say, still runs under the
 * home page's. Where the browser does not say (no navigation timing), the answer is yes.
 */
export function loadedAtThisPage(): boolean {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  if (!entry) return true;
  try {
    return new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return true;
  }
}
