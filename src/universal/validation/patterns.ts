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
 * What a password may not hold: control characters (a tab, a line break), line and paragraph
 * separators, and lone surrogates. Everything else a person can type or a password manager can make is
 * taken: letters of every script, digits, symbols, punctuation and spaces (NIST SP 800-63B 3.1.1.2;
 * docs/decisions/0092). Format characters (a zero-width joiner inside an emoji) are printable parts of text.
 */
export const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

// The spec's character classes, read in every script (as names are): shared by the policy and the meter.
export const HAS_LOWERCASE = /\p{Ll}/u;
export const HAS_UPPERCASE = /\p{Lu}/u;
export const HAS_DIGIT = /\p{Nd}/u;
/** The strength meter's bonus point: any character that is neither a letter nor a digit (a hyphen, a space, @). */
export const HAS_SPECIAL = /[^\p{L}\p{M}\p{Nd}]/u;

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
 * script, spaces and the punctuation addresses use (, . - ' ’ / #), with Arabic's comma and semicolon
 * (، ؛: '١٢ شارع التحرير، الدقي'). Lengths are checked beside it.
 */
export const STREET_PATTERN = /^[\p{L}\p{M}\p{Nd} ,.'’/#\u060C\u061B-]+$/u;
