import { Box, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../universal/i18n/messages';

/** A page's first load: one spinner, centred, named for a screen reader. */
export function PageSpinner({ labelId }: { labelId: MessageId }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: labelId })} />
    </Box>
  );
}
