/**
 * An Add to Cart a signed-out shopper asked for, kept in this tab's session storage while they sign in
 * (or sign up), so it completes once afterwards with its quantity (issue 12). Session storage: it
 * belongs to this tab and this visit, and is gone when the tab closes.
 */
export interface PendingAdd {
  productId: string;
  /** The variant picked on the product page (issue 33), if any. */
  sku?: string;
  quantity: number;
  /** For the 'Added to Cart!' toast once it completes. */
  title: string;
  image: string;
  /** Epoch milliseconds; an old request is dropped rather than completed by surprise. */
  at: number;
}

const KEY = 'storefront.pendingAdd';
/** A sign-in that takes longer than this was another errand: the add is forgotten. */
export const PENDING_ADD_MAX_AGE_MS = 30 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingAdd(add: Omit<PendingAdd, 'at'>, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...add, at: now }));
  } catch {
    // Storage full or blocked: the shopper simply adds again after signing in.
  }
}

/**
 * Takes the pending add out of storage (so it completes once, whoever asks twice) and answers it when
 * it is whole and recent.
 */
export function takePendingAdd(now = Date.now()): PendingAdd | undefined {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return undefined;
  store?.removeItem(KEY);
  try {
    const add = JSON.parse(raw) as Partial<PendingAdd>;
    const whole =
      typeof add.productId === 'string' &&
      (add.sku === undefined || typeof add.sku === 'string') &&
      typeof add.quantity === 'number' &&
      Number.isInteger(add.quantity) &&
      add.quantity > 0 &&
      typeof add.title === 'string' &&
      typeof add.image === 'string' &&
      typeof add.at === 'number';
    return whole && now - (add.at as number) <= PENDING_ADD_MAX_AGE_MS ? (add as PendingAdd) : undefined;
  } catch {
    return undefined;
  }
}
