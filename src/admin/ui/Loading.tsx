import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../i18n/use-t';
import { failureOf } from '../api/failure';
import { useFailureText } from './failure-text';

/** A screen's data on its way: a spinner with a name for screen readers. */
export function Loading() {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A screen's data that did not come: what went wrong, and a way to ask again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const failureText = useFailureText();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {failureText(failureOf(error))}
    </Alert>
  );
}
