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

/** ASCII letters and spaces only; the name input filter strips exactly what this rejects. */
export const NAME_PATTERN = /^[A-Za-z ]+$/;

/** Checkout full name: the letters-and-spaces rule with its 2–50 length folded in. */
export const FULL_NAME_PATTERN = /^[A-Za-z ]{2,50}$/;

/** Profile city and state: 2–50 letters and spaces. */
export const PLACE_NAME_PATTERN = /^[A-Za-z ]{2,50}$/;

export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** Profile street: 5–100 of letters, digits, spaces, comma, dot and dash. */
export const PROFILE_STREET_PATTERN = /^[A-Za-z0-9 ,.-]{5,100}$/;
