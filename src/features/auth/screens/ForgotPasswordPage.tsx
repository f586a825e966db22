import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useToast } from '../../../shared/toast';
import { FormBanner } from '../../../shared/ui/FormBanner';
import { fieldProps } from '../../../shared/ui/formik-field';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../../../shared/validation/auth-schemas';
import { useForgotPasswordMutation } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password', 'Reset the password of your Storefront account.');
  const toast = useToast();
  const [sendResetLink, { isLoading, error, reset }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      const email = values.email.trim();
      // The server mails the link itself and answers alike for every address (issue 3), so the
      // sent state follows any success answer.
      const result = await sendResetLink({ email });
      if ('data' in result) {
        setSentTo(email);
        toast.success('Password reset email sent successfully!');
      }
    },
  });

  const sendAgain = () => {
    formik.resetForm();
    reset();
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <AuthCard>
        <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
          <MarkEmailRead color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
            Email Sent Successfully!
          </Typography>
          <Typography variant="body2">
            We&apos;ve sent a password reset link to <strong>{sentTo}</strong>.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Didn&apos;t get it? Check your spam or junk folder.
          </Typography>
          <Alert severity="info" sx={{ textAlign: 'left', width: '100%' }}>
            The link expires in 10 minutes.
          </Alert>
          <Button variant="contained" fullWidth onClick={sendAgain}>
            Send to Different Email
          </Button>
          <Button component={RouterLink} to="/auth/login" variant="outlined" color="inherit" fullWidth>
            Back to Sign In
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Password assistance">
      {error && (
        <FormBanner title="Error:">{errorMessage(error, 'An error occurred. Please try again later.')}</FormBanner>
      )}
      <Typography variant="body2" sx={{ mb: 2 }}>
        Enter the email address associated with your Storefront account and we&apos;ll email you a link to reset your
        password.
      </Typography>
      {/* Spec §5: the browser checks this one field itself (required, type email) before anything is sent. */}
      <Stack component="form" spacing={2} onSubmit={formik.handleSubmit}>
        <TextField
          {...fieldProps(formik, 'email')}
          label="Email address"
          type="email"
          required
          autoComplete="email"
          fullWidth
          size="small"
        />
        <SubmitButton pending={isLoading} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </Stack>
      <Box sx={{ mt: 2, p: 1.5, bgcolor: '#f0f8ff', borderRadius: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Demo note: a real email with your reset link is sent to this address.
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/auth/login">
          Back to Sign In
        </Link>
      </Typography>
    </AuthCard>
  );
}
