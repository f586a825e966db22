import { type LivePayments, NO_LIVE_PAYMENTS, providerFor, providerMethodOf } from './payment-providers';

const BOTH_WITH_WALLET: LivePayments = { providers: ['stripe', 'paymob'], mobileWallet: true };

describe('providerFor: which provider takes a checkout method (issue 51)', () => {
  it('sends cards to Paymob in pounds where it is on, else to Stripe; PayPal to none', () => {
    expect(providerFor(BOTH_WITH_WALLET, 'credit-card', 'EGP')).toBe('paymob');
    expect(providerFor(BOTH_WITH_WALLET, 'apple-pay', 'GBP')).toBe('stripe');
    expect(providerFor({ providers: ['stripe'], mobileWallet: false }, 'google-pay', 'EGP')).toBe('stripe');
    expect(providerFor({ providers: ['paymob'], mobileWallet: true }, 'credit-card', 'USD')).toBeUndefined();
    expect(providerFor(BOTH_WITH_WALLET, 'paypal', 'EGP')).toBeUndefined();
    expect(providerFor(BOTH_WITH_WALLET, 'cash-on-delivery', 'EGP')).toBeUndefined();
  });

  it('sends the mobile wallet to Paymob only in pounds, with Paymob on and a wallet integration', () => {
    expect(providerFor(BOTH_WITH_WALLET, 'mobile-wallet', 'EGP')).toBe('paymob');
    expect(providerFor({ providers: ['paymob'], mobileWallet: true }, 'mobile-wallet', 'EGP')).toBe('paymob');
    // Never to Stripe, and nowhere else: not a demo either.
    expect(providerFor(BOTH_WITH_WALLET, 'mobile-wallet', 'GBP')).toBeUndefined();
    expect(
      providerFor({ providers: ['stripe', 'paymob'], mobileWallet: false }, 'mobile-wallet', 'EGP'),
    ).toBeUndefined();
    expect(providerFor({ providers: ['stripe'], mobileWallet: true }, 'mobile-wallet', 'EGP')).toBeUndefined();
    expect(providerFor(NO_LIVE_PAYMENTS, 'mobile-wallet', 'EGP')).toBeUndefined();
  });
});

describe("providerMethodOf: the provider's method an order asks for", () => {
  it("asks for the wallet for a mobile-wallet order and a card for every other, the demo's stored form too", () => {
    expect(providerMethodOf('mobile-wallet')).toBe('wallet');
    for (const stored of ['credit-card', 'apple-pay', 'google-pay', 'credit-card (Demo)'])
      expect(providerMethodOf(stored)).toBe('card');
  });
});
