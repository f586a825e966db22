/**
 * What Redux DevTools may see. Support staff screenshot and export DevTools sessions, so every state
 * snapshot and action handed to it goes through here first. Redaction is by rule, not by endpoint:
 * any key named like a credential, and any string shaped like a JWT, wherever it sits (slices, the
 * RTK Query cache's results and `originalArgs`, action payloads and `meta.arg`).
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /token|password|passwd|secret|authorization|credential|otp|resettoken/i;
/** Three base64url parts, the first a JSON header ("eyJ" is `{"`). */
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/;

export function redactSecrets<T>(value: T): T {
  return redact(value, new WeakMap()) as T;
}

function redact(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return JWT.test(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redact(item, seen));
    return copy;
  }
  // Only plain records are walked; class instances (errors, dates) are left as DevTools shows them.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : redact(item, seen);
  }
  return copy;
}
