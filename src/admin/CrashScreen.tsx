import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect } from 'react';
import { reloadPage } from '../browser-kit/reload-page';
import { PageErrorBoundary } from '../browser-kit/ui/PageErrorBoundary';
import { useT } from './i18n/use-t';
import { ConsoleMessage } from './ui/ConsoleMessage';
import { PageHeading } from './ui/PageHeading';

/** The crash screen's heading: it takes the focus, so a screen reader says what happened. */
const FocusedHeading = ({ children }: { children: string }) => <PageHeading takeFocus>{children}</PageHeading>;

/**
 * What staff see when a console screen throws while rendering (or its code fails to load): the console's
 * own words and a reload, never the error text. The error goes to the browser's console for support.
 */
export function CrashScreen({ error }: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    console.error('A console screen failed', error);
  }, [error]);
  return (
    <ConsoleMessage
      texts="crash"
      Heading={FocusedHeading}
      actions={
        <Button variant="contained" onClick={reloadPage}>
          {t('crash.reload')}
        </Button>
      }
    />
  );
}

/**
 * Shows the crash screen in place of a console screen that failed; going to another page tries again.
 * `alone` around all the routes: a failure outside the layout's screen (sign-in, the layout itself)
 * shows the crash screen with no frame around it.
 */
export function CrashBoundary({ alone = false, children }: { alone?: boolean; children: ReactNode }) {
  const crashed = (error: unknown) =>
    alone ? (
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <CrashScreen error={error} />
      </Box>
    ) : (
      <CrashScreen error={error} />
    );
  return <PageErrorBoundary fallback={crashed}>{children}</PageErrorBoundary>;
}
