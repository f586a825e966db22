import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Spinner } from '../browser-kit/ui/Spinner';

/** Spec §1: the full-page screen shown while lazy content loads. */
export function LoadingScreen() {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}
    >
      <Box>
        <Spinner size={40} tone="secondary" />
        <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 600 }}>
          {intl.formatMessage({ id: 'shell.loading.title' })}
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'shell.loading.subtitle' })}</Typography>
      </Box>
    </Box>
  );
}
