/** lodash's own reading of a property path (its `stringToPath`, MIT): names, `[0]`, `["quoted.key"]`, empty parts. */
const PART = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE = /\\(\\)?/g;

/**
 * lodash's `toPath` as Formik's getIn and setIn use it on a field's name (`lines[0].quantity` ->
 * ['lines', '0', 'quantity']), without lodash's memoizing cache and what it brings. The browser bundle gives
 * Formik this instead of lodash-es's (webpack.config.ts, docs/decisions/0137).
 */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const path = String(value);
  const parts: string[] = path.startsWith('.') ? [''] : [];
  path.replace(PART, (match: string, index?: string, quote?: string, quoted?: string) => {
    parts.push(quote ? (quoted ?? '').replace(ESCAPE, '$1') : (index ?? match));
    return match;
  });
  return parts;
}
