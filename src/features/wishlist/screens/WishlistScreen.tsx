import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Box, Button, Container, Paper, Skeleton, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { type AddToCartSlot, Recommendations } from '../components/Recommendations';
import { WishlistLineItem } from '../components/WishlistLineItem';
import { useWishlist, type WishlistLine } from '../use-wishlist';

function EmptyWishlist() {
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: { xs: 2, sm: 4 },
        py: 2,
        textAlign: { xs: 'center', sm: 'left' },
      }}
    >
      <FavoriteBorderIcon aria-hidden sx={{ fontSize: 96, color: 'shop.borderStrong' }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Typography component="h2" sx={{ fontSize: 22, fontWeight: 700 }}>
          {intl.formatMessage({ id: 'wishlist.empty.title' })}
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage({ id: 'wishlist.empty.body' })}</Typography>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          {intl.formatMessage({ id: 'wishlist.empty.start' })}
        </Button>
      </Box>
    </Box>
  );
}

/** What the page (src/pages/wishlist) brings from the cart: Move to Cart, and the suggestions' Add to Cart. */
export interface WishlistSlots {
  /** Puts the line's variant in the cart, then takes it off the wish list. */
  moveToCart: (line: WishlistLine) => Promise<void>;
  addToCart: AddToCartSlot;
}

/** Spec §2 Wish list: saved items with Move to Cart and Remove, plus 6 recommendations. */
export function WishlistScreen({ slots }: { slots: WishlistSlots }) {
  const intl = useIntl();
  useMessageTitle('wishlist.documentTitle');
  const { lines, count, isLoading, isError, error, retry } = useWishlist();
  const loadingFirstTime = isLoading && lines.length === 0;
  // A wish list that failed to load is not an empty one.
  const failed = isError && lines.length === 0 && !isLoading;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            gap: 1.5,
            borderBottom: 1,
            borderColor: 'shop.borderLight',
            pb: 1,
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 500, fontSize: { xs: 24, sm: 28 } }}>
            {intl.formatMessage({ id: 'wishlist.title' })}
          </Typography>
          {count > 0 && (
            <Typography color="text.secondary">{intl.formatMessage({ id: 'wishlist.count' }, { count })}</Typography>
          )}
        </Box>
        {failed ? (
          <Box sx={{ pt: 2 }}>
            <LoadFailed message={intl.formatMessage({ id: 'wishlist.couldNotLoad' })} error={error} onRetry={retry} />
          </Box>
        ) : loadingFirstTime ? (
          <Box aria-busy="true" aria-label={intl.formatMessage({ id: 'wishlist.loading' })} sx={{ py: 2 }}>
            {[0, 1].map((row) => (
              <Box key={row} sx={{ display: 'flex', gap: 2, py: 1.5 }}>
                <Skeleton variant="rectangular" width={120} height={120} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="70%" />
                  <Skeleton width="30%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : lines.length === 0 ? (
          <EmptyWishlist />
        ) : (
          <Box component="ul" aria-label={intl.formatMessage({ id: 'wishlist.savedItems' })} sx={{ m: 0, p: 0 }}>
            {lines.map((line) => (
              <WishlistLineItem key={line.sku} line={line} moveToCart={slots.moveToCart} />
            ))}
          </Box>
        )}
      </Paper>
      {/* Not while failed: its own subscription would load the list again at once. */}
      {!loadingFirstTime && !failed && (
        <Recommendations saved={lines.map((line) => line.product)} addToCart={slots.addToCart} />
      )}
    </Container>
  );
}
