import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { type FormikHelpers, useFormik } from 'formik';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { errorText, fieldErrors } from '../../../browser-kit/api/error-text';
import { selectSignedIn } from '../../../browser-kit/session';
import { useToast } from '../../../browser-kit/toast';
import { FormBanner } from '../../../browser-kit/ui/FormBanner';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { isEmailChange, type ProfileFormValues, profileSchemaFor } from '../../../universal/validation/profile-schema';
import { ProfileFields } from '../components/ProfileFields';
import { type Profile, useGetProfileQuery } from '../profile-api';
import { useUpdateProfileMutation } from '../profile-changes-api';
import { nestedErrors, profileFormValues, profileRequest } from '../profile-form';
import { FailureText } from '../../../browser-kit/ui/FailureDetail';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { SaveButton } from '../components/SaveButton';
import { MailChoicesSection } from '../components/MailChoicesSection';

export default function ProfilePage() {
  const intl = useIntl();
  useMessageTitle('profile.documentTitle');
  const toast = useToast();
  // Skipped once signed out: a 401 ends the session while this screen is still mounted.
  const signedIn = useSelector(selectSignedIn);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });

  useEffect(() => {
    if (profile.isError)
      toast.error(<FailureText message={intl.formatMessage({ id: 'profile.loadFailed' })} error={profile.error} />);
  }, [profile.isError, profile.error, toast, intl]);

  if (profile.isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 6, display: 'flex', justifyContent: 'center', gap: 2 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{intl.formatMessage({ id: 'profile.loading' })}</Typography>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
        {intl.formatMessage({ id: 'profile.title' })}
      </Typography>
      {profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void profile.refetch()}>
              {intl.formatMessage({ id: 'profile.tryAgain' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'profile.couldNotLoad' })}
        </Alert>
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          {/* A form of its own, saved by its own button: the marketing mails a shopper may turn off. */}
          <Box sx={{ mt: 4 }}>
            <MailChoicesSection />
          </Box>
        </>
      )}
    </Container>
  );
}

/**
 * The profile's form, mounted once the profile has loaded: Formik starts from its values. Started from the
 * empty ones while the profile loaded, it showed them for a render once it had come (Formik takes new
 * initial values in an effect), and a test that read the fields then found them empty.
 */
function ProfileForm({ profile }: { profile: Profile | undefined }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const toast = useToast();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const currentEmail = profile?.email ?? '';
  const initialValues = useMemo<ProfileFormValues>(
    () => ({ ...profileFormValues(profile, locale), currentPassword: '' }),
    [profile, locale],
  );
  const validationSchema = useMemo(() => profileSchemaFor(currentEmail), [currentEmail]);
  const save = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    const changingEmail = isEmailChange(currentEmail, values.email);
    const result = await updateProfile({
      ...profileRequest(values),
      ...(changingEmail && { currentPassword: values.currentPassword }),
    });
    if ('data' in result) {
      toast.success('profile.updated');
      return;
    }
    const failed = intl.formatMessage({ id: 'profile.updateFailed' });
    toast.error(<FailureText message={failed} error={result.error} />);
    const errors = fieldErrors(result.error);
    if (errors) helpers.setErrors(nestedErrors(errors));
    // A taken email (409) comes without field errors: its message belongs beside the email field.
    else if ((result.error as { status?: unknown }).status === 409) {
      helpers.setFieldError('email', errorText(result.error, failed, intl));
    }
  };
  const formik = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema,
    onSubmit: save,
  });

  // Formik skips onSubmit for an invalid form; spec §5 still wants a toast for that attempt.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) toast.error('profile.fixErrorsToast');
    await formik.submitForm();
  };
  const showFixBanner = formik.submitCount > 0 && Object.keys(formik.errors).length > 0;

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
      <ProfileFields formik={formik} currentEmail={currentEmail} />
      {/* Beside the Save button, below the fields it refers to ("the errors above"). */}
      {showFixBanner && <FormBanner>{intl.formatMessage({ id: 'profile.fixErrorsBanner' })}</FormBanner>}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" disabled={!formik.dirty || saving} onClick={() => formik.resetForm()}>
          {intl.formatMessage({ id: 'profile.discard' })}
        </Button>
        <SaveButton saving={saving} labelId="profile.save" savingId="profile.saving" />
      </Stack>
    </Box>
  );
}
