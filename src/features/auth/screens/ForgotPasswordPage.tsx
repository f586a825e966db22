import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useToast } from '../../../browser-kit/toast';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import type { ForgotPasswordValues } from '../../../universal/validation/auth-schemas';
import { useForgotPasswordMutation } from '../auth-api';
import { AuthFormCard } from '../components/AuthCard';
import { AuthOutcome, BackToSignInButton } from '../components/AuthOutcome';
import { SubmitButton } from '../components/SubmitButton';
import { FormattedMessage, useIntl } from 'react-intl';

const validateForgot = schemaOnDemand<ForgotPasswordValues>(() =>
  import('../../../universal/validation/auth-schemas').then((rules) => rules.forgotPasswordSchema),
);

export default function ForgotPasswordPage() {
  const intl = useIntl();
  useMessageTitle('auth.forgot.documentTitle', 'auth.forgot.description');
  const toast = useToast();
  const [sendResetLink, { isLoading, error, reset }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const formik = useFormik<ForgotPasswordValues>({
    initialValues: { email: '' },
    validate: validateForgot,
    onSubmit: async (values) => {
      const email = values.email.trim();
      // The server mails the link itself and answers alike for every address (issue 3), so the
      // sent state follows any success answer.
      const result = await sendResetLink({ email });
      if ('data' in result) {
        setSentTo(email);
        toast.success('auth.forgot.sentToast');
      }
    },
  });
  const fields = useFormFields(formik);

  const sendAgain = () => {
    formik.resetForm();
    reset();
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <AuthOutcome Icon={MarkEmailRead} tone="success" title={intl.formatMessage({ id: 'auth.forgot.sentTitle' })}>
        <Typography variant="body2">
          <FormattedMessage
            id="auth.forgot.sentTo"
            values={{ email: sentTo, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'auth.forgot.checkSpam' })}
        </Typography>
        <Alert severity="info" sx={{ textAlign: 'left', width: '100%' }}>
          {intl.formatMessage({ id: 'auth.forgot.expires' })}
        </Alert>
        <Button variant="contained" fullWidth onClick={sendAgain}>
          {intl.formatMessage({ id: 'auth.forgot.sendAgain' })}
        </Button>
        <BackToSignInButton />
      </AuthOutcome>
    );
  }

  return (
    <AuthFormCard
      titleId="auth.forgot.title"
      error={error}
      failedId="auth.forgot.failed"
      errorTitleId="auth.forgot.errorTitle"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'auth.forgot.intro' })}
      </Typography>
      {/* Spec §5: the browser checks this one field itself (required, type email) before anything is sent. */}
      <Stack component="form" spacing={2} onSubmit={formik.handleSubmit}>
        <TextField {...fields.text('email', 'auth.forgot.email')} type="email" required autoComplete="email" />
        <SubmitButton pending={isLoading} pendingLabel={intl.formatMessage({ id: 'auth.forgot.pending' })}>
          {intl.formatMessage({ id: 'auth.forgot.submit' })}
        </SubmitButton>
      </Stack>
      <Box sx={{ mt: 2, p: 1.5, bgcolor: 'shop.infoSoft', borderRadius: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage({ id: 'auth.forgot.demoNote' })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'auth.forgot.remembered' })}{' '}
        <Link component={RouterLink} to="/auth/login">
          {intl.formatMessage({ id: 'auth.backToSignIn' })}
        </Link>
      </Typography>
    </AuthFormCard>
  );
}
