/**
 * lodash's `clone` as Formik's setIn uses it, on the form's values and the objects and arrays inside them:
 * a shallow copy that keeps an object's prototype. The browser bundle gives Formik this instead of
 * lodash-es's (webpack.config.ts, docs/decisions/0137).
 */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value !== null && typeof value === 'object') {
    return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
  }
  return value;
}
