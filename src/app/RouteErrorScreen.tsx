import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMessageTitle } from '../browser-kit/use-message-title';
import { MessageScreen } from '../browser-kit/ui/MessageScreen';
import { LeanButton } from '../browser-kit/ui/LeanButton';
import { reloadPage } from '../browser-kit/reload-page';
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
  useMessageTitle('routeError.documentTitle');
  useEffect(() => {
    // Logged for support (the console), never shown on the page.
    if (!reloading) console.warn('Screen failed', error);
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <MessageScreen
      look="page"
      alert
      title={intl.formatMessage({ id: 'routeError.title' })}
      text={intl.formatMessage({ id: chunk ? 'routeError.chunkBody' : 'routeError.body' })}
      actions={[
        <LeanButton key="reload" variant="contained" onClick={reloadPage}>
          {intl.formatMessage({ id: 'routeError.reload' })}
        </LeanButton>,
        <LeanButton key="home" variant="outlined" href="/">
          {intl.formatMessage({ id: 'routeError.home' })}
        </LeanButton>,
      ]}
    />
  );
}
