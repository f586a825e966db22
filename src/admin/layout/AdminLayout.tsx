import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SettingsIcon from '@mui/icons-material/Settings';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import CategoryIcon from '@mui/icons-material/Category';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import BarChartIcon from '@mui/icons-material/BarChart';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactElement, Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '../api/admin-api';
import { CrashBoundary } from '../CrashScreen';
import { useAdminDispatch, useAdminSelector } from '../hooks';
import { useT } from '../i18n/use-t';
import { signedOut } from '../session-actions';
import { CONSOLE_APP_BAR_COLOUR } from '../../browser-kit/theme/console-theme';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ROLE_LABEL, type Section, sectionsFor } from './sections';

const DRAWER_WIDTH = 232;

const ICONS: Record<Section['key'], ReactElement> = {
  dashboard: <DashboardIcon />,
  products: <Inventory2Icon />,
  orders: <ReceiptLongIcon />,
  returns: <AssignmentReturnIcon />,
  customers: <PersonSearchIcon />,
  reviews: <RateReviewIcon />,
  promotions: <LocalOfferIcon />,
  synonyms: <ManageSearchIcon />,
  categories: <CategoryIcon />,
  reports: <BarChartIcon />,
  audit: <HistoryIcon />,
  settings: <SettingsIcon />,
  deliveryTerms: <LocalShippingIcon />,
  mailWords: <MailOutlineIcon />,
  staff: <GroupIcon />,
  account: <AccountCircleIcon />,
};

/**
 * The signed-in console: an app bar (the staff member, the language, sign-out), the sections this role
 * may use in a drawer (beside the page from the md breakpoint, behind a menu button on phones), and the
 * screen. A skip link leads past the navigation to the screen. A screen that throws shows the crash
 * screen in its place, the sections still there to go on.
 */
export function AdminLayout() {
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const staff = useAdminSelector((state) => state.session.staff);
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation();
  if (!staff) return null;

  const leave = async () => {
    // Ended here whatever the server says: it may already be gone there.
    await signOut().catch(() => undefined);
    dispatch(signedOut());
    void navigate('/sign-in', { replace: true });
  };

  const navigation = (
    <Box component="nav" aria-label={t('nav.label')}>
      <Toolbar />
      <List>
        {sectionsFor(staff.role).map((section) => (
          <ListItemButton
            key={section.key}
            component={NavLink}
            to={section.path}
            end={section.path === '/'}
            onClick={() => setDrawerOpen(false)}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
          >
            <ListItemIcon>{ICONS[section.key]}</ListItemIcon>
            <ListItemText primary={t(section.label)} />
          </ListItemButton>
        ))}
      </List>
      {!wide && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {staff.email}
            </Typography>
            <Chip size="small" label={t(ROLE_LABEL[staff.role])} sx={{ mt: 1 }} />
          </Box>
        </>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.modal + 1,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skip')}
      </Link>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: CONSOLE_APP_BAR_COLOUR }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.open')}
              aria-expanded={drawerOpen}
              aria-controls="admin-navigation"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            {t('app.name')}
          </Typography>
          {wide && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" data-testid="staff-email">
                {staff.email}
              </Typography>
              <Chip
                size="small"
                label={t(ROLE_LABEL[staff.role])}
                sx={{ color: 'common.white', borderColor: 'grey.500' }}
                variant="outlined"
              />
            </Box>
          )}
          <LanguageSwitch compact={phone} />
          {phone ? (
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('nav.signOut')}
              onClick={() => void leave()}
              disabled={signingOut.isLoading}
            >
              <LogoutIcon />
            </IconButton>
          ) : (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={() => void leave()}
              disabled={signingOut.isLoading}
            >
              {t('nav.signOut')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        id="admin-navigation"
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {navigation}
      </Drawer>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <CrashBoundary>
          <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </CrashBoundary>
      </Box>
    </Box>
  );
}
