import { FormControlLabel, FormHelperText, Grid, MenuItem, Switch, TextField, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageLink } from '../../../browser-kit/ui/message-link';
import { languageOwnName } from '../../../universal/i18n/display-names';
import type { MessageId } from '../../../universal/i18n/messages';
import { PHONE_INPUT_FILTER, POSTAL_CODE_INPUT_FILTER } from '../../../browser-kit/input-filters';
import type { InputFilter } from '../../../browser-kit/ui/formik-field';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { phoneExample, requiresPostalCode, stateChoices, usesState } from '../../../universal/validation/contact-rules';
import { GovernorateField } from '../../../entities/address-book';
import {
  CURRENCIES,
  isEmailChange,
  LANGUAGES,
  type ProfileFormValues,
} from '../../../universal/validation/profile-schema';
import { PasswordField } from '../../../browser-kit/ui/PasswordField';
import { ProfileSection } from './ProfileSection';
import { postalCodeLabelId } from '../../../universal/i18n/postal-code-label';
import { SelectField } from '../../../browser-kit/ui/SelectField';

// The profile's fields are bound and labelled as the compact forms' are, but keep the full (medium) size.

interface TextProps {
  formik: FormikProps<ProfileFormValues>;
  name: string;
  labelId: MessageId;
  autoComplete: string;
  type?: string;
  filter?: InputFilter;
  placeholder?: string;
  /** Grid width from sm up; full width on phones. */
  half?: boolean;
  /** Shown under the field until an error takes its place ("Optional"). */
  hintId?: MessageId;
}

function Text({ formik, name, labelId, autoComplete, type, filter, placeholder, half = false, hintId }: TextProps) {
  const intl = useIntl();
  const bound = useFormFields(formik).text(name, labelId, { filter });
  return (
    <Grid size={{ xs: 12, sm: half ? 6 : 12 }}>
      <TextField
        {...bound}
        size="medium"
        helperText={bound.helperText ?? (hintId ? intl.formatMessage({ id: hintId }) : undefined)}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Grid>
  );
}

function Toggle({
  formik,
  name,
  labelId,
}: {
  formik: FormikProps<ProfileFormValues>;
  name: 'emailNotifications' | 'smsNotifications';
  labelId: MessageId;
}) {
  const intl = useIntl();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormControlLabel
        label={intl.formatMessage({ id: labelId })}
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

/** A preference chosen from a list (the currency, the language), half a row from sm up. */
function PreferenceSelect({
  formik,
  name,
  labelId,
  children,
}: {
  formik: FormikProps<ProfileFormValues>;
  name: 'currency' | 'language';
  labelId: MessageId;
  children: ReactNode;
}) {
  const fields = useFormFields(formik);
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <SelectField {...fields.text(`preferences.${name}`, labelId)} size="medium">
        {children}
      </SelectField>
    </Grid>
  );
}

/**
 * Asked for while the email differs from the account's (`currentEmail`): a stolen session alone must not
 * move the account to another inbox.
 */
function EmailChangePassword({ formik }: { formik: FormikProps<ProfileFormValues> }) {
  const intl = useIntl();
  const fields = useFormFields(formik);
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <PasswordField
        {...fields.password('currentPassword', 'profile.currentPassword', 'profile.currentPasswordToggle')}
        size="medium"
        autoComplete="current-password"
      />
      <FormHelperText id="profile-current-password-hint">
        {intl.formatMessage({ id: 'profile.currentPasswordHint' })}
      </FormHelperText>
    </Grid>
  );
}

/**
 * The profile entity of spec §3 as three titled sections; phone typing is filtered (spec §5), other fields
 * show their rule. Changing the email adds the current-password field beside it.
 */
export function ProfileFields({
  formik,
  currentEmail,
}: {
  formik: FormikProps<ProfileFormValues>;
  currentEmail: string;
}) {
  const intl = useIntl();
  const country = formik.values.address.country.trim();
  return (
    <>
      <ProfileSection id="profile-personal-information" title={intl.formatMessage({ id: 'profile.section.personal' })}>
        <Text formik={formik} name="name" labelId="profile.field.name" autoComplete="name" />
        <Text formik={formik} name="email" labelId="profile.field.email" type="email" autoComplete="email" half />
        {isEmailChange(currentEmail, formik.values.email) && <EmailChangePassword formik={formik} />}
        <Text
          formik={formik}
          name="phone"
          labelId="profile.field.phone"
          type="tel"
          autoComplete="tel"
          filter={PHONE_INPUT_FILTER}
          placeholder={phoneExample(formik.values.address.country)?.national}
          half
        />
      </ProfileSection>
      <ProfileSection id="profile-address" title={intl.formatMessage({ id: 'profile.section.address' })}>
        <Text formik={formik} name="address.street" labelId="profile.field.street" autoComplete="street-address" />
        <Text formik={formik} name="address.city" labelId="profile.field.city" autoComplete="address-level2" half />
        {/* A UK address has no state: no field to fill; an Egyptian one chooses its governorate. */}
        {stateChoices(country) ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <GovernorateField formik={formik} name="address.state" autoComplete="address-level1" fullWidth />
          </Grid>
        ) : (
          usesState(country) !== false && (
            <Text
              formik={formik}
              name="address.state"
              labelId="profile.field.state"
              autoComplete="address-level1"
              half
            />
          )
        )}
        {/* Named as the country names it (ZIP code, Postcode, Postal code), like checkout's. */}
        <Text
          formik={formik}
          name="address.zipCode"
          labelId={postalCodeLabelId(country)}
          autoComplete="postal-code"
          filter={POSTAL_CODE_INPUT_FILTER}
          hintId={requiresPostalCode(country) ? undefined : 'address.postalCodeOptional'}
          half
        />
        <Text formik={formik} name="address.country" labelId="profile.field.country" autoComplete="country-name" half />
        {/* The profile's address is the address book's default (docs/decisions/0075). */}
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="profile.address.bookNote" values={{ link: messageLink('/account/addresses') }} />
          </Typography>
        </Grid>
      </ProfileSection>
      <ProfileSection id="profile-preferences" title={intl.formatMessage({ id: 'profile.section.preferences' })}>
        <Toggle formik={formik} name="emailNotifications" labelId="profile.field.emailNotifications" />
        <Toggle formik={formik} name="smsNotifications" labelId="profile.field.smsNotifications" />
        <PreferenceSelect formik={formik} name="currency" labelId="profile.field.currency">
          {CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency}
            </MenuItem>
          ))}
        </PreferenceSelect>
        <PreferenceSelect formik={formik} name="language" labelId="profile.field.language">
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {languageOwnName(language)}
            </MenuItem>
          ))}
        </PreferenceSelect>
      </ProfileSection>
    </>
  );
}
