/** @jsxImportSource @emotion/react */
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { shellColors } from '../theme';
import { useIntl } from 'react-intl';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';

const mark = (dark: boolean) =>
  ({
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
  }) as const;

/** On every page's header and footer (and the sign-in screens, dark): rules made once per theme. */
const useLogoStyles = themeStyles((theme) => ({
  light: sxRule(theme, mark(false)),
  dark: sxRule(theme, mark(true)),
  dot: sxRule(theme, { color: shellColors.accent }),
}));

/** The shop's word mark, linking home. */
export function Logo({ dark = false }: { dark?: boolean }) {
  const intl = useIntl();
  const styles = useLogoStyles();
  return (
    <RouterLink to="/" aria-label={intl.formatMessage({ id: 'header.logo' })} css={dark ? styles.dark : styles.light}>
      storefront
      <span css={styles.dot}>.</span>
    </RouterLink>
  );
}
