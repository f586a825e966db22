import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { FormBanner } from '../../../shared/ui/FormBanner';
import { fieldProps } from '../../../shared/ui/formik-field';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { PasswordMatch } from '../../../shared/ui/PasswordMatch';
import { PasswordChecklist } from '../../../shared/ui/PasswordStrengthMeter';
import { useDocumentTitle } from '../../../shared/use-document-title';
import {
  meetsPasswordPolicy,
  type ResetPasswordValues,
  resetPasswordSchema,
} from '../../../shared/validation/auth-schemas';
import { useResetPasswordMutation, useValidateResetTokenQuery } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <AuthCard>
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const { resettoken = '' } = useParams();
  const check = useValidateResetTokenQuery(resettoken, { refetchOnMountOrArgChange: true });
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      await resetPassword({ token: resettoken, ...values });
    },
  });

  if (check.isLoading || check.isFetching) {
    return (
      <AuthCard>
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress aria-hidden />
          <Typography>Validating reset link...</Typography>
        </Box>
      </AuthCard>
    );
  }

  if (isSuccess) {
    return (
      <Outcome
        icon={<CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />}
        title="Password Reset Successful"
      >
        <Typography variant="body2">Your password has been changed. Sign in with your new password.</Typography>
        <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
          Sign In Now
        </Button>
      </Outcome>
    );
  }

  if (check.isError) {
    return (
      <Outcome icon={<LinkOff color="error" sx={{ fontSize: 56 }} aria-hidden />} title="Invalid Reset Link">
        <Typography variant="body2">
          {errorMessage(check.error, 'This password reset link is invalid or has expired.')}
        </Typography>
        <Button component={RouterLink} to="/auth/forgot-password" variant="contained" fullWidth>
          Request New Reset Link
        </Button>
        <Button component={RouterLink} to="/auth/login" variant="outlined" color="inherit" fullWidth>
          Back to Sign In
        </Button>
      </Outcome>
    );
  }

  const { password, confirmPassword } = formik.values;
  const ready = meetsPasswordPolicy(password) && confirmPassword !== '' && password === confirmPassword;

  return (
    <AuthCard title="Create new password">
      {error && <FormBanner>{errorMessage(error, 'Failed to reset password')}</FormBanner>}
      <Typography variant="body2" sx={{ mb: 2 }}>
        Choose a new password for your account. It will replace your old one and sign out your other sessions.
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
        <div>
          <PasswordField
            {...fieldProps(formik, 'password')}
            label="New password"
            toggleLabel="new password"
            autoComplete="new-password"
            fullWidth
            size="small"
          />
          <PasswordChecklist password={password} />
        </div>
        <div>
          <PasswordField
            {...fieldProps(formik, 'confirmPassword')}
            // Once something is typed the only possible error is the mismatch, which PasswordMatch words.
            {...(confirmPassword ? { helperText: undefined } : {})}
            label="Confirm new password"
            toggleLabel="password confirmation"
            autoComplete="new-password"
            fullWidth
            size="small"
          />
          {confirmPassword && <PasswordMatch matches={password === confirmPassword} />}
        </div>
        <SubmitButton pending={isLoading} pendingLabel="Resetting Password..." disabled={!ready}>
          Reset Password
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}
