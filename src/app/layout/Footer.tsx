import { Box, ButtonBase, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellColors } from '../theme';
import { CATEGORY_LINKS, type NavLink, productsFor } from './nav-links';
import { Logo } from './Logo';

const COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Shop with Us',
    links: [
      { label: 'All Products', to: '/products' },
      { label: "Today's Deals", to: productsFor({ deals: 'true' }) },
      { label: 'Prime', to: productsFor({ prime: 'true' }) },
    ],
  },
  { title: 'Shop by Category', links: CATEGORY_LINKS },
  {
    title: 'Your Account',
    links: [
      { label: 'Your Account', to: '/account' },
      { label: 'Your Orders', to: '/orders' },
      { label: 'Your Wish List', to: '/wishlist' },
      { label: 'Your Cart', to: '/cart' },
    ],
  },
  {
    title: 'Let Us Help You',
    links: [
      { label: 'Returns & Replacements', to: '/orders' },
      { label: 'Manage Your Profile', to: '/profile' },
      { label: 'Forgot Your Password?', to: '/auth/forgot-password' },
      { label: 'Create an Account', to: '/auth/signup' },
    ],
  },
];

/** Back to top, the link lists, and the copyright line from 1996 to this year. */
export function Footer() {
  return (
    <Box component="footer" sx={{ color: '#ddd', mt: 4 }}>
      <ButtonBase
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          width: '100%',
          bgcolor: '#37475a',
          color: '#fff',
          py: 1.75,
          fontSize: 13,
          '&:hover': { bgcolor: '#485769' },
        }}
      >
        Back to top
      </ButtonBase>
      <Box sx={{ bgcolor: shellColors.footer, px: 3, py: { xs: 3, md: 5 } }}>
        <Box
          component="nav"
          aria-label="Footer"
          sx={{
            maxWidth: 1000,
            mx: 'auto',
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {COLUMNS.map((column) => (
            <Box key={column.title}>
              <Typography component="h2" sx={{ color: '#fff', fontWeight: 700, fontSize: 16, mb: 1 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {column.links.map((link) => (
                  <Box component="li" key={link.label} sx={{ py: 0.4 }}>
                    <Link component={RouterLink} to={link.to} sx={{ color: '#ddd', fontSize: 14 }}>
                      {link.label}
                    </Link>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          bgcolor: shellColors.footerBottom,
          borderTop: '1px solid #3a4553',
          py: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Logo />
        <Typography variant="body2" sx={{ color: '#ddd' }}>
          © 1996–{new Date().getFullYear()}, Storefront
        </Typography>
      </Box>
    </Box>
  );
}
