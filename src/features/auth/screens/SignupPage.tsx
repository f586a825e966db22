import { Link, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { fieldErrors } from '../../../browser-kit/api/error-text';
import { NAME_INPUT_FILTER, PHONE_INPUT_FILTER } from '../../../browser-kit/input-filters';
import { usePrefilledFields } from '../../../browser-kit/ui/use-prefilled-fields';
import { isFieldValid } from '../../../browser-kit/ui/formik-field';
import { useFormFields } from '../../../browser-kit/ui/use-form-fields';
import { PasswordField } from '../../../browser-kit/ui/PasswordField';
import { PasswordStrengthMeterOnDemand } from '../../../browser-kit/ui/PasswordStrengthMeterOnDemand';
import { ValidTick, validTickSlot } from '../../../browser-kit/ui/ValidTick';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { returnPathOf, useAuthLink } from '../../../browser-kit/return-path';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import { normalizePhone } from '../../../universal/validation/normalize-phone';
import type { SignupValues } from '../../../universal/validation/signup-schema';
import { useRegisterMutation } from '../auth-api';
import { AuthFormCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { TermsNotice } from '../components/TermsNotice';
import { useIntl } from 'react-intl';

const validateSignup = schemaOnDemand<SignupValues>(() =>
  import('../../../universal/validation/signup-schema').then((rules) => rules.signupSchema),
);

export default function SignupPage() {
  const intl = useIntl();
  useMessageTitle('auth.signup.documentTitle', 'auth.signup.description');
  const navigate = useNavigate();
  const location = useLocation();
  const authLink = useAuthLink();
  const { locale, currency } = useShopperLocale();
  const [register, { isLoading, error }] = useRegisterMutation();

  const formik = useFormik<SignupValues>({
    initialValues: { name: '', email: '', phone: '', password: '' },
    validate: validateSignup,
    onSubmit: async (values, helpers) => {
      const result = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: normalizePhone(values.phone),
        password: values.password,
        // A signed-in shopper's profile language and currency win: the new one keeps what they were using.
        language: locale,
        currency,
      });
      // Back where the shopper was, in the same language and currency.
      if ('data' in result) navigate(returnPathOf(location.search), { replace: true });
      else helpers.setErrors(fieldErrors(result.error) ?? {});
    },
  });
  const fields = useFormFields(formik);
  const formRef = usePrefilledFields(formik);

  const tick = (name: keyof SignupValues) => validTickSlot(isFieldValid(formik, name));
  const touchedAny = Object.keys(formik.touched).length > 0;
  const hasErrors = Object.keys(formik.errors).length > 0;

  return (
    <AuthFormCard titleId="auth.signup.title" error={error} failedId="auth.signup.failed">
      {/* Sent before the app has run, the form posts: nothing typed reaches an address or a log. */}
      <Stack component="form" ref={formRef} method="post" noValidate spacing={2} onSubmit={formik.handleSubmit}>
        <TextField
          {...fields.text('name', 'auth.signup.name', { filter: NAME_INPUT_FILTER })}
          placeholder={intl.formatMessage({ id: 'auth.signup.namePlaceholder' })}
          autoComplete="name"
          slotProps={{ ...tick('name') }}
        />
        <TextField
          {...fields.text('email', 'auth.signup.email')}
          type="email"
          autoComplete="email"
          slotProps={tick('email')}
        />
        <TextField
          {...fields.text('phone', 'auth.signup.phone', { filter: PHONE_INPUT_FILTER })}
          placeholder="01012345678"
          type="tel"
          autoComplete="tel"
          slotProps={tick('phone')}
        />
        <div>
          <PasswordField
            {...fields.password('password', 'auth.password')}
            placeholder={intl.formatMessage({ id: 'auth.signup.passwordPlaceholder' })}
            autoComplete="new-password"
            adornment={isFieldValid(formik, 'password') ? <ValidTick /> : undefined}
          />
          <PasswordStrengthMeterOnDemand password={formik.values.password} />
        </div>
        <SubmitButton
          pending={isLoading}
          pendingLabel={intl.formatMessage({ id: 'auth.signup.pending' })}
          disabled={!touchedAny || hasErrors}
        >
          {intl.formatMessage({ id: 'auth.createAccountButton' })}
        </SubmitButton>
      </Stack>
      <TermsNotice action="creatingAccount" />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'auth.signup.haveAccount' })}{' '}
        <Link component={RouterLink} to={authLink('/auth/login')}>
          {intl.formatMessage({ id: 'auth.signup.signIn' })}
        </Link>
      </Typography>
    </AuthFormCard>
  );
}
