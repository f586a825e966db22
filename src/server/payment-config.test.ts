import { ConfigError } from './config-error';
import { livePayments, liveProviders, readPaymentConfig } from './payment-config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_config',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_config',
  STRIPE_WEBHOOK_SECRET: 'whsec_config',
};
const PAYMOB = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_config',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_config',
  PAYMOB_API_KEY: 'api-key',
  PAYMOB_HMAC_SECRET: 'hmac',
  PAYMOB_INTEGRATION_IDS: 'card:123, wallet:456',
};

const refusal = (env: Record<string, string>) => {
  try {
    readPaymentConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { variable: error.variable, message: error.message };
    throw error;
  }
  return undefined;
};

describe('payment providers by environment (issue 51)', () => {
  it('offers only the demo with nothing set, and holds card orders 30 minutes', () => {
    const config = readPaymentConfig({});
    expect(config).toEqual({ stripe: undefined, paymob: undefined, holdMinutes: 30 });
    expect(liveProviders(config)).toEqual(['demo']);
    expect(livePayments(config)).toEqual({ providers: [], mobileWallet: false });
  });

  it("turns the mobile wallet on only with Paymob's keys and a wallet integration", () => {
    expect(livePayments(readPaymentConfig({ ...STRIPE, ...PAYMOB }))).toEqual({
      providers: ['stripe', 'paymob'],
      mobileWallet: true,
    });
    expect(livePayments(readPaymentConfig({ ...PAYMOB, PAYMOB_INTEGRATION_IDS: 'card:123' }))).toEqual({
      providers: ['paymob'],
      mobileWallet: false,
    });
    expect(livePayments(readPaymentConfig(STRIPE))).toEqual({ providers: ['stripe'], mobileWallet: false });
  });

  it('turns a provider on with all of its keys, and says which are live without their keys', () => {
    const config = readPaymentConfig({ ...STRIPE, ...PAYMOB, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(config.stripe?.apiBase?.port).toBe('12111');
    expect(config.paymob).toMatchObject({ integrationIds: { card: 123, wallet: 456 } });
    expect(config.paymob?.apiBase.href).toBe('https://accept.paymob.com/');
    expect(liveProviders(config)).toEqual(['demo', 'stripe', 'paymob']);
    expect(JSON.stringify(liveProviders(config))).not.toContain('sk_test');
  });

  it('stops the server on a half-configured provider, naming the missing variable and never a key', () => {
    const { STRIPE_WEBHOOK_SECRET: _webhook, ...noWebhook } = STRIPE;
    const stripe = refusal(noWebhook);
    expect(stripe?.variable).toBe('STRIPE_WEBHOOK_SECRET');
    expect(stripe?.message).not.toContain('sk_test_config');
    expect(refusal({ PAYMOB_SECRET_KEY: 'egy_sk' })?.variable).toBe('PAYMOB_PUBLIC_KEY');
    expect(refusal({ ...PAYMOB, PAYMOB_INTEGRATION_IDS: 'card=1' })?.variable).toBe('PAYMOB_INTEGRATION_IDS');
    expect(refusal({ ...STRIPE, STRIPE_API_BASE: 'ftp://x' })?.variable).toBe('STRIPE_API_BASE');
    expect(refusal({ PAYMENT_HOLD_MINUTES: '2' })?.variable).toBe('PAYMENT_HOLD_MINUTES');
  });
});
