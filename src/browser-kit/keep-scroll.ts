/**
 * Navigation state that keeps the scroll position where a new page would start at the top: a filter
 * or sort change on the product list (`navigate(to, { state: KEEP_SCROLL })`).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
