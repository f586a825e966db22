import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { FailureDetail } from './FailureDetail';
import { LeanButton } from './LeanButton';
import { LeanPaper } from './LeanPaper';
import { sxRule, themeStyles } from './theme-styles';

/** Its panel and Retry drawn as MUI's outlined Paper and contained Button draw them (decision 0143). */
const useLoadFailedStyles = themeStyles((theme) => ({
  panel: sxRule(theme, { p: { xs: 3, sm: 5 }, textAlign: 'center' }),
  retry: sxRule(theme, { mt: 2 }),
}));

/**
 * What a screen shows when its data could not be loaded: that it failed (never the empty state, which
 * would tell the shopper something untrue, e.g. "Your cart is empty"), the request's reference for
 * support, and Retry.
 */
export function LoadFailed({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const styles = useLoadFailedStyles();
  return (
    <LeanPaper role="alert" look={styles.panel}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {message}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <FailureDetail error={error} />
      </Typography>
      <LeanButton variant="contained" onClick={onRetry} look={styles.retry}>
        {intl.formatMessage({ id: 'ui.retry' })}
      </LeanButton>
    </LeanPaper>
  );
}
