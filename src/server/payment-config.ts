import { ConfigError } from './config-error';
import type { LivePaymentProvider, LivePayments } from '../universal/payment-providers';

/**
 * The payment providers an owner turns on with keys (issue 51, README "Payments"). A provider whose keys
 * are all unset is not offered; one given some of its keys but not all stops the server, naming the first
 * missing variable, rather than taking orders it could never confirm. The demo needs none and is always there.
 */

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: a stand-in's address (tests); unset in production, where the SDK's own host is used. */
  apiBase: URL | undefined;
}

export interface PaymobConfig {
  secretKey: string;
  publicKey: string;
  /** PAYMOB_API_KEY: the account's API key, apart from the secret key: look-ups and refunds need its token. */
  apiKey: string;
  hmacSecret: string;
  /** PAYMOB_INTEGRATION_IDS: the integration id of each method, e.g. card:123,wallet:456. */
  integrationIds: Readonly<Record<string, number>>;
  /** PAYMOB_API_BASE: default https://accept.paymob.com; a stand-in's address in tests. */
  apiBase: URL;
}

export interface PaymentConfig {
  stripe: StripeConfig | undefined;
  paymob: PaymobConfig | undefined;
  /** PAYMENT_HOLD_MINUTES: how long a card order holds its stock while the shopper pays; default 30. */
  holdMinutes: number;
}

type Env = Record<string, string | undefined>;

export const PAYMOB_DEFAULT_API_BASE = 'https://accept.paymob.com';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const PAYMOB_KEYS = [
  'PAYMOB_SECRET_KEY',
  'PAYMOB_PUBLIC_KEY',
  'PAYMOB_API_KEY',
  'PAYMOB_HMAC_SECRET',
  'PAYMOB_INTEGRATION_IDS',
] as const;

/** The provider's keys, trimmed; undefined when none is set; a ConfigError naming the first one missing. */
function keysOf<K extends string>(env: Env, names: readonly K[]): Record<K, string> | undefined {
  const values = names.map((name) => [name, env[name]?.trim() ?? ''] as const);
  if (values.every(([, value]) => value === '')) return undefined;
  const missing = values.find(([, value]) => value === '');
  if (missing)
    throw new ConfigError(missing[0], `must be set with ${names.filter((name) => name !== missing[0]).join(', ')}`);
  return Object.fromEntries(values) as Record<K, string>;
}

function readUrl(env: Env, name: string): URL | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Refused below.
  }
  throw new ConfigError(name, `expected an http(s) address, got "${raw}"`);
}

/** PAYMOB_INTEGRATION_IDS: method:id pairs separated by commas (card:123,wallet:456). */
function readIntegrationIds(raw: string): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const pair of raw.split(',')) {
    const match = /^\s*([a-z-]+)\s*:\s*(\d{1,12})\s*$/.exec(pair);
    if (!match?.[1] || !match[2])
      throw new ConfigError(
        'PAYMOB_INTEGRATION_IDS',
        `expected method:id pairs such as card:123,wallet:456, got "${raw}"`,
      );
    ids[match[1]] = Number(match[2]);
  }
  return ids;
}

function readHoldMinutes(env: Env): number {
  const raw = env.PAYMENT_HOLD_MINUTES?.trim();
  if (!raw) return 30;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < 5 || minutes > 1440)
    throw new ConfigError('PAYMENT_HOLD_MINUTES', `expected whole minutes from 5 to 1440, got "${raw}"`);
  return minutes;
}

export function readPaymentConfig(env: Env): PaymentConfig {
  const stripe = keysOf(env, STRIPE_KEYS);
  const paymob = keysOf(env, PAYMOB_KEYS);
  return {
    stripe: stripe && {
      secretKey: stripe.STRIPE_SECRET_KEY,
      publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      apiBase: readUrl(env, 'STRIPE_API_BASE'),
    },
    paymob: paymob && {
      secretKey: paymob.PAYMOB_SECRET_KEY,
      publicKey: paymob.PAYMOB_PUBLIC_KEY,
      apiKey: paymob.PAYMOB_API_KEY,
      hmacSecret: paymob.PAYMOB_HMAC_SECRET,
      integrationIds: readIntegrationIds(paymob.PAYMOB_INTEGRATION_IDS),
      apiBase: readUrl(env, 'PAYMOB_API_BASE') ?? new URL(PAYMOB_DEFAULT_API_BASE),
    },
    holdMinutes: readHoldMinutes(env),
  };
}

/** The providers turned on with keys (GET /api/shop tells the browser, for its checkout's words). */
export function onProviders(config: PaymentConfig): LivePaymentProvider[] {
  return [...(config.stripe ? ['stripe' as const] : []), ...(config.paymob ? ['paymob' as const] : [])];
}

/**
 * What the shop turned on, for the one rule of which provider takes a method (payment-providers.ts providerFor):
 * checkout places orders by it, and GET /api/shop tells the browser. The mobile wallet is on when Paymob is and
 * its PAYMOB_INTEGRATION_IDS names a `wallet` integration.
 */
export function livePayments(config: PaymentConfig): LivePayments {
  return {
    providers: onProviders(config),
    mobileWallet: config.paymob !== undefined && Object.hasOwn(config.paymob.integrationIds, 'wallet'),
  };
}

/** The providers that are live, for the start-up log: never their keys. */
export function liveProviders(config: PaymentConfig): string[] {
  return ['demo', ...onProviders(config)];
}
