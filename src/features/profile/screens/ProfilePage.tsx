import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { type FormikHelpers, useFormik } from 'formik';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { errorMessage, fieldErrors } from '../../../shared/api/base-query';
import { selectSignedIn } from '../../../shared/session';
import { useToast } from '../../../shared/toast';
import { FormBanner } from '../../../shared/ui/FormBanner';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { type ProfileValues, profileSchema } from '../../../shared/validation/profile-schema';
import { ProfileFields } from '../components/ProfileFields';
import { useGetProfileQuery, useUpdateProfileMutation } from '../profile-api';
import { nestedErrors, profileFormValues, profileRequest } from '../profile-form';

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
    if (errors) helpers.setErrors(nestedErrors(errors));
    // A taken email (409) comes without field errors: its message belongs beside the email field.
    else if ((result.error as { status?: unknown }).status === 409) {
      helpers.setFieldError('email', errorMessage(result.error, 'Failed to update profile'));
    }
  };
  const formik = useFormik<ProfileValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: save,
  });

  // Formik skips onSubmit for an invalid form; spec §5 still wants a toast for that attempt.
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          }
        >
          We couldn&apos;t load your profile.
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
          <ProfileFields formik={formik} />
          {/* Beside the Save button, below the fields it refers to ("the errors above"). */}
          {showFixBanner && <FormBanner>Please fix the errors above before saving your profile.</FormBanner>}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" disabled={!formik.dirty || saving} onClick={() => formik.resetForm()}>
              Discard changes
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
