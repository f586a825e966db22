import { MOBILE_WALLET } from './validation/checkout-constants';

/**
 * Which payment provider takes a checkout's method (issue 51, decision 0112), the one rule the server's checkout
 * and the browser's payment choices share: cards, Apple Pay and Google Pay go to Paymob for orders charged in
 * Egyptian pounds where Paymob is on, else to Stripe where it is on; the mobile wallet goes to Paymob for orders
 * charged in Egyptian pounds where Paymob has a wallet integration, and is not offered anywhere else; PayPal stays
 * the demo (no provider here takes it). `live` is what the shop turned on (GET /api/shop's `paymentProviders`
 * and `mobileWallet`).
 */
export const LIVE_PAYMENT_PROVIDERS = ['stripe', 'paymob'] as const;
export type LivePaymentProvider = (typeof LIVE_PAYMENT_PROVIDERS)[number];

/** What the shop turned on: the providers with keys, and whether Paymob's account has a wallet integration. */
export interface LivePayments {
  providers: readonly LivePaymentProvider[];
  /** PAYMOB_INTEGRATION_IDS names a `wallet` integration (with Paymob on). */
  mobileWallet: boolean;
}

/** Nothing turned on: every online method is the demo, and the wallet is not offered. */
export const NO_LIVE_PAYMENTS: LivePayments = { providers: [], mobileWallet: false };

/** The shop's payment methods a provider takes as cards: cards and the wallets a card network carries. */
const CARD_METHODS: readonly string[] = ['credit-card', 'apple-pay', 'google-pay'];

/** Paymob charges in Egyptian pounds only. */
const PAYMOB_CURRENCY = 'EGP';

export function providerFor(live: LivePayments, method: string, currency: string): LivePaymentProvider | undefined {
  const paymob = currency === PAYMOB_CURRENCY && live.providers.includes('paymob');
  if (method === MOBILE_WALLET) return paymob && live.mobileWallet ? 'paymob' : undefined;
  if (!CARD_METHODS.includes(method)) return undefined;
  if (paymob) return 'paymob';
  return live.providers.includes('stripe') ? 'stripe' : undefined;
}

/**
 * The method within its provider an order's payment asks for, from the method the order stores: 'wallet' for
 * the mobile wallet, 'card' for the rest (Paymob's PAYMOB_INTEGRATION_IDS are keyed so; Stripe asks for none).
 */
export function providerMethodOf(storedMethod: string): 'card' | 'wallet' {
  return storedMethod === MOBILE_WALLET ? 'wallet' : 'card';
}

/** The providers by the names their owners and shoppers know them by. */
export const PROVIDER_NAMES: Record<LivePaymentProvider, string> = { stripe: 'Stripe', paymob: 'Paymob' };
