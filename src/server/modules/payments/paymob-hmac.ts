import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paymob signs its transaction callbacks (decision 0111): HMAC-SHA512, keyed by the account's HMAC secret, over
 * the values of these twenty fields of the callback's `obj`, in this order, joined with nothing between them,
 * sent as lower-case hex in the callback's `?hmac=` query parameter. The order is Paymob's published list, not
 * an alphabetical sort (`id` comes before `integration_id`); a dotted name is a path into a nested object.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

function valueAt(obj: unknown, path: string): unknown {
  let value = obj;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A value as Paymob writes it into the signed text: booleans as true/false, a missing or null value as ''. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return '';
}

/** The text Paymob signs for a transaction `obj`: the twenty values in their order. */
export function paymobHmacText(obj: unknown): string {
  return PAYMOB_HMAC_FIELDS.map((path) => asText(valueAt(obj, path))).join('');
}

/** The HMAC Paymob sends with a transaction callback whose `obj` is this, as lower-case hex. */
export function paymobHmac(obj: unknown, secret: string): string {
  return createHmac('sha512', secret).update(paymobHmacText(obj), 'utf8').digest('hex');
}

/**
 * Whether `hmac` (the callback's `?hmac=`) is Paymob's signature of `obj` under `secret`, compared in constant
 * time. Anything but 128 hex digits (missing, repeated, empty) is simply not a match.
 */
export function verifyPaymobHmac(obj: unknown, hmac: unknown, secret: string): boolean {
  if (typeof hmac !== 'string' || !HEX_SHA512.test(hmac)) return false;
  const expected = Buffer.from(paymobHmac(obj, secret), 'hex');
  const received = Buffer.from(hmac.toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
