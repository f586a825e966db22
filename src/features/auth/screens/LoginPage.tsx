/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Box, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { LabelledChoice } from '../../../browser-kit/ui/LabelledChoice';
import { LeanButton } from '../../../browser-kit/ui/LeanButton';
import { LeanTextField } from '../../../browser-kit/ui/LeanTextField';
import { linkLook, sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';
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

/**
 * The page's link, its "New customer?" rule and its create-account button drawn as MUI's Link (body2), Divider (with
 * text) and Button (outlined, `color="inherit"`, full width) draw them, without their components: with its fields
 * and submit button, the route downloads none of TextField's, Checkbox's, Divider's, Link's or Button's stacks
 * (decision 0142).
 */
const useLoginStyles = themeStyles((theme) => ({
  createAccount: sxRule(
    theme,
    { borderColor: 'shop.border' },
    {
      width: '100%',
      color: 'inherit',
      borderColor: 'currentColor',
      '@media (hover: hover)': {
        '&:hover': {
          '--variant-outlinedBg': theme.alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity),
        },
      },
    },
  ),
  link: css({ ...linkLook(theme), ...typographyLook(theme, 'body2') }),
  divider: sxRule(
    theme,
    { my: 3, typography: 'caption', color: 'text.secondary' },
    {
      display: 'flex',
      flexShrink: 0,
      textAlign: 'center',
      border: 0,
      '&::before, &::after': {
        content: '""',
        alignSelf: 'center',
        width: '100%',
        borderTop: `thin solid ${theme.palette.divider}`,
      },
      '& > span': {
        display: 'inline-block',
        paddingLeft: `calc(${theme.spacing(1)} * 1.2)`,
        paddingRight: `calc(${theme.spacing(1)} * 1.2)`,
        whiteSpace: 'nowrap',
      },
    },
  ),
}));

export default function LoginPage() {
  const intl = useIntl();
  const styles = useLoginStyles();
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
          <LeanTextField {...fields.text('email', 'auth.login.email')} autoComplete="username" inputMode="email" />
          <PasswordField {...fields.password('password', 'auth.password')} autoComplete="current-password" />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <LabelledChoice
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              label={intl.formatMessage({ id: 'auth.login.remember' })}
              text="body2"
            />
            <RouterLink css={styles.link} to="/auth/forgot-password">
              {intl.formatMessage({ id: 'auth.login.forgot' })}
            </RouterLink>
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
      <div css={styles.divider} role="separator" aria-orientation="horizontal">
        <span>{intl.formatMessage({ id: 'auth.login.newCustomer' })}</span>
      </div>
      <LeanButton variant="outlined" to={authLink('/auth/signup')} look={styles.createAccount}>
        {intl.formatMessage({ id: 'auth.createAccountButton' })}
      </LeanButton>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <FormattedMessage id="auth.login.findOrder" values={{ link: messageLink('/orders/lookup') }} />
      </Typography>
    </Box>
  );
}
