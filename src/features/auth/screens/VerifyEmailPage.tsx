import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorText } from '../../../browser-kit/api/error-text';
import { selectSignedIn } from '../../../browser-kit/session';
import { FailureDetail } from '../../../browser-kit/ui/FailureDetail';
import { useDocumentTitle } from '../../../browser-kit/use-document-title';
import { useVerifyEmailMutation } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { AuthOutcome } from '../components/AuthOutcome';

/**
 * Where the verification mail's link leads (decision 0090): opening it confirms the address, signed in or
 * not, and says so. Unlike the undo link, it needs no button: confirming is what the mailbox's owner
 * wants, and a mail scanner following it sits at that same mailbox.
 */
export default function VerifyEmailPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.verifyEmail.documentTitle' }));
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
    <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
      {intl.formatMessage({ id: 'auth.backToSignIn' })}
    </Button>
  );

  if (result.data) {
    return (
      <AuthOutcome
        icon={<CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />}
        title={intl.formatMessage({ id: 'auth.verifyEmail.doneTitle' })}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'auth.verifyEmail.done' }, { email: result.data.email })}
        </Typography>
        {next}
      </AuthOutcome>
    );
  }

  if (result.isError) {
    return (
      <AuthOutcome
        icon={<LinkOff color="error" sx={{ fontSize: 56 }} aria-hidden />}
        title={intl.formatMessage({ id: 'auth.verifyEmail.invalidTitle' })}
      >
        <Typography variant="body2">
          {errorText(result.error, intl.formatMessage({ id: 'error.code.INVALID_VERIFY_LINK' }), intl)}
        </Typography>
        <Typography variant="body2">{intl.formatMessage({ id: 'auth.verifyEmail.invalidHint' })}</Typography>
        <FailureDetail error={result.error} />
        {next}
      </AuthOutcome>
    );
  }

  return (
    <AuthCard>
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography>{intl.formatMessage({ id: 'auth.verifyEmail.checking' })}</Typography>
      </Box>
    </AuthCard>
  );
}
