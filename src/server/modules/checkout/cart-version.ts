/**
 * The cart version a checkout confirmed (the contract declares `cartVersion` open, since the app coerces
 * types and null would become 0): a whole number of at least 0, or undefined for a missing or malformed
 * one, which checkout refuses as a changed cart.
 */
export function confirmedCartVersion(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined;
}
