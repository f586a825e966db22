/** @jsxImportSource @emotion/react */
import { shellColors } from '../theme';
import { useIntl } from 'react-intl';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';

const useSkipLinkStyles = themeStyles((theme) =>
  sxRule(theme, {
    position: 'absolute',
    left: 8,
    top: -60,
    zIndex: 2000,
    bgcolor: 'common.white',
    color: 'text.primary',
    px: 2,
    py: 1,
    borderRadius: 1,
    fontWeight: 700,
    boxShadow: 3,
    '&:focus': { top: 8, outline: `3px solid ${shellColors.accent}` },
  }),
);

/** The first stop for keyboard users: straight past the header to the screen (#main). */
export function SkipLink() {
  const intl = useIntl();
  const style = useSkipLinkStyles();
  return (
    <a
      href="#main"
      // Focus moves without a hash in the URL, so the router and the Back button never see this jump.
      onClick={(event: React.MouseEvent) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      css={style}
    >
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}
