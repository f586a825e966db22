import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { useCheckEmailUndoQuery, useUndoEmailChangeMutation } from '../auth-api';
import { signedOut } from '../../../entities/session';
import { AuthFormCard } from '../components/AuthCard';
import { AuthOutcome, AuthPending, BackToSignInButton, DeadLinkOutcome } from '../components/AuthOutcome';

/**
 * Where the link in an email-change notice leads (the old address got it): one button puts the old
 * address back and ends every session; then the owner chooses a new password. Opening the link changes
 * nothing by itself, so a mail scanner that follows links cannot spend it.
 */
export default function UndoEmailChangePage() {
  const intl = useIntl();
  useMessageTitle('auth.undoEmail.documentTitle');
  const dispatch = useDispatch();
  const { token = '' } = useParams();
  const [undo, { isLoading, error }] = useUndoEmailChangeMutation();
  // Kept here: signing this browser out below also empties the API cache, this answer with it.
  const [undone, setUndone] = useState<{ email: string; resetToken: string }>();
  // Once used, the link is spent: not asked about again when the cache empties.
  const check = useCheckEmailUndoQuery(token, { refetchOnMountOrArgChange: true, skip: Boolean(undone) });

  const submit = async () => {
    const result = await undo(token);
    if (!('data' in result) || !result.data) return;
    setUndone(result.data);
    // Every session of the account ended on the server, this browser's too.
    dispatch(signedOut());
  };

  if (undone) {
    return (
      <AuthOutcome Icon={CheckCircle} tone="success" title={intl.formatMessage({ id: 'auth.undoEmail.doneTitle' })}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'auth.undoEmail.done' }, { email: undone.email })}
        </Typography>
        <Button component={RouterLink} to={`/auth/reset-password/${undone.resetToken}`} variant="contained" fullWidth>
          {intl.formatMessage({ id: 'auth.undoEmail.choosePassword' })}
        </Button>
      </AuthOutcome>
    );
  }

  if (check.isLoading || check.isFetching) {
    return <AuthPending labelId="auth.undoEmail.checking" />;
  }

  if (check.isError) {
    return (
      <DeadLinkOutcome
        titleId="auth.undoEmail.invalidTitle"
        error={check.error}
        fallbackId="error.code.INVALID_UNDO_LINK"
      >
        <BackToSignInButton />
      </DeadLinkOutcome>
    );
  }

  return (
    <AuthFormCard titleId="auth.undoEmail.title" error={error} failedId="auth.undoEmail.failed">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'auth.undoEmail.intro' })}
      </Typography>
      <Button variant="contained" fullWidth disabled={isLoading} onClick={() => void submit()}>
        {intl.formatMessage({ id: isLoading ? 'auth.undoEmail.pending' : 'auth.undoEmail.submit' })}
      </Button>
    </AuthFormCard>
  );
}
