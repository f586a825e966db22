/**
 * Checkout's countries and payment methods, apart from its schemas (checkout-schema.ts, which re-exports
 * them): a screen that only names a method or a country (the order words, the payment choice) then
 * builds no yup schema and downloads neither yup nor the phone rule's library on its first visit
 * (docs/decisions/0084-first-load-per-route.md).
 */

export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Egypt'] as const;
export type Country = (typeof COUNTRIES)[number];
/**
 * Where the shop is unless SHOP_COUNTRY says otherwise (GET /api/shop): checkout starts there for a
 * shopper whose profile and orders name no country (the issue replaces the spec's United States).
 */
export const DEFAULT_SHOP_COUNTRY: Country = 'Egypt';

/** The spec's four payment methods (§9): demo ones, no money is taken. */
export const DEMO_PAYMENT_METHODS = ['credit-card', 'paypal', 'apple-pay', 'google-pay'] as const;
/**
 * Paying the courier in cash when the order arrives, where the shipping country's region allows it
 * (decision 0078). Not a demo: nothing is taken online, the courier takes the real amount.
 */
export const CASH_ON_DELIVERY = 'cash-on-delivery';
/**
 * Egypt's mobile wallets (Vodafone Cash, Orange, Etisalat, WE Pay) through Paymob (issue 51). Not a demo: it is
 * offered only where Paymob takes it (payment-providers.ts providerFor) and real money is taken.
 */
export const MOBILE_WALLET = 'mobile-wallet';
/** The methods that are never the demo, sent and stored bare. */
const REAL_PAYMENT_METHODS: readonly string[] = [CASH_ON_DELIVERY, MOBILE_WALLET];
export const PAYMENT_METHODS = [...DEMO_PAYMENT_METHODS, CASH_ON_DELIVERY, MOBILE_WALLET] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The spec's payload sends a demo method followed by this marker (no real payment is taken). */
export const PAYMENT_DEMO_SUFFIX = ' (Demo)';

/**
 * The method as checkout sends and the order stores it: 'paypal (Demo)', but 'cash-on-delivery' and
 * 'mobile-wallet' (never a demo).
 */
export function toWirePaymentMethod(method: PaymentMethod): string {
  return REAL_PAYMENT_METHODS.includes(method) ? method : `${method}${PAYMENT_DEMO_SUFFIX}`;
}
