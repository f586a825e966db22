/** @jsxImportSource @emotion/react */
import MenuIcon from '@mui/icons-material/Menu';
import { ButtonBase } from '@mui/material';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { visuallyHidden } from '../../browser-kit/visually-hidden';
import { shellColors } from '../theme';
import { STRIP_LINKS } from './nav-links';
import { navButtonSx } from './nav-styles';
import { useIntl } from 'react-intl';
import { FreeDeliveryNote } from '../../entities/delivery';
import { linkLook, sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';

/** The strip's styles, made once per theme: it is on every page (decision 0086). */
const useStripStyles = themeStyles((theme) => ({
  strip: sxRule(theme, {
    bgcolor: shellColors.subHeader,
    color: 'common.white',
    display: 'flex',
    alignItems: 'center',
    gap: 0.25,
    px: { xs: 0.5, md: 1.5 },
    minHeight: 40,
  }),
  hidden: sxRule(theme, visuallyHidden),
  links: sxRule(theme, {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'flex',
    gap: 0.25,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  link: sxRule(theme, { ...navButtonSx, fontSize: 14, color: 'common.white' }, linkLook(theme)),
  spacer: sxRule(theme, { flex: 1 }),
  freeDelivery: sxRule(theme, {
    display: { xs: 'none', lg: 'block' },
    fontSize: 14,
    fontWeight: 600,
    pr: 1,
    whiteSpace: 'nowrap',
  }),
}));

/** The sub-bar: 'All' opens the drawer, then the category links, scrolling sideways on a phone. */
export function CategoryStrip({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const intl = useIntl();
  const styles = useStripStyles();
  return (
    <nav aria-label={intl.formatMessage({ id: 'header.categories' })} css={styles.strip}>
      <ButtonBase
        onClick={onOpenMenu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        sx={{ ...navButtonSx, fontWeight: 700, fontSize: 14, gap: 0.5, flexShrink: 0 }}
      >
        <MenuIcon fontSize="small" />
        <span>{intl.formatMessage({ id: 'header.menu.all' })}</span>
        <span css={styles.hidden}>{intl.formatMessage({ id: 'header.menu.hidden' })}</span>
      </ButtonBase>
      <ul css={styles.links}>
        {STRIP_LINKS.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to} css={styles.link}>
              {intl.formatMessage({ id: link.label })}
            </RouterLink>
          </li>
        ))}
      </ul>
      <div css={styles.spacer} />
      <div css={styles.freeDelivery}>
        <FreeDeliveryNote />
      </div>
    </nav>
  );
}
