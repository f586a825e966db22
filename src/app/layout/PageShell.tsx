import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the screen, footer: the frame of every main route. */
export function PageShell() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
