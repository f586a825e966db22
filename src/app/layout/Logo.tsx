import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellColors } from '../theme';
import { useIntl } from 'react-intl';

/** The shop's word mark, linking home. */
export function Logo({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={intl.formatMessage({ id: 'header.logo' })}
      sx={{
        color: dark ? 'text.primary' : 'common.white',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: 24,
        letterSpacing: '-0.5px',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        border: '1px solid transparent',
        '&:hover, &:focus-visible': { borderColor: dark ? 'text.primary' : 'common.white' },
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
