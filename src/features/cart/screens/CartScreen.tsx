import { Box, Container, Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { Money } from '../../../browser-kit/ui/Money';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { CartLineItem } from '../components/CartLineItem';
import { CartSummaryCard } from '../components/CartSummaryCard';
import { ClearCartButton } from '../components/ClearCartButton';
import { EmptyCart } from '../components/EmptyCart';
import { type CartLine, StockNotices, useCart } from '../../../entities/cart';
import { priceCart } from '../../../universal/cart-pricing';
import { useShopperPriceBook } from '../../../entities/product';
import { useFreeDeliveryShortfall } from '../use-free-delivery';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';

function CartSkeleton() {
  const intl = useIntl();
  return (
    <Paper sx={{ p: 3 }} aria-busy="true" aria-label={intl.formatMessage({ id: 'cart.page.loading' })}>
      <Skeleton width={220} height={40} />
      {[0, 1].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 2, py: 2 }}>
          <Skeleton variant="rectangular" width={120} height={120} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="40%" />
            <Skeleton width={160} height={40} />
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

export interface CartScreenProps {
  saveForLater: (line: CartLine) => Promise<void>;
  /** Suggestions for a product of the cart (the catalogue's "Customers also bought"), below the lines. */
  alsoBought: ComponentType<{ productId: number }>;
  /** What the page shows under an empty cart (the shopper's recently viewed products). */
  afterEmpty?: ReactNode;
}

/**
 * Spec §2 Cart: lines with quantity, Remove, Save for later, Clear cart, promo code and summary. The page
 * (src/pages/cart) brings Save for later, which needs the wish list, the catalogue's suggestions, and what
 * follows an empty cart.
 */
export function CartScreen({ saveForLater, alsoBought: AlsoBought, afterEmpty }: CartScreenProps) {
  const intl = useIntl();
  useMessageTitle('cart.page.documentTitle');
  const { lines, count, promoCode, promotion, isLoading, isError, error, retry, stockNotices } = useCart();
  const loadingFirstTime = isLoading && lines.length === 0;
  // A cart that failed to load is not an empty cart.
  const failed = isError && lines.length === 0;
  // One measure for the lines' "Eligible for FREE Shipping" and the summary's "Add … more": the summary's.
  // Every figure in the shopper's settlement currency, as checkout will charge them.
  const book = useShopperPriceBook();
  const pricing = priceCart(lines, promoCode ? promotion : undefined, book);
  const freeDeliveryShortfall = useFreeDeliveryShortfall(pricing);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <StockNotices notices={stockNotices} />
      {failed && !isLoading ? (
        <LoadFailed message={intl.formatMessage({ id: 'cart.page.couldNotLoad' })} error={error} onRetry={retry} />
      ) : loadingFirstTime ? (
        <CartSkeleton />
      ) : lines.length === 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <EmptyCart />
          {afterEmpty}
        </Box>
      ) : (
        <Grid container spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 8, lg: 9 }}>
            <Paper sx={{ p: { xs: 2, sm: 3 } }}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'flex-end',
                  justifyContent: 'space-between',
                  gap: 2,
                  borderBottom: 1,
                  borderColor: 'shop.borderLight',
                  pb: 1,
                }}
              >
                <Box>
                  <Typography variant="h4" component="h1" sx={{ fontWeight: 500, fontSize: { xs: 24, sm: 28 } }}>
                    {intl.formatMessage({ id: 'cart.page.title' })}
                  </Typography>
                  <ClearCartButton />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                  {intl.formatMessage({ id: 'cart.page.price' })}
                </Typography>
              </Box>
              <Box component="ul" aria-label={intl.formatMessage({ id: 'cart.page.items' })} sx={{ m: 0, p: 0 }}>
                {lines.map((line) => (
                  <CartLineItem
                    key={line.sku}
                    line={line}
                    book={book}
                    saveForLater={saveForLater}
                    freeShipping={freeDeliveryShortfall === 0}
                  />
                ))}
              </Box>
              <Typography sx={{ textAlign: 'right', pt: 1.5, fontSize: 18 }}>
                <FormattedMessage
                  id="cart.page.subtotal"
                  values={{
                    count,
                    amount: pricing ? <Money cents={pricing.subtotal} currency={pricing.book.currency} /> : '…',
                    strong: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              </Typography>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4, lg: 3 }} sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <CartSummaryCard
              pricing={pricing}
              count={count}
              promoCode={promoCode}
              freeDeliveryShortfall={freeDeliveryShortfall}
            />
          </Grid>
          {lines[0] && (
            <Grid size={12}>
              {/* For the line put in the cart first: what is bought with the shopper's main choice. */}
              <AlsoBought productId={lines[0].product.id} />
            </Grid>
          )}
        </Grid>
      )}
    </Container>
  );
}
