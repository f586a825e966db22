import MenuIcon from '@mui/icons-material/Menu';
import { Box, ButtonBase, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../shared/visually-hidden';
import { shellColors } from '../theme';
import { STRIP_LINKS } from './nav-links';
import { navButtonSx } from './nav-styles';
import { useIntl } from 'react-intl';
import { FreeDeliveryNote } from '../../entities/delivery';

/** The sub-bar: 'All' opens the drawer, then the category links, scrolling sideways on a phone. */
export function CategoryStrip({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const intl = useIntl();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'header.categories' })}
      sx={{
        bgcolor: shellColors.subHeader,
        color: 'common.white',
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        px: { xs: 0.5, md: 1.5 },
        minHeight: 40,
      }}
    >
      <ButtonBase
        onClick={onOpenMenu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        sx={{ ...navButtonSx, fontWeight: 700, fontSize: 14, gap: 0.5, flexShrink: 0 }}
      >
        <MenuIcon fontSize="small" />
        <Box component="span">{intl.formatMessage({ id: 'header.menu.all' })}</Box>
        <Box component="span" sx={visuallyHidden}>
          {intl.formatMessage({ id: 'header.menu.hidden' })}
        </Box>
      </ButtonBase>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          gap: 0.25,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {STRIP_LINKS.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={{ ...navButtonSx, fontSize: 14, color: 'common.white' }}>
              {intl.formatMessage({ id: link.label })}
            </Link>
          </li>
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: { xs: 'none', lg: 'block' }, fontSize: 14, fontWeight: 600, pr: 1, whiteSpace: 'nowrap' }}>
        <FreeDeliveryNote />
      </Box>
    </Box>
  );
}
