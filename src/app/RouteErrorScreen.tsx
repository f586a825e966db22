import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../browser-kit/use-document-title';
import { isStaleChunkError, reloadOnceForNewBuild } from './stale-chunk';

/**
 * What a shopper sees when a screen fails to load or render: the shop's own words and a way on, never
 * a stack trace or the router's developer screen. A code chunk that a newer build replaced reloads the
 * page once by itself (see stale-chunk.ts); if that does not help, this screen offers a reload.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const intl = useIntl();
  const chunk = isStaleChunkError(error);
  const reloading = chunk && reloadOnceForNewBuild();
  useDocumentTitle(intl.formatMessage({ id: 'routeError.documentTitle' }));
  useEffect(() => {
    // Logged for support (the console), never shown on the page.
    if (!reloading) console.warn('Screen failed', error);
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {intl.formatMessage({ id: 'routeError.title' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: chunk ? 'routeError.chunkBody' : 'routeError.body' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'routeError.reload' })}
        </Button>
        <Button variant="outlined" href="/">
          {intl.formatMessage({ id: 'routeError.home' })}
        </Button>
      </Box>
    </Box>
  );
}
