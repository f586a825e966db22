import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Avatar, Box, Button, Container, Grid, Paper, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, selectUser } from '../../browser-kit/session';
import { useToast } from '../../browser-kit/toast';
import { useMessageTitle } from '../../browser-kit/use-message-title';
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
        <Grid size={{ xs: 4 }}>
          <CountTile
            to="/cart"
            count={cartCount}
            label={intl.formatMessage({ id: 'account.tile.cart' })}
            icon={<ShoppingCartOutlined fontSize="large" />}
          />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <CountTile
            to="/wishlist"
            count={wishlistCount}
            label={intl.formatMessage({ id: 'account.tile.wishlist' })}
            icon={<FavoriteBorder fontSize="large" />}
          />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <CountTile
            to="/orders"
            count={totalOrders}
            label={intl.formatMessage({ id: 'account.tile.orders' })}
            icon={<Inventory2Outlined fontSize="large" />}
          />
        </Grid>
      </Grid>

      <Section id="account-your-account" title={intl.formatMessage({ id: 'account.section.account' })}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/profile"
            icon={<PersonOutline />}
            title={intl.formatMessage({ id: 'account.profile.title' })}
            description={intl.formatMessage({ id: 'account.profile.description' })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            onClick={() => {
              setPasswordDialogLoaded(true);
              setChangingPassword(true);
            }}
            icon={<LockOutlined />}
            title={intl.formatMessage({ id: 'account.security.title' })}
            description={intl.formatMessage({ id: 'account.security.description' })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/account/addresses"
            icon={<LocationOnOutlined />}
            title={intl.formatMessage({ id: 'account.addresses.title' })}
            description={intl.formatMessage({ id: 'account.addresses.description' })}
          />
        </Grid>
      </Section>

      <Section id="account-your-orders" title={intl.formatMessage({ id: 'account.section.orders' })}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/orders"
            icon={<Inventory2Outlined />}
            title={intl.formatMessage({ id: 'account.orders.title' })}
            description={intl.formatMessage({ id: 'account.orders.description' })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/wishlist"
            icon={<FavoriteBorder />}
            title={intl.formatMessage({ id: 'account.wishlist.title' })}
            description={intl.formatMessage({ id: 'account.wishlist.saved' }, { count: wishlistCount })}
          />
        </Grid>
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
