/**
 * The one home of the rule for sign-in email addresses, run by the forms and by the server alike
 * (docs/decisions/0053): how an address is stored and looked up, and which domains are refused.
 */
import { decode } from 'punycode/';

/** Characters a host may not hold, which a URL parser would read as a path, port or user (WHATWG URL). */
const NOT_IN_A_HOST = /[\s/\\?#:@[\]%<>^|]/;

/**
 * The domain's canonical ASCII form by IDNA (UTS 46: case folded, width and compatibility mapped,
 * Unicode labels turned into "xn--" punycode), without a trailing dot; undefined when it is no valid
 * domain. The URL parser's host rule is UTS 46's ToASCII in every browser and in Node (the same as
 * Node's url.domainToASCII), so the form and the server agree without shipping a mapping table.
 */
export function canonicalDomain(domain: string): string | undefined {
  const bare = domain.endsWith('.') ? domain.slice(0, -1) : domain;
  if (!bare || NOT_IN_A_HOST.test(bare)) return undefined;
  try {
    return new URL(`http://${bare}/`).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * How an email is stored and looked up: NFKC-normalised and trimmed, the domain in its canonical form (lower case, no
 * trailing dot, IDNA), and the local part lower-cased too, as every address has been stored since the
 * shop opened (mail providers treat it case-insensitively, and existing accounts must still match).
 */
export function normalizeEmail(email: string): string {
  // NFKC first: full-width and other compatibility letters ("ａｌｉｃｅ", "＠") fold to the letters they show.
  const trimmed = email.normalize('NFKC').trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed.toLowerCase();
  const domain = trimmed.slice(at + 1);
  return `${trimmed.slice(0, at).toLowerCase()}@${canonicalDomain(domain) ?? domain.toLowerCase()}`;
}

/** Control, format (zero-width, direction marks, soft hyphen) and line-separator characters: invisible in an address. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Whether an address is one plain spelling of a mailbox (issue 48 §6): no invisible character, no quoted
 * local part ("alice"@x), no dot repeated or at either end of the local part (alice@x.., al..ice@x,
 * .alice@x). Each of those reaches the same mailbox as a plain address, or looks like one, and would
 * otherwise make a second account or a second "first" use of a once-per-customer code. Checked on the
 * NFKC form, so a full-width dot counts as a dot. One trailing dot after the domain stays allowed: the
 * stored form drops it (decision 0053).
 */
export function isPlainAddress(email: string): boolean {
  const folded = email.normalize('NFKC').trim();
  if (INVISIBLE.test(folded) || folded.includes('..') || folded.includes('"')) return false;
  const local = folded.slice(0, Math.max(0, folded.lastIndexOf('@')));
  return !local.startsWith('.') && !local.endsWith('.');
}

/** Whether the address's domain has a canonical form (see canonicalDomain). */
export function hasValidDomain(email: string): boolean {
  const at = email.lastIndexOf('@');
  return at >= 0 && canonicalDomain(email.trim().slice(at + 1)) !== undefined;
}

const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Cherokee',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((name) => ({ name, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') }));
/** Digits, the hyphen and combining marks belong to no script of their own. */
const SCRIPT_NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/**
 * The script mixes UTS 39 allows in one identifier at its "highly restrictive" level: Japanese,
 * Chinese and Korean writing, each with Latin. Any other mix in one label is a look-alike risk
 * ("аpple" with a Cyrillic а).
 */
const ALLOWED_MIXES = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function labelScripts(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (SCRIPT_NEUTRAL.test(char)) continue;
    scripts.add(SCRIPTS.find(({ pattern }) => pattern.test(char))?.name ?? `other:${char}`);
  }
  return scripts;
}

/** Whether one label of the address's domain mixes scripts (checked on its Unicode form). */
export function domainMixesScripts(email: string): boolean {
  const domain = canonicalDomain(email.trim().slice(email.trim().lastIndexOf('@') + 1));
  if (!domain) return false;
  return domain.split('.').some((label) => {
    let unicode: string;
    try {
      unicode = label.startsWith('xn--') ? decode(label.slice(4)) : label;
    } catch {
      return true;
    }
    const scripts = [...labelScripts(unicode)];
    return scripts.length > 1 && !ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)));
  });
}
