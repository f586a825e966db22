/**
 * Every validation text shown to shoppers or returned by the API lives here, so
 * the browser and the server can never drift apart. Texts quoted in the spec
 * (§5) are copied verbatim; the few the spec leaves open are marked below.
 */

// Email (sign in, sign up, profile, forgot password)
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
/** Not in the spec: a domain mixing alphabets in one part ("аpple.com" with a Cyrillic а) is refused. */
export const EMAIL_MIXED_SCRIPTS = 'This email domain mixes alphabets. Please check the address';

// Passwords
export const PASSWORD_REQUIRED = 'Password is required';
export const LOGIN_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORD_COMPOSITION = 'Password must contain uppercase, lowercase, and number';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const NEW_PASSWORD_SAME_AS_CURRENT = 'New password must be different from current password';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const RESET_PASSWORD_REQUIREMENTS = 'Please fix password requirements';
export const RESET_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

// Person name (sign up, profile)
export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const NAME_LETTERS_ONLY = 'Name can only contain letters and spaces';
/** Not in the spec: the input caps at 50, so only API callers can see it. */
export const NAME_TOO_LONG = 'Name must be at most 50 characters';

export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Please enter a valid phone number';
// Not in the spec: per-country phone rules (Egypt keeps PHONE_INVALID), each naming the country's format
// with libphonenumber's example mobile number (contact-rules.test checks they stay its examples).
export const PHONE_INVALID_US = 'Please enter a valid US phone number, e.g. (201) 555-0123 or +1 201 555 0123';
export const PHONE_INVALID_CA = 'Please enter a valid Canadian phone number, e.g. (506) 234-5678 or +1 506 234 5678';
export const PHONE_INVALID_GB = 'Please enter a valid UK phone number, e.g. 07400 123456 or +44 7400 123456';
export const PHONE_INVALID_AU = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or +61 412 345 678';
/** Not in the spec: the hints shown when a filtered field drops a typed character. */
export const NAME_CHARACTER_DROPPED = 'Only letters, spaces, hyphens, apostrophes and periods can be typed here';
export const PHONE_CHARACTER_DROPPED = 'Only digits, spaces, +, - and ( ) can be typed here';

// Checkout shipping address
export const FULL_NAME_REQUIRED = 'Full name is required';
export const FULL_NAME_INVALID = 'Please enter a valid name';
/** Not in the spec: over-long input is refused with a word, never cut short. */
export const FULL_NAME_TOO_LONG = 'Full name must be at most 50 characters';
export const STREET_REQUIRED = 'Street address is required';
export const STREET_INCOMPLETE = 'Please enter a complete address';
/** Not in the spec: the input caps at 100, so only API callers can see it. */
export const STREET_TOO_LONG = 'Street address must be at most 100 characters';
export const CITY_REQUIRED = 'City is required';
export const CITY_INVALID = 'Please enter a valid city';
export const STATE_REQUIRED = 'State is required';
export const STATE_INVALID = 'Please enter a valid state';
export const ZIP_REQUIRED = 'ZIP code is required';
export const ZIP_INVALID = 'Please enter a valid ZIP code (12345 or 12345-6789)';
// Not in the spec: postal codes of the other checkout countries, each naming its format.
export const POSTAL_CODE_INVALID_CA = 'Please enter a valid postal code (A1A 1A1)';
export const POSTAL_CODE_INVALID_GB = 'Please enter a valid postcode, e.g. SW1A 1AA';
export const POSTAL_CODE_INVALID_AU = 'Please enter a valid postcode (4 digits, e.g. 2000)';
export const POSTAL_CODE_INVALID_EG = 'Please enter a valid postal code (5 digits, e.g. 11511)';
export const POSTAL_CODE_INVALID = 'Please enter a valid postal code (2–10 letters, digits, spaces or hyphens)';
export const COUNTRY_REQUIRED = 'Country is required';
/** Not in the spec: only reachable by bypassing the country select. */
export const COUNTRY_INVALID = 'Please select a valid country';
export const PAYMENT_METHOD_REQUIRED = 'Please select a payment method';
/** Spec §8's toast for a code that is not one of PROMO_CODES (they are case-sensitive). */
export const PROMO_CODE_INVALID = 'Invalid promo code';
/** Not in the spec: the delivery choice is a radio group with a default. */
export const DELIVERY_OPTION_INVALID = 'Please select a delivery option';
/** Not in the spec: the return form (issue 17). */
export const RETURN_ITEMS_REQUIRED = 'Choose at least one item to return';
export const RETURN_REASON_REQUIRED = 'Choose a reason for the return';
/** Not in the spec: the review form (issue 17). */
export const REVIEW_STARS_REQUIRED = 'Choose from 1 to 5 stars';
export const REVIEW_TITLE_REQUIRED = 'Give your review a title';
export const REVIEW_TITLE_TOO_LONG = 'The title must be at most 100 characters';
export const REVIEW_TEXT_TOO_SHORT = 'Your review must be at least 20 characters';
export const REVIEW_TEXT_TOO_LONG = 'Your review must be at most 5,000 characters';
export const REVIEW_NAME_TOO_LONG = 'The name must be at most 50 characters';
export const REVIEW_PLAIN_TEXT = 'Reviews are plain text: please remove the HTML tags';

// Profile (where it differs from checkout)
export const PROFILE_STREET_INVALID = 'Please enter a valid address';
export const PROFILE_CITY_INVALID = 'Please enter a valid city name';
/** Not in the spec: profile country is free text, bounded like the other address fields. */
export const PROFILE_COUNTRY_TOO_LONG = 'Country must be at most 50 characters';
/** Not in the spec: preferences are switches and selects, so these guard the API only. */
export const NOTIFICATION_PREFERENCE_INVALID = 'Please choose on or off for notifications';
export const CURRENCY_INVALID = 'Please select a valid currency';
export const LANGUAGE_INVALID = 'Please select a valid language';
