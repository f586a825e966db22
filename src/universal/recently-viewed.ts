/**
 * "Recently viewed" (issue 53): the product pages a shopper opened, newest first. The one home of its
 * rules, read by the server's contract and the browser's device list alike (kept free of any library, as
 * the device list is in the first load of the product page).
 */

/** How many products the list keeps: the oldest leaves when a new one comes in. */
export const MAX_RECENTLY_VIEWED = 20;

/** A product viewed, and when (ISO 8601). */
export interface ViewedProduct {
  productId: string;
  viewedAt: string;
}

/**
 * Two lists as one: each product once, at its latest view, newest first, at most MAX_RECENTLY_VIEWED.
 * A view recorded again is a merge of one.
 */
export function mergeViewed(...lists: readonly (readonly ViewedProduct[])[]): ViewedProduct[] {
  const latest = new Map<string, ViewedProduct>();
  for (const view of lists.flat()) {
    const known = latest.get(view.productId);
    if (!known || known.viewedAt < view.viewedAt) latest.set(view.productId, view);
  }
  return [...latest.values()]
    .sort((a, b) => (a.viewedAt < b.viewedAt ? 1 : a.viewedAt > b.viewedAt ? -1 : 0))
    .slice(0, MAX_RECENTLY_VIEWED);
}
