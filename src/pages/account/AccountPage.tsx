import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Avatar, Box, Button, Container, Grid, Paper, Typography } from '@mui/material';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, selectUser } from '../../browser-kit/session';
import { useToast } from '../../browser-kit/toast';
import { useMessageTitle } from '../../browser-kit/use-message-title';
import type { MessageId } from '../../universal/i18n/messages';
import { useSignOut } from '../../features/auth';
import { useCartCount } from '../../features/cart';
import { useGetOrdersQuery } from '../../features/orders';
import { useGetWishlistQuery } from '../../features/wishlist';
import { AccountTile, CountTile, DevicesSection, VerifyEmailNotice } from '../../features/profile';

/**
 * The password dialog's form (Formik, yup and their fields) loads when the shopper first opens it: the
 * account page's first screen shows none of it (docs/decisions/0084-first-load-per-route.md).
 */
const ChangePasswordDialog = lazy(() =>
  import('../../features/profile').then((profile) => ({
    default: profile.ChangePasswordDialog,
  })),
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

interface Tile {
  /** Where the tile leads; a tile without one is a button. */
  to?: string;
  Icon: ComponentType;
  titleId: MessageId;
  descriptionId: MessageId;
}

/** The hub's tiles under its two section headings. */
const TILES = {
  profile: {
    to: '/profile',
    Icon: PersonOutline,
    titleId: 'account.profile.title',
    descriptionId: 'account.profile.description',
  },
  security: { Icon: LockOutlined, titleId: 'account.security.title', descriptionId: 'account.security.description' },
  addresses: {
    to: '/account/addresses',
    Icon: LocationOnOutlined,
    titleId: 'account.addresses.title',
    descriptionId: 'account.addresses.description',
  },
  orders: {
    to: '/orders',
    Icon: Inventory2Outlined,
    titleId: 'account.orders.title',
    descriptionId: 'account.orders.description',
  },
  wishlist: {
    to: '/wishlist',
    Icon: FavoriteBorder,
    titleId: 'account.wishlist.title',
    descriptionId: 'account.wishlist.saved',
  },
} as const satisfies Record<string, Tile>;

/** A tile of a section, a whole row on a phone and half of one from md up; `values` fill its sentence. */
function HalfTile({ tile, onClick, values }: { tile: Tile; onClick?: () => void; values?: Record<string, number> }) {
  const intl = useIntl();
  const { to, Icon, titleId, descriptionId } = tile;
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <AccountTile
        to={to}
        onClick={onClick}
        icon={<Icon />}
        title={intl.formatMessage({ id: titleId })}
        description={intl.formatMessage({ id: descriptionId }, values)}
      />
    </Grid>
  );
}

/** /account: the shopper's hub, counting the cart, wish list and orders, with the profile's own tiles. */
export default function AccountPage() {
  const intl = useIntl();
  useMessageTitle('account.documentTitle');
  const endSession = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSelector(selectUser);
  const signedIn = useSelector(selectSignedIn);
  const cartCount = useCartCount().count ?? 0;
  const { data: wishlist } = useGetWishlistQuery(undefined, { skip: !signedIn });
  const wishlistCount = wishlist?.items.length ?? 0;
  // The real count (issue 12), not the spec's fixed 0.
  const { data: orders } = useGetOrdersQuery(undefined, { skip: !signedIn });
  const totalOrders = orders?.length ?? 0;
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first opening on, so it closes with its transition.
  const [passwordDialogLoaded, setPasswordDialogLoaded] = useState(false);

  const counts = [
    { to: '/cart', count: cartCount, labelId: 'account.tile.cart', Icon: ShoppingCartOutlined },
    { to: '/wishlist', count: wishlistCount, labelId: 'account.tile.wishlist', Icon: FavoriteBorder },
    { to: '/orders', count: totalOrders, labelId: 'account.tile.orders', Icon: Inventory2Outlined },
  ] as const;
  const openPasswordDialog = () => {
    setPasswordDialogLoaded(true);
    setChangingPassword(true);
  };

  const signOut = () => {
    // Leave the signed-in-only route in the same update as the session ends, so RequireAuth does not
    // see the ended session here and redirect to sign-in instead of /Home.
    void navigate('/Home');
    endSession();
    toast.success('account.signedOut');
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
        {intl.formatMessage({ id: 'account.title' })}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', borderColor: 'shop.border' }}
      >
        <Avatar sx={{ bgcolor: 'shop.navy', width: 48, height: 48 }} aria-hidden>
          {user?.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        {/* On a phone the name gets the row and Sign Out wraps below it. */}
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'account.hello' }, { name: user?.name ?? '' })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user?.email}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          onClick={signOut}
          sx={{ borderColor: 'shop.border', width: { xs: '100%', sm: 'auto' } }}
        >
          {intl.formatMessage({ id: 'account.signOut' })}
        </Button>
      </Paper>
      <VerifyEmailNotice />

      <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ mt: 2 }}>
        {counts.map(({ to, count, labelId, Icon }) => (
          <Grid key={to} size={{ xs: 4 }}>
            <CountTile
              to={to}
              count={count}
              label={intl.formatMessage({ id: labelId })}
              icon={<Icon fontSize="large" />}
            />
          </Grid>
        ))}
      </Grid>

      <Section id="account-your-account" title={intl.formatMessage({ id: 'account.section.account' })}>
        <HalfTile tile={TILES.profile} />
        <HalfTile tile={TILES.security} onClick={openPasswordDialog} />
        <HalfTile tile={TILES.addresses} />
      </Section>

      <Section id="account-your-orders" title={intl.formatMessage({ id: 'account.section.orders' })}>
        <HalfTile tile={TILES.orders} />
        <HalfTile tile={TILES.wishlist} values={{ count: wishlistCount }} />
      </Section>

      <DevicesSection />

      {passwordDialogLoaded && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </Container>
  );
}
