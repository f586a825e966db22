import { AppBar, Box, Link, Toolbar } from '@mui/material';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { selectUser } from '../../shared/session';
import { shellColors } from '../theme';
import { Logo } from './Logo';

// The full header (search, category strip, cart badge, drawer) is built by the catalogue issue.
export function Header() {
  const user = useSelector(selectUser);
  return (
    <AppBar position="static" elevation={0} sx={{ bgcolor: shellColors.header }}>
      <Toolbar sx={{ gap: 2 }}>
        <Logo />
        <Box sx={{ flex: 1 }} />
        <Link component={RouterLink} to={user ? '/account' : '/auth/login'} sx={{ color: '#fff' }}>
          {user ? `Hello, ${user.name.trim().split(/\s+/)[0]}` : 'Sign in'}
        </Link>
        <Link component={RouterLink} to="/cart" sx={{ color: '#fff' }}>
          Cart
        </Link>
      </Toolbar>
    </AppBar>
  );
}
