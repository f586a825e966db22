import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** Skip link, header, the screen, footer: the frame of every main route. */
export function PageShell() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
