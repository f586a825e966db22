import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../browser-kit/ui/RouterLink';
import { type AuthPath, useAuthLink } from '../../browser-kit/return-path';
import type { SessionUser } from '../../browser-kit/session';
import { shellColors } from '../theme';
import { QuickSearchForm } from './search/QuickSearchForm';
import { accountLinks, CATEGORY_LINKS, greetingName, type NavLink, QUICK_SEARCHES, STRIP_LINKS } from './nav-links';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../universal/i18n/messages';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  onSignOut: () => void;
}

/** Signed out, 'Your Account' would only lead to sign-in: these two say so plainly, and come back here. */
function signedOutLinks(authLink: (path: AuthPath) => string): NavLink[] {
  return [
    { label: 'nav.signIn', to: authLink('/auth/login') },
    { label: 'nav.createYourAccount', to: authLink('/auth/signup') },
  ];
}

function Section({
  titleId,
  links,
  onClose,
  icon,
  children,
}: {
  titleId: MessageId;
  links: readonly NavLink[];
  onClose: () => void;
  icon?: React.ReactNode;
  /** Shown between the title and the links (the Quick Search box). */
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <List
      dense
      subheader={
        <ListSubheader
          sx={{ fontWeight: 700, fontSize: 16, color: 'text.primary', lineHeight: '40px', position: 'static' }}
        >
          {intl.formatMessage({ id: titleId })}
        </ListSubheader>
      }
    >
      {children && <ListItem disablePadding>{children}</ListItem>}
      {links.map((link) => (
        <ListItem key={link.label} disablePadding>
          <ListItemButton component={RouterLink} to={link.to} onClick={onClose} sx={{ pl: 3 }}>
            {icon && <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>}
            <ListItemText primary={intl.formatMessage({ id: link.label })} slotProps={{ primary: { fontSize: 14 } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The 'All' menu: every header destination plus the Quick Search shortcuts; the phone's way round the shop. */
export function NavDrawer({ open, onClose, user, onSignOut }: NavDrawerProps) {
  // Whatever led to another page (a link, a search, a suggestion), the drawer closes once it is there:
  // closing in the same moment as a navigation to a lazily loaded screen could leave the modal mounted.
  const location = useLocation();
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    onClose();
  }, [location.key, onClose]);
  const intl = useIntl();
  const authLink = useAuthLink();
  const programs = STRIP_LINKS.filter((link) => !CATEGORY_LINKS.includes(link));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'site-menu',
          role: 'dialog',
          'aria-modal': true,
          'aria-label': intl.formatMessage({ id: 'drawer.label' }),
          sx: { width: { xs: '86vw', sm: 340 } },
        },
      }}
    >
      <Box
        sx={{
          bgcolor: shellColors.subHeader,
          color: 'common.white',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
        }}
      >
        <AccountCircleIcon fontSize="large" aria-hidden />
        <Box component="p" sx={{ m: 0, fontWeight: 700, fontSize: 18, flex: 1 }}>
          {user
            ? intl.formatMessage({ id: 'header.greeting' }, { name: greetingName(user.name) })
            : intl.formatMessage({ id: 'drawer.signInGreeting' })}
        </Box>
        <IconButton
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'drawer.close' })}
          sx={{ color: 'common.white' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'drawer.nav' })}>
        <Section titleId="drawer.shopByCategory" links={CATEGORY_LINKS} onClose={onClose} />
        <Divider />
        <Section titleId="drawer.programs" links={programs} onClose={onClose} />
        <Divider />
        <Section
          titleId="drawer.quickSearch"
          links={QUICK_SEARCHES}
          onClose={onClose}
          icon={<SearchIcon fontSize="small" />}
        >
          <QuickSearchForm />
        </Section>
        <Divider />
        <Section
          titleId="drawer.help"
          links={user ? accountLinks(true) : [...signedOutLinks(authLink), ...accountLinks(false).slice(1)]}
          onClose={onClose}
        />
        {user && (
          <List dense>
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
                sx={{ pl: 3 }}
              >
                <ListItemText
                  primary={intl.formatMessage({ id: 'header.signOut' })}
                  slotProps={{ primary: { fontSize: 14 } }}
                />
              </ListItemButton>
            </ListItem>
          </List>
        )}
      </Box>
    </Drawer>
  );
}
