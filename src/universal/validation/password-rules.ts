/**
 * The one rule for every password the shop stores (shoppers' sign-up, checkout's new account, change,
 * reset, and staff): at least 8 characters, any printable ones, with the spec's lowercase, uppercase and
 * digit (docs/decisions/0092). It says which of its parts a password misses, so each form names the part
 * that really failed; no yup here, so the console's bundle can take it without the shop's schemas.
 */
import { HAS_DIGIT, HAS_LOWERCASE, HAS_UPPERCASE, NOT_PRINTABLE, PASSWORD_MIN_LENGTH } from './patterns';

export type PasswordRule = 'length' | 'printable' | 'lowercase' | 'uppercase' | 'number';

/** The character classes the spec asks for, in the checklist's order. */
export type PasswordClass = Extract<PasswordRule, 'lowercase' | 'uppercase' | 'number'>;

const CLASSES: readonly [PasswordClass, RegExp][] = [
  ['lowercase', HAS_LOWERCASE],
  ['uppercase', HAS_UPPERCASE],
  ['number', HAS_DIGIT],
];

/** The rules a password breaks, length first, then what it holds, then the classes it lacks; [] when none. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  // Counted in code points, as a person counts: an emoji is one character, not two.
  if ([...password].length < PASSWORD_MIN_LENGTH) unmet.push('length');
  if (NOT_PRINTABLE.test(password)) unmet.push('printable');
  for (const [rule, pattern] of CLASSES) if (!pattern.test(password)) unmet.push(rule);
  return unmet;
}

export function meetsPasswordRules(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

/** The classes among `unmet`, as one key ('lowercase+number'): a form words each combination exactly. */
export function missingClassesKey(unmet: readonly PasswordRule[]): string {
  return unmet.filter((rule): rule is PasswordClass => CLASSES.some(([name]) => name === rule)).join('+');
}
