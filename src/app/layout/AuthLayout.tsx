import { Box, Container, Typography } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useScrollRestoration } from '../router/use-scroll-restoration';
import { Logo } from './Logo';
import { FormattedMessage } from 'react-intl';

/** The sign-in family of screens: logo, one centred card, a slim footer. */
export function AuthLayout() {
  // A new screen starts at the top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'common.white', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'center', pt: 3, pb: 1 }}>
        <Logo dark />
      </Box>
      <Container component="main" id="main" maxWidth="xs" sx={{ flex: 1, py: 2 }}>
        <Outlet />
      </Container>
      <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
        <FormattedMessage id="shell.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </Typography>
    </Box>
  );
}
