import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

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
      <RemoveShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 120, color: '#c7c7c7' }} />
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
          Your cart is empty
        </Typography>
        <Typography color="text.secondary">
          Browse today&apos;s deals and best sellers, or pick up where you left off in your{' '}
          <Link component={RouterLink} to="/wishlist">
            wish list
          </Link>
          .
        </Typography>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          Start Shopping
        </Button>
      </Box>
    </Paper>
  );
}
