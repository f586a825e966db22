import { Box, Button, Checkbox, Divider, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { messageLink } from '../../../browser-kit/ui/message-link';
import { PasswordField } from '../../../browser-kit/ui/PasswordField';
import { usePrefilledFields } from '../../../browser-kit/ui/use-prefilled-fields';
import { returnPathOf, useAuthLink } from '../../../browser-kit/return-path';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import type { LoginValues } from '../../../universal/validation/auth-schemas';
import { useLoginMutation } from '../auth-api';
import { AuthFormCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { TermsNotice } from '../components/TermsNotice';
import { FormattedMessage, useIntl } from 'react-intl';

const validateLogin = schemaOnDemand<LoginValues>(() =>
  import('../../../universal/validation/auth-schemas').then((rules) => rules.loginSchema),
);

export default function LoginPage() {
  const intl = useIntl();
  useMessageTitle('auth.login.documentTitle', 'auth.login.description');
  const navigate = useNavigate();
  const location = useLocation();
  const authLink = useAuthLink();
  const [login, { isLoading, error }] = useLoginMutation();
  // Spec §2: the checkbox is shown; the session is always kept in localStorage either way.
  const [remember, setRemember] = useState(true);

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async (values) => {
      const result = await login({ email: values.email.trim(), password: values.password });
      // Back where the shopper was (the page that sent them here); home otherwise (spec §2).
      if ('data' in result) navigate(returnPathOf(location.search), { replace: true });
    },
  });
  const fields = useFormFields(formik);
  const formRef = usePrefilledFields(formik);
  const hasErrors = Object.keys(formik.errors).length > 0;

  return (
    <Box>
      <AuthFormCard titleId="auth.login.title" error={error} failedId="auth.login.failed">
        {/* Sent before the app has run, the form posts: nothing typed reaches an address or a log. */}
        <Stack component="form" ref={formRef} method="post" noValidate spacing={2} onSubmit={formik.handleSubmit}>
          <TextField {...fields.text('email', 'auth.login.email')} autoComplete="username" inputMode="email" />
          <PasswordField {...fields.password('password', 'auth.password')} autoComplete="current-password" />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox size="small" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              }
              label={<Typography variant="body2">{intl.formatMessage({ id: 'auth.login.remember' })}</Typography>}
            />
            <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
              {intl.formatMessage({ id: 'auth.login.forgot' })}
            </Link>
          </Box>
          <SubmitButton
            pending={isLoading}
            pendingLabel={intl.formatMessage({ id: 'auth.login.pending' })}
            disabled={hasErrors}
          >
            {intl.formatMessage({ id: 'auth.login.submit' })}
          </SubmitButton>
        </Stack>
        <TermsNotice action="continuing" />
      </AuthFormCard>
      <Divider sx={{ my: 3, typography: 'caption', color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'auth.login.newCustomer' })}
      </Divider>
      <Button
        component={RouterLink}
        to={authLink('/auth/signup')}
        variant="outlined"
        color="inherit"
        fullWidth
        sx={{ borderColor: 'shop.border' }}
      >
        {intl.formatMessage({ id: 'auth.createAccountButton' })}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <FormattedMessage id="auth.login.findOrder" values={{ link: messageLink('/orders/lookup') }} />
      </Typography>
    </Box>
  );
}
