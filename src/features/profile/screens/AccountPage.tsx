import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Avatar, Box, Button, Container, Grid, Paper, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectSignedIn, selectUser } from '../../../shared/session';
import { useToast } from '../../../shared/toast';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { signedOut } from '../../auth';
import { useCartCount } from '../../cart';
import { useGetWishlistQuery } from '../../wishlist';
import { AccountTile, CountTile } from '../components/AccountTile';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';

/** Spec §2: the orders tile is a fixed 0, not a count of the shopper's orders. */
const TOTAL_ORDERS = 0;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
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

export default function AccountPage() {
  useDocumentTitle('Your Account');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSelector(selectUser);
  const signedIn = useSelector(selectSignedIn);
  const cartCount = useCartCount();
  const { data: wishlist } = useGetWishlistQuery(undefined, { skip: !signedIn });
  const wishlistCount = wishlist?.items.length ?? 0;
  const [changingPassword, setChangingPassword] = useState(false);

  const signOut = () => {
    // Leave the signed-in-only route first (committed at once, not in a transition), so RequireAuth
    // does not see the ended session here and redirect to sign-in instead of /Home.
    void navigate('/Home', { flushSync: true });
    dispatch(signedOut());
    toast.success('Logged out successfully');
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
        Your Account
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
            Hello, {user?.name}
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
          Sign Out
        </Button>
      </Paper>

      <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ mt: 2 }}>
        <Grid size={{ xs: 4 }}>
          <CountTile
            to="/cart"
            count={cartCount}
            label="Items in Cart"
            icon={<ShoppingCartOutlined fontSize="large" />}
          />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <CountTile
            to="/wishlist"
            count={wishlistCount}
            label="Wishlist Items"
            icon={<FavoriteBorder fontSize="large" />}
          />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <CountTile
            to="/orders"
            count={TOTAL_ORDERS}
            label="Total Orders"
            icon={<Inventory2Outlined fontSize="large" />}
          />
        </Grid>
      </Grid>

      <Section title="Your Account">
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/profile"
            icon={<PersonOutline />}
            title="Your Profile"
            description="Edit your name, email, phone, address and preferences"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            onClick={() => setChangingPassword(true)}
            icon={<LockOutlined />}
            title="Login & Security"
            description="Change your password"
          />
        </Grid>
      </Section>

      <Section title="Your Orders">
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/orders"
            icon={<Inventory2Outlined />}
            title="Your Orders"
            description="Track, return, or buy things again"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountTile
            to="/wishlist"
            icon={<FavoriteBorder />}
            title="Your Wish List"
            description={`${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'} saved`}
          />
        </Grid>
      </Section>

      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Container>
  );
}
