import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { cartBadgeText } from './nav-links';
import { navButtonSx } from './nav-styles';
import { useIntl } from 'react-intl';

/** The cart link with its count (sum of quantities), capped at '9+'. */
export function CartLink({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Box
      component={RouterLink}
      to="/cart"
      aria-label={intl.formatMessage({ id: 'header.cart.label' }, { count })}
      sx={{ ...navButtonSx, gap: 0.5, alignItems: 'flex-end' }}
    >
      <Box sx={{ position: 'relative', display: 'flex' }}>
        <ShoppingCartOutlinedIcon sx={{ fontSize: 34 }} />
        <Box
          component="span"
          aria-hidden
          data-testid="cart-count"
          sx={{
            position: 'absolute',
            top: -4,
            left: '50%',
            transform: 'translateX(-30%)',
            color: 'shop.cartCount',
            fontWeight: 700,
            fontSize: 15,
            lineHeight: 1,
          }}
        >
          {cartBadgeText(count)}
        </Box>
      </Box>
      <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 14, display: { xs: 'none', sm: 'inline' } }}>
        {intl.formatMessage({ id: 'header.cart.text' })}
      </Box>
    </Box>
  );
}
