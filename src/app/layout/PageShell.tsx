import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useScrollRestoration } from '../router/use-scroll-restoration';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** Skip link, header, the screen, footer: the frame of every main route. */
export function PageShell() {
  // A new screen starts at the top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down (a layout
          shift) when a screen's content replaces its loading state. */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
