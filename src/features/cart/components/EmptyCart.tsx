import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { FormattedMessage } from 'react-intl';
import { messageLink } from '../../../browser-kit/ui/message-link';

/** The empty state of the cart screen, with the spec's Start Shopping. */
export function EmptyCart() {
  return (
    <Paper
      sx={{
        p: { xs: 3, sm: 5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: { xs: 2, sm: 4 },
      }}
    >
      <RemoveShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 120, color: 'shop.borderStrong' }} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          alignItems: { xs: 'center', sm: 'flex-start' },
          textAlign: { xs: 'center', sm: 'left' },
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 30 } }}>
          <FormattedMessage id="cart.empty.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="cart.empty.body" values={{ wishlist: messageLink('/wishlist') }} />
        </Typography>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          <FormattedMessage id="cart.empty.start" />
        </Button>
      </Box>
    </Paper>
  );
}
