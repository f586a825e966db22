import { Box, Link } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useGetCategoriesQuery } from '../../entities/product';
import { selectUser } from '../../shared/session';
import { useSignOut } from '../../features/auth';
import { useCartCount } from '../../features/cart';
import { useAppSelector } from '../hooks';
import { shellColors } from '../theme';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { CategoryStrip } from './CategoryStrip';
import { DeliverTo } from './DeliverTo';
import { FreeDeliveryNote } from '../../entities/delivery';
import { Logo } from './Logo';
import { LanguagePicker } from './LanguagePicker';
import { navButtonSx } from './nav-styles';
import { SearchForm } from './SearchForm';
import { useIntl } from 'react-intl';

/** The drawer (and MUI's Drawer, List and Modal) loads on first open: it is not part of the first paint. */
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));
/** Signed in only: the account's country in place of the shop's guess (and its address rules with it). */
const AccountShipTo = lazy(() => import('./AccountShipTo').then((module) => ({ default: module.AccountShipTo })));

/** The page header: logo, delivery destination, search, account, orders, cart; then the category strip. */
export function Header() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const endSession = useSignOut();
  const navigate = useNavigate();
  const cart = useCartCount();
  const { data: categories = [] } = useGetCategoriesQuery();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const signOut = () => {
    endSession();
    navigate('/');
  };

  return (
    <Box component="header">
      <Box
        sx={{
          bgcolor: shellColors.header,
          display: 'grid',
          alignItems: 'center',
          columnGap: { xs: 0.5, md: 1 },
          rowGap: 1,
          px: { xs: 1, md: 1.5 },
          py: 1,
          gridTemplateColumns: { xs: 'auto 1fr auto auto', md: 'auto auto 1fr auto auto auto auto' },
          gridTemplateAreas: {
            xs: '"logo lang account cart" "search search search search"',
            md: '"logo deliver search lang account orders cart"',
          },
        }}
      >
        <Box sx={{ gridArea: 'logo' }}>
          <Logo />
        </Box>
        <Box sx={{ gridArea: 'deliver', display: { xs: 'none', md: 'block' } }}>
          <DeliverTo />
        </Box>
        <Box sx={{ gridArea: 'search', display: 'flex', minWidth: 0, px: { md: 1 } }}>
          <SearchForm categories={categories} />
        </Box>
        <Box sx={{ gridArea: 'lang', justifySelf: 'end' }}>
          <LanguagePicker />
        </Box>
        <Box sx={{ gridArea: 'account' }}>
          <AccountMenu user={user} onSignOut={signOut} />
        </Box>
        <Box sx={{ gridArea: 'orders', display: { xs: 'none', md: 'block' } }}>
          <Link
            component={RouterLink}
            to="/orders"
            sx={{ ...navButtonSx, flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.15 }}
          >
            <Box component="span" sx={{ fontSize: 12 }}>
              {intl.formatMessage({ id: 'header.returns' })}
            </Box>
            <Box component="span" sx={{ fontSize: 14, fontWeight: 700 }}>
              {intl.formatMessage({ id: 'header.andOrders' })}
            </Box>
          </Link>
        </Box>
        <Box sx={{ gridArea: 'cart' }}>
          <CartLink count={cart.count} unsure={cart.unsure} />
        </Box>
      </Box>
      <CategoryStrip
        onOpenMenu={() => {
          setDrawerUsed(true);
          setMenuOpen(true);
        }}
        menuOpen={menuOpen}
      />
      <Box
        sx={{
          display: { xs: 'flex', lg: 'none' },
          justifyContent: { xs: 'space-between', md: 'flex-end' },
          alignItems: 'center',
          gap: 1,
          bgcolor: 'shop.navItem',
          color: 'common.white',
          px: 1.5,
          py: 0.75,
          fontSize: 13,
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <DeliverTo compact />
        </Box>
        <Box component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
          <FreeDeliveryNote />
        </Box>
      </Box>
      {user && (
        <Suspense fallback={null}>
          <AccountShipTo />
        </Suspense>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} user={user} onSignOut={signOut} />
        </Suspense>
      )}
    </Box>
  );
}
