/**
 * Which payment provider takes a checkout's method (issue 51, decision 0112), the one rule the server's checkout
 * and the browser's payment choices share: cards, Apple Pay and Google Pay go to Paymob for orders charged in
 * Egyptian pounds where Paymob is on, else to Stripe where it is on; PayPal stays the demo (no provider here
 * takes it). `live` is the providers turned on (GET /api/shop's `paymentProviders`).
 */
export const LIVE_PAYMENT_PROVIDERS = ['stripe', 'paymob'] as const;
export type LivePaymentProvider = (typeof LIVE_PAYMENT_PROVIDERS)[number];

/** The shop's payment methods a provider takes: cards and the wallets a card network carries. */
const CARD_METHODS: readonly string[] = ['credit-card', 'apple-pay', 'google-pay'];

export function providerFor(
  live: readonly LivePaymentProvider[],
  method: string,
  currency: string,
): LivePaymentProvider | undefined {
  if (!CARD_METHODS.includes(method)) return undefined;
  if (currency === 'EGP' && live.includes('paymob')) return 'paymob';
  return live.includes('stripe') ? 'stripe' : undefined;
}

/** The providers by the names their owners and shoppers know them by. */
export const PROVIDER_NAMES: Record<LivePaymentProvider, string> = { stripe: 'Stripe', paymob: 'Paymob' };
