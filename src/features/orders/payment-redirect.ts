/**
 * Spec §2 Order success: a payment provider's redirect brings payment_intent,
 * payment_intent_client_secret and redirect_status (succeeded). The shop only stores them: the demo
 * takes no payment, so nothing reads them back yet.
 */
export interface PaymentRedirect {
  paymentIntent: string;
  clientSecret: string | null;
  redirectStatus: string | null;
}

export const PAYMENT_REDIRECT_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** Kept for this tab only (sessionStorage): the client secret must not outlive the visit. */
export const PAYMENT_REDIRECT_STORAGE_KEY = 'paymentRedirect';

export function readPaymentRedirect(params: URLSearchParams): PaymentRedirect | null {
  const paymentIntent = params.get('payment_intent');
  if (!paymentIntent) return null;
  return {
    paymentIntent,
    clientSecret: params.get('payment_intent_client_secret'),
    redirectStatus: params.get('redirect_status'),
  };
}

export function storePaymentRedirect(redirect: PaymentRedirect, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(PAYMENT_REDIRECT_STORAGE_KEY, JSON.stringify(redirect));
  } catch {
    // Storage full or blocked (private mode): the values are not needed to show the page.
  }
}
