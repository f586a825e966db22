import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { PasswordField } from '../../../browser-kit/ui/PasswordField';
import { PasswordMatch } from '../../../browser-kit/ui/PasswordMatch';
import { PasswordChecklist } from '../../../browser-kit/ui/PasswordStrengthMeter';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import type { ResetPasswordValues } from '../../../universal/validation/auth-schemas';
import { meetsPasswordRules } from '../../../universal/validation/password-rules';
import { useResetPasswordMutation, useValidateResetTokenQuery } from '../auth-api';
import { AuthFormCard } from '../components/AuthCard';
import { AuthOutcome, AuthPending, BackToSignInButton, DeadLinkOutcome } from '../components/AuthOutcome';
import { SubmitButton } from '../components/SubmitButton';
import { useIntl } from 'react-intl';

const validateReset = schemaOnDemand<ResetPasswordValues>(() =>
  import('../../../universal/validation/auth-schemas').then((rules) => rules.resetPasswordSchema),
);

export default function ResetPasswordPage() {
  const intl = useIntl();
  useMessageTitle('auth.reset.documentTitle');
  const { resettoken = '' } = useParams();
  const check = useValidateResetTokenQuery(resettoken, { refetchOnMountOrArgChange: true });
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();

  const formik = useFormik<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateReset,
    onSubmit: async (values) => {
      await resetPassword({ token: resettoken, ...values });
    },
  });
  const fields = useFormFields(formik);

  if (check.isLoading || check.isFetching) {
    return <AuthPending labelId="auth.reset.validating" />;
  }

  if (isSuccess) {
    return (
      <AuthOutcome Icon={CheckCircle} tone="success" title={intl.formatMessage({ id: 'auth.reset.successTitle' })}>
        <Typography variant="body2">{intl.formatMessage({ id: 'auth.reset.successBody' })}</Typography>
        <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
          {intl.formatMessage({ id: 'auth.reset.signInNow' })}
        </Button>
      </AuthOutcome>
    );
  }

  if (check.isError) {
    return (
      <DeadLinkOutcome titleId="auth.reset.invalidTitle" error={check.error} fallbackId="auth.reset.invalidBody">
        <Button component={RouterLink} to="/auth/forgot-password" variant="contained" fullWidth>
          {intl.formatMessage({ id: 'auth.reset.requestNew' })}
        </Button>
        <BackToSignInButton />
      </DeadLinkOutcome>
    );
  }

  const { password, confirmPassword } = formik.values;
  const ready = meetsPasswordRules(password) && confirmPassword !== '' && password === confirmPassword;

  return (
    <AuthFormCard titleId="auth.reset.title" error={error} failedId="auth.reset.failed">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'auth.reset.intro' })}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
        <div>
          <PasswordField
            {...fields.password('password', 'auth.reset.newPassword', 'auth.reset.newPasswordToggle')}
            autoComplete="new-password"
          />
          <PasswordChecklist password={password} />
        </div>
        <div>
          <PasswordField
            {...fields.password('confirmPassword', 'auth.reset.confirm', 'auth.reset.confirmToggle')}
            // Once something is typed the only possible error is the mismatch, which PasswordMatch words.
            {...(confirmPassword ? { helperText: undefined } : {})}
            autoComplete="new-password"
          />
          {confirmPassword && <PasswordMatch matches={password === confirmPassword} />}
        </div>
        <SubmitButton
          pending={isLoading}
          pendingLabel={intl.formatMessage({ id: 'auth.reset.pending' })}
          disabled={!ready}
        >
          {intl.formatMessage({ id: 'auth.reset.submit' })}
        </SubmitButton>
      </Stack>
    </AuthFormCard>
  );
}
