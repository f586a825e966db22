import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { cartBadgeText } from './nav-links';
import { navButtonSx } from './nav-styles';
import { useIntl } from 'react-intl';

/**
 * The cart link with its count (sum of quantities), capped at '9+'. When the cart could not load
 * (`unsure`) a failed load is not an empty cart: the badge shows the last count the server gave,
 * dimmed, or none, marked with a '!'; the link's name says which.
 */
export function CartLink({ count, unsure = false }: { count: number | undefined; unsure?: boolean }) {
  const intl = useIntl();
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'header.cart.labelUnknown' })
      : intl.formatMessage({ id: unsure ? 'header.cart.labelLastKnown' : 'header.cart.label' }, { count });
  return (
    <Box component={RouterLink} to="/cart" aria-label={label} sx={{ ...navButtonSx, gap: 0.5, alignItems: 'flex-end' }}>
      <Box sx={{ position: 'relative', display: 'flex' }}>
        <ShoppingCartOutlinedIcon sx={{ fontSize: 34 }} />
        {(count !== undefined || unsure) && (
          <Box
            component="span"
            aria-hidden
            data-testid="cart-count"
            sx={{
              position: 'absolute',
              top: -4,
              left: '50%',
              transform: 'translateX(-30%)',
              color: unsure ? 'shop.onDarkMuted' : 'shop.cartCount',
              fontWeight: 700,
              fontSize: 15,
              lineHeight: 1,
            }}
          >
            {count !== undefined && cartBadgeText(count)}
            {unsure && (
              <Box component="span" data-testid="cart-count-unsure" sx={{ color: 'shop.cartCount' }}>
                !
              </Box>
            )}
          </Box>
        )}
      </Box>
      <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 14, display: { xs: 'none', sm: 'inline' } }}>
        {intl.formatMessage({ id: 'header.cart.text' })}
      </Box>
    </Box>
  );
}
