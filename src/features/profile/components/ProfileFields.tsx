import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { PHONE_INPUT_FILTER } from '../../../shared/input-filters';
import type { InputFilter } from '../../../shared/ui/formik-field';
import { fieldProps } from '../../../shared/ui/formik-field';
import { CURRENCIES, LANGUAGES, type Language, type ProfileValues } from '../../../shared/validation/profile-schema';
import { ProfileSection } from './ProfileSection';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'Arabic', fr: 'French', es: 'Spanish' };

interface TextProps {
  formik: FormikProps<ProfileValues>;
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
  filter?: InputFilter;
  /** Grid width from sm up; full width on phones. */
  half?: boolean;
}

function Text({ formik, name, label, autoComplete, type, filter, half = false }: TextProps) {
  return (
    <Grid size={{ xs: 12, sm: half ? 6 : 12 }}>
      <TextField
        {...fieldProps(formik, name, { filter })}
        label={label}
        type={type}
        autoComplete={autoComplete}
        fullWidth
      />
    </Grid>
  );
}

function Toggle({
  formik,
  name,
  label,
}: {
  formik: FormikProps<ProfileValues>;
  name: 'emailNotifications' | 'smsNotifications';
  label: string;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            color="info"
            name={`preferences.${name}`}
            checked={formik.values.preferences[name]}
            onChange={formik.handleChange}
          />
        }
      />
    </Grid>
  );
}

/** The profile entity of spec §3 as three titled sections; phone typing is filtered (spec §5), other fields show their rule. */
export function ProfileFields({ formik }: { formik: FormikProps<ProfileValues> }) {
  return (
    <>
      <ProfileSection title="Personal information">
        <Text formik={formik} name="name" label="Full name" autoComplete="name" />
        <Text formik={formik} name="email" label="Email" type="email" autoComplete="email" half />
        <Text
          formik={formik}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          filter={PHONE_INPUT_FILTER}
          half
        />
      </ProfileSection>
      <ProfileSection title="Address">
        <Text formik={formik} name="address.street" label="Street address" autoComplete="street-address" />
        <Text formik={formik} name="address.city" label="City" autoComplete="address-level2" half />
        <Text formik={formik} name="address.state" label="State / Province" autoComplete="address-level1" half />
        <Text formik={formik} name="address.zipCode" label="ZIP code" autoComplete="postal-code" half />
        <Text formik={formik} name="address.country" label="Country" autoComplete="country-name" half />
      </ProfileSection>
      <ProfileSection title="Preferences">
        <Toggle formik={formik} name="emailNotifications" label="Email notifications" />
        <Toggle formik={formik} name="smsNotifications" label="SMS notifications" />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(formik, 'preferences.currency')} select label="Currency" fullWidth>
            {CURRENCIES.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(formik, 'preferences.language')} select label="Language" fullWidth>
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </ProfileSection>
    </>
  );
}
