import { Box, CircularProgress, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import type { MessageId } from '../../../universal/i18n/messages';

export interface LoadingOrFailedProps {
  /** The query behind the section: its first load and its failure are said here. */
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  loadingId: MessageId;
  failedId: MessageId;
  /** A page's main list (a larger spinner with room above and below) rather than a section's. */
  roomy?: boolean;
}

/** A section's first load (a spinner and what loads, read out as a status), or its failure with Retry. */
export function LoadingOrFailed({ query, loadingId, failedId, roomy = false }: LoadingOrFailedProps) {
  const intl = useIntl();
  return (
    <>
      {query.isLoading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, ...(roomy && { py: 4 }) }}>
          <CircularProgress size={roomy ? 24 : 20} aria-hidden />
          <Typography>{intl.formatMessage({ id: loadingId })}</Typography>
        </Box>
      )}
      {query.isError && (
        <LoadFailed
          message={intl.formatMessage({ id: failedId })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}
