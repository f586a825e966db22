import type { ViewedProduct } from '../../universal/recently-viewed';

/**
 * Where a signed-out shopper's recently viewed products are kept on the device (issue 53), and its reading:
 * apart from its changes (device-list-changes.ts), as home's first load reads it and changes nothing.
 */
export const DEVICE_LIST_KEY = 'recentlyViewed';

const NOTHING: readonly ViewedProduct[] = [];
let read: { raw: string | null; list: readonly ViewedProduct[] } = { raw: null, list: NOTHING };

export function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage turned off: the list lives as long as nothing.
  }
}

const isView = (value: unknown): value is ViewedProduct => {
  const view = value as Partial<ViewedProduct> | null;
  return (
    typeof view?.productId === 'string' && /^[1-9]\d{0,9}$/.test(view.productId) && typeof view.viewedAt === 'string'
  );
};

/**
 * The device's list, newest first (as its changes write it); the same array while the stored text is the
 * same, as a store's snapshot must be. Of whatever else is stored there, only well-formed views.
 */
export function deviceList(): readonly ViewedProduct[] {
  const raw = deviceStorage()?.getItem(DEVICE_LIST_KEY) ?? null;
  if (raw === read.raw) return read.list;
  let list: readonly ViewedProduct[] = NOTHING;
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(stored)) list = stored.filter(isView);
  } catch {
    // A corrupt entry is the same as none.
  }
  read = { raw, list };
  return list;
}
