import { Alert, Button, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../../shared/session';
import { useToast } from '../../../shared/toast';
import { FailureText } from '../../../shared/ui/FailureDetail';
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
    <Alert
      severity="warning"
      sx={{ mt: 2, overflowWrap: 'anywhere', '& .MuiAlert-action': { alignItems: 'center', pt: 0 } }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={isLoading}
          onClick={() => void send()}
          startIcon={isLoading ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {intl.formatMessage({ id: isLoading ? 'account.verify.sending' : 'account.verify.resend' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'account.verify.notice' }, { email: profile.email })}
    </Alert>
  );
}
