import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellColors } from '../theme';

/** The shop's word mark, linking home. */
export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Storefront home"
      sx={{
        color: dark ? '#0f1111' : '#fff',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: 24,
        letterSpacing: '-0.5px',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        border: '1px solid transparent',
        '&:hover, &:focus-visible': { borderColor: dark ? '#0f1111' : '#fff' },
        whiteSpace: 'nowrap',
      }}
    >
      storefront
      <Box component="span" sx={{ color: shellColors.accent }}>
        .
      </Box>
    </Box>
  );
}
