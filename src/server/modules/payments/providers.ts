import type { PaymentConfig } from '../../payment-config';
import type { PaymentProvider, PaymentProviderName } from './provider';

/** The providers turned on with keys, by name: the demo is not one (it takes no money). */
export type ProviderRegistry = ReadonlyMap<Exclude<PaymentProviderName, 'demo'>, PaymentProvider>;

const made = new WeakMap<PaymentConfig, Promise<ProviderRegistry>>();

/** Whether any provider is on: known from the configuration alone, before any SDK is loaded. */
export const anyProviderOn = (config: PaymentConfig) => config.stripe !== undefined || config.paymob !== undefined;

/**
 * The live providers of a configuration, made once for it (each holds its SDK client or HTTP settings). A
 * provider's module (and Stripe's SDK, 21 MB of memory and 70 ms) is loaded only when its keys are set.
 */
export function paymentProviders(config: PaymentConfig): Promise<ProviderRegistry> {
  let registry = made.get(config);
  if (!registry) {
    registry = (async () => {
      const live = new Map<Exclude<PaymentProviderName, 'demo'>, PaymentProvider>();
      if (config.stripe) live.set('stripe', (await import('./stripe-provider')).stripeProvider(config.stripe));
      if (config.paymob) live.set('paymob', (await import('./paymob-provider')).paymobProvider(config.paymob));
      return live;
    })();
    made.set(config, registry);
  }
  return registry;
}
