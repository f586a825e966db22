import { Box, ButtonBase, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellColors } from '../theme';
import { CATEGORY_LINKS, type NavLink, productsFor } from './nav-links';
import { Logo } from './Logo';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../core/i18n/messages';
import { useAuthLink } from '../../shared/return-path';
import { tapTarget } from '../../shared/ui/tap-target';

const COLUMNS: readonly { title: MessageId; links: readonly NavLink[] }[] = [
  {
    title: 'footer.shopWithUs',
    links: [
      { label: 'nav.allProducts', to: '/products' },
      { label: 'nav.todaysDeals', to: productsFor({ deals: 'true' }) },
      { label: 'nav.prime', to: productsFor({ prime: 'true' }) },
    ],
  },
  { title: 'footer.shopByCategory', links: CATEGORY_LINKS },
  {
    title: 'footer.yourAccount',
    links: [
      { label: 'nav.yourAccount', to: '/account' },
      { label: 'nav.yourOrders', to: '/orders' },
      { label: 'nav.yourWishList', to: '/wishlist' },
      { label: 'nav.yourCart', to: '/cart' },
    ],
  },
  {
    title: 'footer.letUsHelp',
    links: [
      { label: 'nav.help', to: '/help' },
      { label: 'nav.returns', to: '/help#returns' },
      { label: 'nav.findOrder', to: '/orders/lookup' },
      { label: 'nav.manageProfile', to: '/profile' },
      { label: 'nav.forgotPassword', to: '/auth/forgot-password' },
      { label: 'nav.createAccount', to: '/auth/signup' },
    ],
  },
];

/** Back to top, the link lists, and the copyright line from 1996 to this year. */
export function Footer() {
  const intl = useIntl();
  // Creating an account from the footer comes back to this page.
  const authLink = useAuthLink();
  const target = (to: string) => (to === '/auth/signup' ? authLink(to) : to);
  return (
    <Box component="footer" sx={{ color: 'shop.borderLight', mt: 4 }}>
      <ButtonBase
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          width: '100%',
          bgcolor: 'shop.navItem',
          color: 'common.white',
          py: 1.75,
          fontSize: 13,
          '&:hover': { bgcolor: 'shop.navItemHover' },
        }}
      >
        {intl.formatMessage({ id: 'footer.backToTop' })}
      </ButtonBase>
      <Box sx={{ bgcolor: shellColors.footer, px: 3, py: { xs: 3, md: 5 } }}>
        <Box
          component="nav"
          aria-label={intl.formatMessage({ id: 'footer.nav' })}
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
              <Typography component="h2" sx={{ color: 'common.white', fontWeight: 700, fontSize: 16, mb: 1 }}>
                {intl.formatMessage({ id: column.title })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {column.links.map((link) => (
                  <Box component="li" key={link.label} sx={{ py: 0.1 }}>
                    <Link
                      component={RouterLink}
                      to={target(link.to)}
                      sx={{ ...tapTarget, minHeight: 28, color: 'shop.borderLight', fontSize: 14 }}
                    >
                      {intl.formatMessage({ id: link.label })}
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
          borderTop: 1,
          borderColor: shellColors.footerRule,
          py: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Logo />
        <Typography variant="body2" sx={{ color: 'shop.borderLight' }}>
          <FormattedMessage id="shell.copyright" values={{ year: String(new Date().getFullYear()) }} />
        </Typography>
      </Box>
    </Box>
  );
}
