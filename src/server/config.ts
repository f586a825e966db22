import path from 'node:path';
import { canonicalTimeZone, DEFAULT_SHOP_TIME_ZONE } from '../universal/delivery-dates';
import { DEFAULT_SHOP_COUNTRY } from '../universal/validation/checkout-schema';
import { CHECKOUT_COUNTRY_CODES, CONTACT_RULES } from '../universal/validation/contact-rules';
import { MAX_QUANTITY_PER_LINE } from '../universal/pricing';
import { ConfigError } from './config-error';
import { type PaymentConfig, readPaymentConfig } from './payment-config';

/** Everything the server reads from its environment, parsed and checked once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address shoppers are told to write to (the help page, GET /api/shop). */
  supportEmail: string;
  /** Where the shop is (ISO code of a checkout country): a new shopper's checkout starts there. */
  shopCountry: string;
  /** The shop's IANA time zone (SHOP_TIMEZONE): cut-off hours and promised delivery days are its clock's. */
  shopTimeZone: string;
  redisUrl: string | undefined;
  logLevel: string;
  /** Demo mode moves each order one status on after this many minutes; off when unset. */
  orderDemoAdvanceMinutes: number | undefined;
  /** An exchange rate set longer ago than this is reported stale (/api/health/details, npm run rates). */
  ratesMaxAgeHours: number;
  /**
   * Past this many products the catalogue is answered by SQL alone, not held in memory; 0: never held.
   * Unset: the catalogue reader's default (MAX_IN_MEMORY_PRODUCTS).
   */
  catalogueMaxInMemory: number | undefined;
  /** Directory holding the production build of the SPA. */
  webRoot: string;
  /** Where the catalogue's pictures rendered to each width are kept (docs/decisions/0068-responsive-pictures.md). */
  pictureCacheDir: string;
  /** Where pictures staff upload in the console are kept: served beside the demo's (PICTURE_UPLOAD_DIR). */
  pictureUploadDir: string;
  /** Which proxies' X-Forwarded-For to believe, so per-IP limits see shoppers, not the proxy. */
  trustProxy: boolean | number | string;
  /**
   * Guards against hoarding stock with orders nobody pays for (issue 48, docs/decisions/0089): the most
   * units of one variant an order (and so a cart line) may hold, and the most cash-on-delivery orders one
   * shopper (by email, phone or address) may have waiting to be paid at once.
   */
  orderLimits: OrderLimits;
  /**
   * STOCK_ALERT_FACTOR: 1 to 100, default 3. Units coming back mail at most this many times as many of the
   * variant's back-in-stock subscribers (issue 53): enough that a few who no longer want it leave units for
   * the others, few enough that most who are mailed can still buy.
   */
  stockAlertFactor: number;
  /**
   * PRICE_DROP_SHARE: 1 to 90 (percent), default 10. A wish-listed variant whose price in its owner's currency
   * falls at least this share below the price last measured mails its owner once (issue 53, decision 0119).
   */
  priceDropShare: number;
  /**
   * CART_REMINDER_HOURS: 1 to 720, default 24. A signed-in shopper's cart the shopper has not changed for this
   * long, and not ordered since, mails them one reminder if they allow cart reminders (issue 53, decision 0120).
   */
  cartReminderHours: number;
  /** Session-signing secret kept outside the database; unset: the one generated into the database. */
  tokenSecret: string | undefined;
  /** The secret TOKEN_SECRET replaced, still accepted while its sessions run out (rotation). */
  tokenSecretPrevious: string | undefined;
  /** The payment providers turned on with keys (issue 51), and how long a card order holds its stock. */
  payments: PaymentConfig;
}

export interface OrderLimits {
  /** ORDER_MAX_UNITS_PER_VARIANT: 1 to MAX_QUANTITY_PER_LINE; default 10, the product page's choices (spec §9). */
  unitsPerVariant: number;
  /** COD_MAX_UNPAID_ORDERS: 1 to 100; default 3. */
  unpaidCashOnDelivery: number;
}

export { ConfigError };

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `expected a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** TRUST_PROXY: unset or "false" (direct), "true" (any), a hop count, or comma-separated addresses/CIDRs. */
function readTrustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/.test(raw)) return raw;
  throw new ConfigError('TRUST_PROXY', 'expected true, false, a hop count, or comma-separated proxy addresses');
}

function readUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL, got ${url.protocol}`);
  }
  return raw;
}

/** ORDER_DEMO_ADVANCE_MINUTES: a whole number of minutes from 1 to 1440; unset or empty is off. */
function readDemoAdvanceMinutes(env: Env): number | undefined {
  const raw = env.ORDER_DEMO_ADVANCE_MINUTES?.trim();
  if (!raw) return undefined;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < 1 || minutes > 1440) {
    throw new ConfigError(
      'ORDER_DEMO_ADVANCE_MINUTES',
      `expected a whole number of minutes from 1 to 1440, got "${raw}"`,
    );
  }
  return minutes;
}

/** RATES_MAX_AGE_HOURS: whole hours from 1 to 8760; default 48 (two days). */
function readRatesMaxAgeHours(env: Env): number {
  const raw = env.RATES_MAX_AGE_HOURS?.trim();
  if (!raw) return 48;
  const hours = Number(raw);
  if (!/^\d+$/.test(raw) || hours < 1 || hours > 8760) {
    throw new ConfigError('RATES_MAX_AGE_HOURS', `expected a whole number of hours from 1 to 8760, got "${raw}"`);
  }
  return hours;
}

/** CATALOGUE_MAX_IN_MEMORY: a whole number of products from 0 (always SQL) to 100,000,000. */
function readCatalogueMaxInMemory(env: Env): number | undefined {
  const raw = env.CATALOGUE_MAX_IN_MEMORY?.trim();
  if (!raw) return undefined;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > 100_000_000) {
    throw new ConfigError('CATALOGUE_MAX_IN_MEMORY', `expected a whole number from 0 to 100000000, got "${raw}"`);
  }
  return count;
}

/** A whole number from `min` to `max` in `name`, or `fallback` when unset or empty. */
function readWholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readOrderLimits(env: Env): OrderLimits {
  return {
    // Never above the cart's own line maximum (decision 0003): a cart line must be able to hold an order's worth.
    unitsPerVariant: readWholeNumber(env, 'ORDER_MAX_UNITS_PER_VARIANT', 10, 1, MAX_QUANTITY_PER_LINE),
    unpaidCashOnDelivery: readWholeNumber(env, 'COD_MAX_UNPAID_ORDERS', 3, 1, 100),
  };
}

/** Shortest TOKEN_SECRET accepted: 32 characters carry the 256 bits HS256 wants when random. */
export const TOKEN_SECRET_MIN_LENGTH = 32;

function readSecret(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length < TOKEN_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      name,
      `expected at least ${TOKEN_SECRET_MIN_LENGTH} characters (e.g. from \`openssl rand -hex 32\`), got ${raw.length}`,
    );
  }
  return raw;
}

/**
 * TOKEN_SECRET: optional, at least 32 characters. Required when NODE_ENV=production, where an operator
 * states where secrets live instead of relying on the one generated into the database.
 */
function readTokenSecret(env: Env): string | undefined {
  const secret = readSecret(env, 'TOKEN_SECRET');
  if (!secret && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'TOKEN_SECRET',
      `required when NODE_ENV=production: set it to at least ${TOKEN_SECRET_MIN_LENGTH} random characters (e.g. from \`openssl rand -hex 32\`)`,
    );
  }
  return secret;
}

/** SUPPORT_EMAIL: a bare address (shown and linked as mailto: on the help page). */
function readSupportEmail(env: Env): string {
  const raw = env.SUPPORT_EMAIL?.trim();
  if (!raw) return 'support@storefront.local';
  if (!/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/.test(raw)) {
    throw new ConfigError('SUPPORT_EMAIL', `expected an email address like support@example.com, got "${raw}"`);
  }
  return raw;
}

function readShopCountry(env: Env): string {
  const raw = env.SHOP_COUNTRY?.trim();
  if (!raw) return CONTACT_RULES[DEFAULT_SHOP_COUNTRY].iso;
  const code = raw.toUpperCase();
  if (!CHECKOUT_COUNTRY_CODES.includes(code)) {
    throw new ConfigError('SHOP_COUNTRY', `expected one of ${CHECKOUT_COUNTRY_CODES.join(', ')}, got "${raw}"`);
  }
  return code;
}

/** SHOP_TIMEZONE: an IANA time zone Intl knows (Africa/Cairo, Europe/London), kept by its canonical name. */
function readShopTimeZone(env: Env): string {
  const raw = env.SHOP_TIMEZONE?.trim();
  if (!raw) return DEFAULT_SHOP_TIME_ZONE;
  const zone = canonicalTimeZone(raw);
  if (!zone) {
    throw new ConfigError('SHOP_TIMEZONE', `expected an IANA time zone such as Africa/Cairo, got "${raw}"`);
  }
  return zone;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = readPort(env);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}`);
  }
  const publicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'Storefront <no-reply@storefront.local>',
    supportEmail: readSupportEmail(env),
    shopCountry: readShopCountry(env),
    shopTimeZone: readShopTimeZone(env),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel,
    orderDemoAdvanceMinutes: readDemoAdvanceMinutes(env),
    ratesMaxAgeHours: readRatesMaxAgeHours(env),
    catalogueMaxInMemory: readCatalogueMaxInMemory(env),
    webRoot: path.resolve(cwd, env.WEB_ROOT?.trim() || './dist'),
    pictureCacheDir: env.PICTURE_CACHE_DIR?.trim()
      ? path.resolve(cwd, env.PICTURE_CACHE_DIR.trim())
      : path.join(dataDir, 'pictures'),
    pictureUploadDir: env.PICTURE_UPLOAD_DIR?.trim()
      ? path.resolve(cwd, env.PICTURE_UPLOAD_DIR.trim())
      : path.join(dataDir, 'uploads'),
    trustProxy: readTrustProxy(env),
    orderLimits: readOrderLimits(env),
    stockAlertFactor: readWholeNumber(env, 'STOCK_ALERT_FACTOR', 3, 1, 100),
    priceDropShare: readWholeNumber(env, 'PRICE_DROP_SHARE', 10, 1, 90),
    cartReminderHours: readWholeNumber(env, 'CART_REMINDER_HOURS', 24, 1, 720),
    tokenSecret: readTokenSecret(env),
    tokenSecretPrevious: readSecret(env, 'TOKEN_SECRET_PREVIOUS'),
    payments: readPaymentConfig(env),
  };
}
