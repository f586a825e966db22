/**
 * The regular expressions behind the validation rules. Each is anchored and
 * stateless (no `g` flag) so `.test()` can be called repeatedly without
 * `lastIndex` surprises.
 */

/** x@y.z with no whitespace anywhere; deliberately looser than RFC 5322, as the spec asks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Egyptian mobile, tested after spaces are removed: national form 01[0125] + 8
 * digits, or international +20/20 followed by the same number without its
 * trunk 0 (+2010…). "+2001…" keeps the trunk 0 and is therefore rejected.
 */
export const EGYPT_MOBILE_PATTERN = /^(?:(?:\+?20)1|01)[0125]\d{8}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/**
 * The one policy for every password the server stores: a lowercase, an
 * uppercase and a digit, drawn only from letters, digits and @$!%*?&. Length
 * is checked separately so a short password gets the length message.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*?&]+$/;

// Single character classes shared by the policy above and the strength meter.
export const HAS_LOWERCASE = /[a-z]/;
export const HAS_UPPERCASE = /[A-Z]/;
export const HAS_DIGIT = /\d/;
export const HAS_SPECIAL = /[@$!%*?&]/;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/**
 * A person's name in any script: Unicode letters with their combining marks (the spec's "letters",
 * read as \p{L} so "أميرة حسن", "Élodie" and "Zoë O'Brien" are names), words joined by a space, a
 * hyphen, an apostrophe or a period, which may also end the name ("Jr."). The sign-up keystroke
 * filter (input-filters) lets every one of these characters through; this pattern adds where the
 * joiners may stand.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?:(?:[ '’.-]|\. )[\p{L}\p{M}]+)*\.?$/u;

/** Checkout full name: the person-name rule (its 2–50 length is checked beside it). */
export const FULL_NAME_PATTERN = NAME_PATTERN;

/** City and state, in checkout and profile alike: letters of any script, words joined as in names. */
export const PLACE_NAME_PATTERN = NAME_PATTERN;

export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * Street, in checkout and profile alike: letters of any script with their marks, digits of any
 * script, spaces and the punctuation addresses use (, . - ' ’ / #). Lengths are checked beside it.
 */
export const STREET_PATTERN = /^[\p{L}\p{M}\p{Nd} ,.'’/#-]+$/u;
