import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../../browser-kit/session';
import { useToast } from '../../../browser-kit/toast';
import { FailureText } from '../../../browser-kit/ui/FailureDetail';
import { useGetProfileQuery } from '../profile-api';
import { useResendVerificationMutation } from '../verification-api';

/**
 * The account page's note while the account's address is not confirmed (decision 0090): what it holds
 * back, and a button that mails the link again. Nothing shows once the address is confirmed.
 */
export function VerifyEmailNotice() {
  const intl = useIntl();
  const toast = useToast();
  const signedIn = useSelector(selectSignedIn);
  const { data: profile } = useGetProfileQuery(undefined, { skip: !signedIn });
  const [resend, { isLoading }] = useResendVerificationMutation();
  if (!profile || profile.emailVerified) return null;

  const send = async () => {
    const result = await resend();
    if ('data' in result && result.data) {
      if (result.data.emailVerified) toast.success('account.verify.alreadyDone');
      else toast.success({ id: 'account.verify.sent', values: { email: profile.email } });
    } else {
      const failed = intl.formatMessage({ id: 'account.verify.failed' });
      toast.error(<FailureText message={failed} error={result.error} />);
    }
  };

  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(
          { id: 'account.verify.notice' },
          // Isolated, so an address keeps its left-to-right order inside an Arabic sentence.
          { email: <bdi key="email">{profile.email}</bdi> },
        )}
      </Typography>
      {/* Under the text, not beside it: a phone keeps the sentence's full width. */}
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        disabled={isLoading}
        onClick={() => void send()}
        startIcon={isLoading ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 1 }}
      >
        {intl.formatMessage({ id: isLoading ? 'account.verify.sending' : 'account.verify.resend' })}
      </Button>
    </Alert>
  );
}
