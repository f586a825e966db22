import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';

export interface AccountTileProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** A link when given; otherwise the tile is a button calling onClick. */
  to?: string;
  onClick?: () => void;
}

/** One card of the Account hub: the whole card is the link (or button), the title is its name. */
export function AccountTile({ icon, title, description, to, onClick }: AccountTileProps) {
  const action = to ? { component: RouterLink, to } : { onClick };
  return (
    <Paper
      variant="outlined"
      sx={{ height: '100%', borderColor: 'shop.border', '&:hover': { bgcolor: 'shop.surfaceSubtle' } }}
    >
      <ButtonBase
        {...action}
        sx={{
          width: '100%',
          height: '100%',
          p: 2,
          gap: 2,
          justifyContent: 'flex-start',
          alignItems: 'flex-start',
          textAlign: 'left',
          borderRadius: 2,
        }}
      >
        <Box sx={{ color: 'info.main', display: 'flex', mt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, display: 'block' }}>
            {title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {description}
          </Typography>
        </Box>
      </ButtonBase>
    </Paper>
  );
}

/** A count card at the top of the hub (Items in Cart, Wishlist Items, Total Orders). */
export function CountTile({ to, count, label, icon }: { to: string; count: number; label: string; icon: ReactNode }) {
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      sx={{ height: '100%', borderColor: 'shop.border', '&:hover': { bgcolor: 'shop.surfaceSubtle' } }}
    >
      <ButtonBase
        component={RouterLink}
        to={to}
        aria-label={intl.formatMessage({ id: 'account.tile.countLabel' }, { label, count })}
        sx={{ width: '100%', height: '100%', p: { xs: 1.5, sm: 2 }, justifyContent: 'space-between', borderRadius: 2 }}
      >
        <Box sx={{ textAlign: 'left' }}>
          <Typography
            component="span"
            variant="h4"
            sx={{ fontWeight: 600, display: 'block', lineHeight: 1.1, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            {count}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
        {/* Three tiles share a phone's row: the icon gives way to the label there. */}
        <Box sx={{ color: 'shop.warning', display: { xs: 'none', sm: 'flex' } }} aria-hidden>
          {icon}
        </Box>
      </ButtonBase>
    </Paper>
  );
}
