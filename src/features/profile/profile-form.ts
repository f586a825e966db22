import { setIn } from 'formik';
import { normalizePhone } from '../../universal/validation/normalize-phone';
import { PROFILE_DEFAULTS, type ProfileValues } from '../../universal/validation/profile-schema';
import { regionName } from '../../universal/i18n/display-names';
import { DEFAULT_LOCALE, type Locale } from '../../universal/i18n/locale';
import { CONTACT_RULES, knownCountry } from '../../universal/validation/contact-rules';
import type { Profile } from './profile-api';

/**
 * The profile's free-text country as the form shows it: a country checkout knows in the page's language
 * ('مصر' on an Arabic page, whatever spelling was saved), any other as the shopper wrote it.
 */
function countryShown(country: string, locale: Locale): string {
  const known = knownCountry(country);
  return known ? regionName(CONTACT_RULES[known].iso, locale) : country;
}

/**
 * The form's starting values: the stored profile, with the spec's defaults where it has none, its
 * country named in the page's language.
 */
export function profileFormValues(profile: Profile | undefined, locale: Locale = DEFAULT_LOCALE): ProfileValues {
  const values = profile
    ? {
        name: profile.name ?? '',
        email: profile.email ?? '',
        phone: profile.phone ?? '',
        address: { ...PROFILE_DEFAULTS.address, ...profile.address },
        preferences: { ...PROFILE_DEFAULTS.preferences, ...profile.preferences },
      }
    : PROFILE_DEFAULTS;
  return { ...values, address: { ...values.address, country: countryShown(values.address.country, locale) } };
}

/** What PUT /user/profile receives: trimmed text, the phone without spaces (how the server keeps it). */
export function profileRequest(values: ProfileValues & { currentPassword?: string }): ProfileValues {
  const { address, currentPassword: _password, ...rest } = values;
  return {
    ...rest,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone),
    address: {
      street: address.street.trim(),
      city: address.city.trim(),
      state: address.state.trim(),
      zipCode: address.zipCode.trim(),
      // A country checkout knows is kept by its English name, as checkout and the address book keep it,
      // in whichever language it was shown or typed; any other as written.
      country: knownCountry(address.country) ?? address.country.trim(),
    },
  };
}

/** The server's flat field errors ({'address.zipCode': msg}) in the nested shape Formik shows. */
export function nestedErrors(flat: Record<string, string>): Record<string, unknown> {
  return Object.entries(flat).reduce<Record<string, unknown>>(
    (errors, [path, message]) => setIn(errors, path, message),
    {},
  );
}
