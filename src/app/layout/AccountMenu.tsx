import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, ButtonBase, Divider, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../../shared/session';
import { accountLinks, greetingName } from './nav-links';
import { navButtonSx } from './nav-styles';

interface AccountMenuProps {
  user: SessionUser | null;
  onSignOut: () => void;
}

/** 'Hello, {first name}' or 'Sign in', opening the account links; Sign Out when signed in. */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const greeting = user ? `Hello, ${greetingName(user.name)}` : 'Sign in';
  return (
    <>
      <ButtonBase
        id="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={navButtonSx}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.15 }}>
          <Box component="span" sx={{ fontSize: 12, maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {greeting}
          </Box>
          <Box component="span" sx={{ fontSize: 14, fontWeight: 700, display: { xs: 'none', md: 'inline' } }}>
            Account & Lists
          </Box>
        </Box>
        <ArrowDropDownIcon fontSize="small" sx={{ display: { xs: 'none', md: 'inline-block' } }} />
      </ButtonBase>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {!user && (
          <MenuItem component={RouterLink} to="/auth/login" onClick={close} sx={{ fontWeight: 700, fontSize: 14 }}>
            Sign in
          </MenuItem>
        )}
        {!user && (
          <MenuItem component={RouterLink} to="/auth/signup" onClick={close} sx={{ fontSize: 14 }}>
            New customer? Start here.
          </MenuItem>
        )}
        {!user && <Divider />}
        {accountLinks(Boolean(user)).map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close} sx={{ fontSize: 14, minWidth: 220 }}>
            {link.label}
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
            Sign Out
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
