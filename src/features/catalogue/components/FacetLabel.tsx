import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A filter choice's text and, once known, how many products of the result it keeps: 'Nordvik (12)'.
 * One span, so inside a flex container (the rating buttons) the space before the count stays.
 */
export function FacetLabel({ text, count }: { text: ReactNode; count: number | undefined }) {
  const intl = useIntl();
  return (
    <Box component="span">
      {text}
      {count !== undefined && (
        <>
          {' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'filter.count' }, { count })}
          </Box>
        </>
      )}
    </Box>
  );
}
