import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../universal/validation/patterns';
import { usePasswordLinkQuery, useSetPasswordMutation } from '../api/admin-api';
import { failureOf } from '../api/failure';
import { useT } from '../i18n/use-t';
import { SignedOutFrame } from './SignedOutFrame';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { Loading } from '../ui/Loading';
import { useToast } from '../ui/use-toast';
import { setPasswordSchema } from './password-schema';
import type { SignInState } from './SignInPage';

/**
 * /admin/set-password/:token: the link of an invitation (or of the first owner, or a reset). It shows
 * whose password it sets, takes a new one twice, then sends to the sign-in page with the email filled.
 */
export default function SetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams();
  const link = usePasswordLinkQuery(token);
  const linkFailure = link.error ? failureOf(link.error) : undefined;

  return (
    <SignedOutFrame title={t('setPassword.title')}>
      {link.isLoading ? (
        <Loading />
      ) : link.data ? (
        <SetPasswordForm token={token} email={link.data.email} />
      ) : (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(
              linkFailure?.status === 'network' ||
                (typeof linkFailure?.status === 'number' && linkFailure.status >= 500)
                ? 'error.network'
                : 'setPassword.badLink',
            )}
          </Alert>
          <Link component={RouterLink} to="/sign-in">
            {t('setPassword.toSignIn')}
          </Link>
        </>
      )}
    </SignedOutFrame>
  );
}

function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [setPassword] = useSetPasswordMutation();
  const formik = useFormik({
    initialValues: { password: '', confirm: '' },
    validationSchema: setPasswordSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(() => setPassword({ token, password: values.password }).unwrap(), helpers, [
        'password',
      ]);
      if (!result) return;
      toast.success('setPassword.done');
      void navigate('/sign-in', { replace: true, state: { email } satisfies SignInState });
    },
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Typography sx={{ mb: 2 }}>{t('setPassword.for', { email })}</Typography>
      {/* Password managers file the new password under this email. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormFailure formik={formik} />
      <Stack spacing={2}>
        <TextField
          {...field('password')}
          helperText={field('password').helperText ?? t('validation.passwordPolicy', { min: PASSWORD_MIN_LENGTH })}
          label={t('field.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          fullWidth
        />
        <TextField
          {...field('confirm')}
          label={t('field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
