import { Button } from '@mui/material';
import { useIntl } from 'react-intl';

/**
 * The toast's 'Sign in'. Toasts render outside the router, so the caller hands in what the click does
 * (close the toast, go to sign-in with the way back).
 */
export function SignInToastAction({ onSignIn }: { onSignIn: () => void }) {
  const intl = useIntl();
  return (
    <Button color="inherit" size="small" variant="outlined" sx={{ fontWeight: 700, minHeight: 32 }} onClick={onSignIn}>
      {intl.formatMessage({ id: 'cart.add.signInAction' })}
    </Button>
  );
}
