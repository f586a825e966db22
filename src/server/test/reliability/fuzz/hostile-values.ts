/**
 * The hostile inputs the suite draws from. A body value is either JSON-encodable (`value`) or raw
 * JSON text (`raw`) for what JSON.stringify cannot produce: 1e309 (parses as Infinity), duplicate
 * keys, prototype-pollution keys, very deep nesting.
 */
export interface HostileValue {
  label: string;
  value?: unknown;
  raw?: string;
  /** What JSON.parse gives the server, to judge whether a field type can accept it. */
  kind: 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
  /** Longer than any field allows, or holding NUL or a lone surrogate: invalid for every string field. */
  neverValidText?: boolean;
  /** For numbers: not a finite number once parsed. */
  nonFinite?: boolean;
  /** For arrays: how many items (ajv coerces a one-item array to its item). */
  items?: number;
}

export const HUGE_TEXT = 'A'.repeat(100_000);

const strings: [string, string, boolean?][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['100,000 characters', HUGE_TEXT, true],
  ['100,000 emoji', '🛒'.repeat(50_000), true],
  ['NUL alone', '\u0000', true],
  ['NUL inside', 'Amira\u0000Hassan', true],
  ['lone high surrogate', '\ud800', true],
  ['lone low surrogate', 'x\udc00y', true],
  ['reversed surrogates', '\udc00\ud800', true],
  ['right-to-left override', '\u202Egnp.exe'],
  ['Arabic', 'أميرة حسن'],
  ['emoji', '🛒🔥👩‍👩‍👧'],
  ['zero-width', '\u200b\u200c\u200d\ufeff'],
  ['combining marks', 'Z̷̢̛a̶l̵g̸o̴'],
  ['CRLF header injection', 'a\r\nSet-Cookie: pwned=1'],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL quote', "' or '1'='1"],
  ['SQL statement', '1; drop table users; --'],
  ['SQL union', '1 union select password_hash from users'],
  ['SQL comment', "admin'--"],
  ['LIKE wildcards', '%_%\\'],
  ['path traversal', '../../../../etc/passwd'],
  ['encoded traversal', '..%2f..%2f..%2fetc%2fpasswd'],
  ['Windows path', '..\\..\\windows\\win.ini'],
  ['format string', '%s%s%s%n%x'],
  ['template', '${7*7}{{7*7}}#{7*7}'],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['-Infinity text', '-Infinity'],
  ['number text', '42'],
  ['negative text', '-1'],
  ['fraction text', '1.5'],
  ['exponent text', '1e309'],
  ['hex text', '0x1F'],
  ['true text', 'true'],
  ['null text', 'null'],
  ['__proto__ text', '__proto__'],
  ['constructor text', 'constructor'],
  ['JSON text', '{"$gt":""}'],
  ['fullwidth digits', '１２３'],
];

const numbers: [string, number][] = [
  ['zero', 0],
  ['minus one', -1],
  ['fraction', 1.5],
  ['negative fraction', -0.01],
  ['huge', 1e308],
  ['beyond safe integer', 2 ** 53 + 2],
  ['min int32 - 1', -(2 ** 31) - 1],
  ['tiny', 5e-324],
];

export const HOSTILE_VALUES: HostileValue[] = [
  ...strings.map(([label, value, never]) => ({
    label: `string: ${label}`,
    value,
    kind: 'string' as const,
    neverValidText: never,
  })),
  ...numbers.map(([label, value]) => ({ label: `number: ${label}`, value, kind: 'number' as const })),
  { label: 'number: -0', raw: '-0', kind: 'number' },
  { label: 'number: 1e309 (Infinity)', raw: '1e309', kind: 'number', nonFinite: true },
  { label: 'number: -1e309 (-Infinity)', raw: '-1e309', kind: 'number', nonFinite: true },
  { label: 'number: 1e-400 (underflow)', raw: '1e-400', kind: 'number' },
  { label: 'number: 100 digits', raw: '9'.repeat(100), kind: 'number' },
  { label: 'true', value: true, kind: 'boolean' },
  { label: 'false', value: false, kind: 'boolean' },
  { label: 'null', value: null, kind: 'null' },
  { label: 'empty array', value: [], kind: 'array', items: 0 },
  { label: 'one-item array', value: ['1'], kind: 'array', items: 1 },
  { label: 'array of two', value: ['1', '2'], kind: 'array', items: 2 },
  { label: 'array of 10,000', value: Array.from({ length: 10_000 }, (_, i) => i), kind: 'array', items: 10_000 },
  { label: 'empty object', value: {}, kind: 'object' },
  { label: 'operator object', value: { $gt: '', $ne: null }, kind: 'object' },
  { label: 'object with __proto__', raw: '{"__proto__":{"polluted":"yes"}}', kind: 'object' },
  {
    label: 'object with constructor.prototype',
    raw: '{"constructor":{"prototype":{"polluted":"yes"}}}',
    kind: 'object',
  },
  { label: 'nested 2,000 deep', raw: `${'['.repeat(2000)}${']'.repeat(2000)}`, kind: 'array', items: 1 },
];

/** Ids and path segments: traversal, SQL metacharacters, odd numbers, encodings (already URL-encoded). */
export const HOSTILE_PATH_SEGMENTS: string[] = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%252e%252e%252f',
  '....%2F%2F....%2F%2Fetc',
  '..%5C..%5Cwindows',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AE%C0%AE%2F',
  "1'%20or%20'1'%3D'1",
  '1%3B%20drop%20table%20users',
  '1%20union%20select%201',
  '1--',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '%2B1',
  '%201',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2147483648',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '%F0%9F%9B%92',
  '%E2%80%AE',
  'a'.repeat(300),
  'A'.repeat(100_000),
];

/** Query-string values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES: string[] = [
  '',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '0x10',
  'true',
  'maybe',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  "'%20or%201%3D1--",
  '1%3B%20drop%20table%20products',
  '%25%5F%5C',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%9B%92%F0%9F%94%A5',
  '%E2%80%AEevil',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'A'.repeat(5_000),
];
