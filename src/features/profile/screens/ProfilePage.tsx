import { Alert, Box, Button, CircularProgress, Container, FormControlLabel, Grid, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { type FormikHelpers, useFormik } from 'formik';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { errorMessage, fieldErrors } from '../../../shared/api/base-query';
import { selectSignedIn } from '../../../shared/session';
import { filterNameInput, filterPhoneInput } from '../../../shared/input-filters';
import { useToast } from '../../../shared/toast';
import { FormBanner } from '../../../shared/ui/FormBanner';
import { fieldProps } from '../../../shared/ui/formik-field';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { MAX_LENGTHS } from '../../../shared/validation/checkout-schema';
import { CURRENCIES, LANGUAGES, type Language, type ProfileValues, profileSchema } from '../../../shared/validation/profile-schema';
import { NAME_MAX_LENGTH } from '../../../shared/validation/patterns';
import { ProfileSection } from '../components/ProfileSection';
import { useGetProfileQuery, useUpdateProfileMutation } from '../profile-api';
import { nestedErrors, profileFormValues, profileRequest } from '../profile-form';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'Arabic', fr: 'French', es: 'Spanish' };

export default function ProfilePage() {
  useDocumentTitle('Your Profile');
  const toast = useToast();
  // Skipped once signed out: a 401 ends the session while this screen is still mounted.
  const signedIn = useSelector(selectSignedIn);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();

  useEffect(() => {
    if (profile.isError) toast.error('Failed to load profile');
  }, [profile.isError, toast]);

  const initialValues = useMemo(() => profileFormValues(profile.data), [profile.data]);
  const save = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const result = await updateProfile(profileRequest(values));
    if ('data' in result) {
      toast.success('Profile updated successfully');
      return;
    }
    toast.error('Failed to update profile');
    const errors = fieldErrors(result.error);
    // A taken email (409) comes without field errors: its message belongs beside the email field.
    if (errors) helpers.setErrors(nestedErrors(errors));
    else if ((result.error as { status?: unknown }).status === 409) helpers.setFieldError('email', errorMessage(result.error, 'Failed to update profile'));
  };
  const formik = useFormik<ProfileValues>({ initialValues, enableReinitialize: true, validationSchema: profileSchema, onSubmit: save });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) toast.error('Please fix the errors before saving');
    await formik.submitForm();
  };
  const showFixBanner = formik.submitCount > 0 && Object.keys(formik.errors).length > 0;

  if (profile.isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 6, display: 'flex', justifyContent: 'center', gap: 2 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading your profile...</Typography>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
        Your Profile
      </Typography>
      {profile.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void profile.refetch()}>Try again</Button>}>
          We couldn&apos;t load your profile.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
          {showFixBanner && <FormBanner>Please fix the errors above before saving your profile.</FormBanner>}
          <ProfileSection title="Personal information">
            <Grid size={{ xs: 12 }}>
              <TextField {...fieldProps(formik, 'name', { filter: filterNameInput })} label="Full name" autoComplete="name" fullWidth slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps(formik, 'phone', { filter: filterPhoneInput })} label="Phone number" type="tel" autoComplete="tel" fullWidth />
            </Grid>
          </ProfileSection>
          <ProfileSection title="Address">
            <Grid size={{ xs: 12 }}>
              <TextField {...fieldProps(formik, 'address.street')} label="Street address" autoComplete="street-address" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.street } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps(formik, 'address.city')} label="City" autoComplete="address-level2" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.city } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps(formik, 'address.state')} label="State / Province" autoComplete="address-level1" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.state } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps(formik, 'address.zipCode')} label="ZIP code" autoComplete="postal-code" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LENGTHS.zipCode } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...fieldProps(formik, 'address.country')} label="Country" autoComplete="country-name" fullWidth />
            </Grid>
          </ProfileSection>
          <ProfileSection title="Preferences">
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={<Switch color="info" name="preferences.emailNotifications" checked={formik.values.preferences.emailNotifications} onChange={formik.handleChange} />}
                label="Email notifications"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={<Switch color="info" name="preferences.smsNotifications" checked={formik.values.preferences.smsNotifications} onChange={formik.handleChange} />}
                label="SMS notifications"
              />
            </Grid>
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
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" disabled={!formik.dirty || saving} onClick={() => formik.resetForm()}>
              Discard changes
            </Button>
            <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
