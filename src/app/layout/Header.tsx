/** @jsxImportSource @emotion/react */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { useGetCategoriesQuery } from '../../entities/product';
import { selectUser } from '../../browser-kit/session';
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
import { linkLook, sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';

/** The drawer (and MUI's Drawer, List and Modal) loads on first open: it is not part of the first paint. */
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));
/** Signed in only: the account's country in place of the shop's guess (and its address rules with it). */
const AccountShipTo = lazy(() => import('./AccountShipTo').then((module) => ({ default: module.AccountShipTo })));

/** The header's layout, made once per theme: it is on every page (decision 0086). */
const useHeaderStyles = themeStyles((theme) => {
  const rule = (sx: Parameters<typeof sxRule>[1]) => sxRule(theme, sx);
  return {
    bar: rule({
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
    }),
    logo: rule({ gridArea: 'logo' }),
    deliver: rule({ gridArea: 'deliver', display: { xs: 'none', md: 'block' } }),
    search: rule({ gridArea: 'search', display: 'flex', minWidth: 0, px: { md: 1 } }),
    lang: rule({ gridArea: 'lang', justifySelf: 'end' }),
    account: rule({ gridArea: 'account' }),
    orders: rule({ gridArea: 'orders', display: { xs: 'none', md: 'block' } }),
    ordersLink: sxRule(
      theme,
      { ...navButtonSx, flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.15 },
      linkLook(theme),
    ),
    ordersSmall: rule({ fontSize: 12 }),
    ordersBig: rule({ fontSize: 14, fontWeight: 700 }),
    cart: rule({ gridArea: 'cart' }),
    delivery: rule({
      display: { xs: 'flex', lg: 'none' },
      justifyContent: { xs: 'space-between', md: 'flex-end' },
      alignItems: 'center',
      gap: 1,
      bgcolor: 'shop.navItem',
      color: 'common.white',
      px: 1.5,
      py: 0.75,
      fontSize: 13,
    }),
    deliverCompact: rule({ display: { xs: 'block', md: 'none' } }),
    freeDelivery: rule({ fontWeight: 600, textAlign: 'right' }),
  };
});

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
  const styles = useHeaderStyles();
  const signOut = () => {
    endSession();
    navigate('/');
  };

  return (
    <header>
      <div css={styles.bar}>
        <div css={styles.logo}>
          <Logo />
        </div>
        <div css={styles.deliver}>
          <DeliverTo />
        </div>
        <div css={styles.search}>
          <SearchForm categories={categories} />
        </div>
        <div css={styles.lang}>
          <LanguagePicker />
        </div>
        <div css={styles.account}>
          <AccountMenu user={user} onSignOut={signOut} />
        </div>
        <div css={styles.orders}>
          <RouterLink to="/orders" css={styles.ordersLink}>
            <span css={styles.ordersSmall}>{intl.formatMessage({ id: 'header.returns' })}</span>
            <span css={styles.ordersBig}>{intl.formatMessage({ id: 'header.andOrders' })}</span>
          </RouterLink>
        </div>
        <div css={styles.cart}>
          <CartLink count={cart.count} unsure={cart.unsure} />
        </div>
      </div>
      <CategoryStrip
        onOpenMenu={() => {
          setDrawerUsed(true);
          setMenuOpen(true);
        }}
        menuOpen={menuOpen}
      />
      <div css={styles.delivery}>
        <div css={styles.deliverCompact}>
          <DeliverTo compact />
        </div>
        <span css={styles.freeDelivery}>
          <FreeDeliveryNote />
        </span>
      </div>
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
    </header>
  );
}
