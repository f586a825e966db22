/**
 * A guest's order on its way to the payment provider and back. The provider's return address names the order
 * only (`/order-success?order=<id>`): its access key never goes to the provider. The pay screen keeps the key
 * (and the address the order's mails go to) in this tab, and the success page takes them from here when the
 * shopper comes back, in the same tab, from the provider's page.
 */
const KEY = 'storefront.paymentReturn';

export interface ReturnDetails {
  access?: string;
  email?: string;
}

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage turned off: a guest then opens the order from its mail
  }
}

/** Keeps a guest order's key for the return from the provider (an account's order needs none). */
export function keepForReturn(orderId: string, details: ReturnDetails): void {
  if (!details.access) return;
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ orderId, access: details.access, email: details.email }));
  } catch {
    // Full or refused: the order page's mailed link still opens it.
  }
}

/** What the pay screen kept for this order, if it was this tab's. */
export function returnDetails(orderId: string): ReturnDetails {
  let kept: unknown;
  try {
    kept = JSON.parse(tabStorage()?.getItem(KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!kept || typeof kept !== 'object' || (kept as { orderId?: unknown }).orderId !== orderId) return {};
  const { access, email } = kept as { access?: unknown; email?: unknown };
  return {
    ...(typeof access === 'string' && { access }),
    ...(typeof email === 'string' && { email }),
  };
}
