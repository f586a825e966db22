import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useFormats, useT } from '../i18n/use-t';
import { useDashboardQuery } from './dashboard-api';

/**
 * Owners' alert (issue 50): each currency a region charges in whose rate is older than RATES_MAX_AGE_HOURS, and
 * the regions whose checkout refuses converted prices until it is set, with the way to the rates.
 */
export function StaleRatesAlert() {
  const t = useT();
  const formats = useFormats();
  const { data } = useDashboardQuery();
  const stale = data?.staleRates ?? [];
  if (stale.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {stale.map((entry) => (
        <Alert key={entry.currency} severity="error" role="alert">
          {t(entry.setAt ? 'dashboard.staleRate' : 'dashboard.missingRate', {
            currency: entry.currency,
            regions: entry.regions.map((region) => region.name).join(t('settings.listSeparator')),
            setAt: entry.setAt && formats.dateTime(entry.setAt),
          })}{' '}
          <Link component={RouterLink} to="/settings">
            {t('dashboard.setRates')}
          </Link>
        </Alert>
      ))}
    </Stack>
  );
}
