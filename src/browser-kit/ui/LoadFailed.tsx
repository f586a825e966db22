import { Button, Paper, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { FailureDetail } from './FailureDetail';

/**
 * What a screen shows when its data could not be loaded: that it failed (never the empty state, which
 * would tell the shopper something untrue, e.g. "Your cart is empty"), the request's reference for
 * support, and Retry.
 */
export function LoadFailed({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Paper role="alert" variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {message}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <FailureDetail error={error} />
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'ui.retry' })}
      </Button>
    </Paper>
  );
}
