/** @jsxImportSource @emotion/react */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { ButtonBase } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SessionUser } from '../../browser-kit/session';
import { greetingName } from './nav-links';
import { navButtonSx } from './nav-styles';
import { useHeaderMenu } from './use-header-menu';
import { useIntl } from 'react-intl';
import { sxRule, themeStyles } from '../../browser-kit/ui/theme-styles';

const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(loadPopup);

interface AccountMenuProps {
  user: SessionUser | null;
  onSignOut: () => void;
}

const useAccountMenuStyles = themeStyles((theme) => ({
  lines: sxRule(theme, { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.15 }),
  greeting: sxRule(theme, {
    fontSize: 12,
    maxWidth: 120,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  lists: sxRule(theme, { fontSize: 14, fontWeight: 700, display: { xs: 'none', md: 'inline' } }),
}));

/** 'Hello, {first name}' or 'Sign in', opening the account links; Sign Out when signed in. */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const intl = useIntl();
  const { anchor, used, close, buttonProps } = useHeaderMenu('account-menu', loadPopup);
  const styles = useAccountMenuStyles();
  const greeting = user
    ? intl.formatMessage({ id: 'header.greeting' }, { name: greetingName(user.name) })
    : intl.formatMessage({ id: 'header.signIn' });
  return (
    <>
      <ButtonBase {...buttonProps} sx={navButtonSx}>
        <span css={styles.lines}>
          <span css={styles.greeting}>{greeting}</span>
          <span css={styles.lists}>{intl.formatMessage({ id: 'header.accountAndLists' })}</span>
        </span>
        <ArrowDropDownIcon fontSize="small" sx={{ display: { xs: 'none', md: 'inline-block' } }} />
      </ButtonBase>
      {/* MUI's Menu, Popover and Modal load on the first open (or hover): not part of the first paint. */}
      {used && (
        <Suspense fallback={null}>
          <AccountMenuPopup anchor={anchor} close={close} user={user} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}
