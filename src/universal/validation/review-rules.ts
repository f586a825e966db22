/**
 * A review's limits and its plain-text rule (issue 17), and the name a reviewer gets by default: apart from the
 * form's schema (review-schema.ts), so the review screen, the console and the server's replies read them without
 * loading yup (decision 0140).
 */

export const REVIEW_LIMITS = { titleMax: 100, textMin: 20, textMax: 5000, nameMax: 50 } as const;

/** The longest public reply the shop writes under a review (its contract's limit). */
export const REVIEW_REPLY_MAX = 2000;

/**
 * Reviews are plain text: any "<" that begins a tag (a letter, "/", "!" or "?" after it, as HTML reads
 * it) is refused, closed or not, since a browser acts on `<img src=x onerror=…` without its ">". A "<"
 * before a space, a digit or "=" ("< 2 days", "<3", "2<=3") is ordinary text. Control characters other
 * than line breaks are refused too. The same rule holds the shop's own replies under reviews (the
 * console's form and the server's check).
 */
const MARKUP = /<[a-z/!?]/i;
/** Control characters (Unicode Cc) other than tab, line feed and carriage return. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
export const isPlainText = (value: string | undefined): boolean =>
  !value || (!MARKUP.test(value) && !CONTROL.test(value));

/** What a reviewer is called by default: their initials ("Layla Haddad" → "L. H."). */
export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]?.toLocaleUpperCase() ?? ''}.`);
  return initials.join(' ') || '?';
}
