/** @jsxImportSource @emotion/react */
import { Box, Typography } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';
import { useScrollRestoration } from '../router/use-scroll-restoration';
import { Logo } from './Logo';
import { FormattedMessage } from 'react-intl';

/**
 * The card's column, as MUI's `<Container maxWidth="xs">` draws it (centred, 444 px at most, 16 px of gutter, 24
 * from `sm`), made once per theme: the shell's first load carries no Container.
 */
const useColumnStyles = themeStyles((theme) =>
  sxRule(theme, {
    width: '100%',
    mx: 'auto',
    boxSizing: 'border-box',
    px: { xs: 2, sm: 3 },
    maxWidth: { xs: 444 },
    flex: 1,
    py: 2,
  }),
);

/** The sign-in family of screens: logo, one centred card, a slim footer. */
export function AuthLayout() {
  // A new screen starts at the top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  const column = useColumnStyles();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'common.white', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'center', pt: 3, pb: 1 }}>
        <Logo dark />
      </Box>
      <main id="main" css={column}>
        <Outlet />
      </main>
      <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
        <FormattedMessage id="shell.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </Typography>
    </Box>
  );
}
