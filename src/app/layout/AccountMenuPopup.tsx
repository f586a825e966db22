import { Divider, MenuItem } from '@mui/material';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { useAuthLink } from '../../browser-kit/return-path';
import type { SessionUser } from '../../browser-kit/session';
import { HeaderMenu, type HeaderMenuProps } from './HeaderMenu';
import { accountLinks } from './nav-links';
import { useIntl } from 'react-intl';

export interface AccountMenuPopupProps {
  anchor: HTMLElement | null;
  close: () => void;
  user: SessionUser | null;
  onSignOut: () => void;
}

/** Opens down from the button's right edge, so the menu stays on the screen beside the header's end. */
const FROM_THE_END: HeaderMenuProps['origin'] = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
};

/** The account links under the header's account button (see AccountMenu, which loads this on demand). */
export default function AccountMenuPopup({ anchor, close, user, onSignOut }: AccountMenuPopupProps) {
  const intl = useIntl();
  // Signing in or up from here comes back to this page.
  const authLink = useAuthLink();
  return (
    <HeaderMenu id="account-menu" anchor={anchor} close={close} origin={FROM_THE_END}>
      {!user && (
        <MenuItem
          component={RouterLink}
          to={authLink('/auth/login')}
          onClick={close}
          sx={{ fontWeight: 700, fontSize: 14 }}
        >
          {intl.formatMessage({ id: 'header.signIn' })}
        </MenuItem>
      )}
      {!user && (
        <MenuItem component={RouterLink} to={authLink('/auth/signup')} onClick={close} sx={{ fontSize: 14 }}>
          {intl.formatMessage({ id: 'header.newCustomer' })}
        </MenuItem>
      )}
      {!user && <Divider />}
      {accountLinks(Boolean(user)).map((link) => (
        <MenuItem
          key={link.to}
          component={RouterLink}
          to={link.to}
          onClick={close}
          sx={{ fontSize: 14, minWidth: 220 }}
        >
          {intl.formatMessage({ id: link.label })}
        </MenuItem>
      ))}
      {user && <Divider />}
      {user && (
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
          sx={{ fontSize: 14 }}
        >
          {intl.formatMessage({ id: 'header.signOut' })}
        </MenuItem>
      )}
    </HeaderMenu>
  );
}
