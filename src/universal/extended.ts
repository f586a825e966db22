/**
 * `{ ...base, ...extra }`, for when `extra` adds fields `base` lacks, made with Object.assign onto a new
 * object. On Node 20 (V8 11.3) an object spread followed by new fields gets a hidden class of its own:
 * about 5 µs and 300 bytes of heap each, against 0.3 µs for this (decision 0072). The in-memory
 * catalogue held 100,000 such classes (33 MB), and every product answer made one.
 */
export function extended<T extends object, U extends object>(base: T, extra: U): Omit<T, keyof U> & U {
  return Object.assign({}, base, extra);
}
