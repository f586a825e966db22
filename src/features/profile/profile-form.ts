import { setIn } from 'formik';
import { normalizePhone } from '../../core/validation/auth-schemas';
import { PROFILE_DEFAULTS, type ProfileValues } from '../../core/validation/profile-schema';
import type { Profile } from './profile-api';

/** The form's starting values: the stored profile, with the spec's defaults where it has none. */
export function profileFormValues(profile: Profile | undefined): ProfileValues {
  if (!profile) return PROFILE_DEFAULTS;
  return {
    name: profile.name ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    address: { ...PROFILE_DEFAULTS.address, ...profile.address },
    preferences: { ...PROFILE_DEFAULTS.preferences, ...profile.preferences },
  };
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
      country: address.country.trim(),
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
