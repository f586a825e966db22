import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { selectSignedIn } from '../../../browser-kit/session';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { useVerifyEmailMutation } from '../auth-api';
import { AuthOutcome, AuthPending, BackToSignInButton, DeadLinkOutcome } from '../components/AuthOutcome';

/**
 * Where the verification mail's link leads (decision 0090): opening it confirms the address, signed in or
 * not, and says so. Unlike the undo link, it needs no button: confirming is what the mailbox's owner
 * wants, and a mail scanner following it sits at that same mailbox.
 */
export default function VerifyEmailPage() {
  const intl = useIntl();
  useMessageTitle('auth.verifyEmail.documentTitle');
  const { token = '' } = useParams();
  const signedIn = useSelector(selectSignedIn);
  const [verify, result] = useVerifyEmailMutation();
  // Once per token, even when React runs effects twice in development.
  const asked = useRef<string>(undefined);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    void verify(token);
  }, [token, verify]);

  const next = signedIn ? (
    <Button component={RouterLink} to="/account" variant="contained" fullWidth>
      {intl.formatMessage({ id: 'auth.verifyEmail.toAccount' })}
    </Button>
  ) : (
    <BackToSignInButton variant="contained" />
  );

  if (result.data) {
    return (
      <AuthOutcome Icon={CheckCircle} tone="success" title={intl.formatMessage({ id: 'auth.verifyEmail.doneTitle' })}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'auth.verifyEmail.done' }, { email: result.data.email })}
        </Typography>
        {next}
      </AuthOutcome>
    );
  }

  if (result.isError) {
    return (
      <DeadLinkOutcome
        titleId="auth.verifyEmail.invalidTitle"
        error={result.error}
        fallbackId="error.code.INVALID_VERIFY_LINK"
        hintId="auth.verifyEmail.invalidHint"
      >
        {next}
      </DeadLinkOutcome>
    );
  }

  return <AuthPending labelId="auth.verifyEmail.checking" />;
}
