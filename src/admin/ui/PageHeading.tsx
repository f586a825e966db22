import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';

/** The first screen keeps the browser's focus; every screen reached by navigating takes it on its heading. */
let firstScreen = true;

/**
 * A screen's one h1, also the tab's title. After a navigation, focus moves to it, so a screen reader
 * says where it arrived and Tab goes on from the top of the new screen. `takeFocus` moves it there on the
 * first screen too: a screen that replaces a failed one, whose reader was already using the page.
 */
export function PageHeading({ children, takeFocus = false }: { children: string; takeFocus?: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const arrived = !firstScreen;
    firstScreen = false;
    if (arrived || takeFocus) heading.current?.focus();
  }, [takeFocus]);
  useEffect(() => {
    document.title = `${children} · ${t('app.name')}`;
  }, [children, t]);
  return (
    <Typography
      ref={heading}
      component="h1"
      variant="h5"
      tabIndex={-1}
      sx={{ mb: 2, fontWeight: 600, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid' } }}
    >
      {children}
    </Typography>
  );
}
