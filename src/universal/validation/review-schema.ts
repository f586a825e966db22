/** The review form and the server's check of it (issue 17): stars, a title, the text, an optional name. */
import { number, object, string, type InferType } from 'yup';
import * as msg from './messages';

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
const plainText = isPlainText;

export const reviewSchema = object({
  stars: number()
    .typeError(msg.REVIEW_STARS_REQUIRED)
    .required(msg.REVIEW_STARS_REQUIRED)
    .integer(msg.REVIEW_STARS_REQUIRED)
    .min(1, msg.REVIEW_STARS_REQUIRED)
    .max(5, msg.REVIEW_STARS_REQUIRED),
  title: string()
    .trim()
    .required(msg.REVIEW_TITLE_REQUIRED)
    .max(REVIEW_LIMITS.titleMax, msg.REVIEW_TITLE_TOO_LONG)
    .test('plain-text', msg.REVIEW_PLAIN_TEXT, plainText),
  text: string()
    .trim()
    .required(msg.REVIEW_TEXT_TOO_SHORT)
    .min(REVIEW_LIMITS.textMin, msg.REVIEW_TEXT_TOO_SHORT)
    .max(REVIEW_LIMITS.textMax, msg.REVIEW_TEXT_TOO_LONG)
    .test('plain-text', msg.REVIEW_PLAIN_TEXT, plainText),
  displayName: string()
    .trim()
    .max(REVIEW_LIMITS.nameMax, msg.REVIEW_NAME_TOO_LONG)
    .test('plain-text', msg.REVIEW_PLAIN_TEXT, plainText)
    .default(''),
});

export type ReviewValues = InferType<typeof reviewSchema>;

/** What a reviewer is called by default: their initials ("Layla Haddad" → "L. H."). */
export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]?.toLocaleUpperCase() ?? ''}.`);
  return initials.join(' ') || '?';
}
