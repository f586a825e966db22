import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import type { StaffSession, StaffSignInAnswer, TotpEnrolment } from '../../universal/contracts/admin/staff-auth';
import { useSecondStepMutation, useSignInMutation } from '../api/admin-api';
import { useAdminDispatch, useAdminSelector } from '../hooks';
import { useT } from '../i18n/use-t';
import { SignedOutFrame } from './SignedOutFrame';
import { signedIn } from '../session-actions';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { useCodeForm } from './code-form';
import { CodeField } from './CodeField';
import { TotpEnrolmentView } from './TotpEnrolmentView';

/** Where a signed-out visit was going (RequireStaff passes it), and an email to start with (set-password). */
export interface SignInState {
  from?: string;
  email?: string;
}

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; enrolment: TotpEnrolment };

const passwordSchema = object({
  email: string().trim().required('validation.emailRequired').email('validation.emailFormat'),
  password: string().required('validation.passwordRequired'),
});

/** A same-site path inside the console, never another site's address. */
const safeReturn = (from: string | undefined): string => (from && /^\/(?!\/)/.test(from) ? from : '/');

/**
 * /admin/sign-in: email and password, then the authenticator's code, or, for an owner without two-step
 * sign-in yet, its set-up (scan the QR code, then the first code) before the console opens.
 */
export default function SignInPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAdminDispatch();
  const { token, expired } = useAdminSelector((state) => state.session);
  const state = (location.state ?? {}) as SignInState;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [timedOut, setTimedOut] = useState(false);

  const done = (session: StaffSession) => {
    dispatch(signedIn(session));
    void navigate(safeReturn(state.from), { replace: true });
  };

  if (token) return <Navigate to={safeReturn(state.from)} replace />;

  return (
    <SignedOutFrame title={t(step.kind === 'enrol' ? 'signIn.enrolTitle' : 'signIn.title')}>
      {expired && step.kind === 'password' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('signIn.expired')}
        </Alert>
      )}
      {timedOut && step.kind === 'password' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('signIn.challengeExpired')}
        </Alert>
      )}
      {step.kind === 'password' ? (
        <PasswordStep
          email={state.email}
          onAnswer={(answer) => {
            setTimedOut(false);
            if (answer.step === 'done') done(answer.session);
            else if (answer.step === 'code') setStep({ kind: 'code', challenge: answer.challenge });
            else setStep({ kind: 'enrol', challenge: answer.challenge, enrolment: answer.enrolment });
          }}
        />
      ) : (
        <SecondStep
          key={step.challenge}
          step={step}
          onDone={done}
          onRestart={(becauseTimedOut) => {
            setTimedOut(becauseTimedOut);
            setStep({ kind: 'password' });
          }}
        />
      )}
    </SignedOutFrame>
  );
}

function PasswordStep({ email = '', onAnswer }: { email?: string; onAnswer: (answer: StaffSignInAnswer) => void }) {
  const t = useT();
  const [signIn] = useSignInMutation();
  const formik = useFormik({
    initialValues: { email, password: '' },
    validationSchema: passwordSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(
        () => signIn({ email: values.email.trim(), password: values.password }).unwrap(),
        helpers,
        ['email', 'password'],
      );
      if (result) onAnswer(result.answer);
    },
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <FormFailure formik={formik} />
      <Stack spacing={2}>
        <TextField
          {...field('email')}
          label={t('field.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus={!email}
          fullWidth
        />
        <TextField
          {...field('password')}
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(email)}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function SecondStep({
  step,
  onDone,
  onRestart,
}: {
  step: Exclude<Step, { kind: 'password' }>;
  onDone: (session: StaffSession) => void;
  onRestart: (timedOut: boolean) => void;
}) {
  const t = useT();
  const [secondStep] = useSecondStepMutation();
  const formik = useCodeForm(
    'code',
    async (code) => onDone(await secondStep({ challenge: step.challenge, code }).unwrap()),
    (failure) => {
      // The five minutes of the challenge are over: the password again.
      if (failure.code !== 'SESSION_EXPIRED') return false;
      onRestart(true);
      return true;
    },
  );
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      {step.kind === 'enrol' ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('signIn.enrolWhy')}</Typography>
          <TotpEnrolmentView enrolment={step.enrolment} />
        </>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('signIn.codeHelp')}</Typography>
      )}
      <FormFailure formik={formik} />
      <Stack spacing={2}>
        <CodeField formik={formik} name="code" label={t('field.code')} autoFocus fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
          {t(step.kind === 'enrol' ? 'signIn.enrolSubmit' : 'signIn.codeSubmit')}
        </Button>
        <Button onClick={() => onRestart(false)}>{t('signIn.restart')}</Button>
      </Stack>
    </form>
  );
}
