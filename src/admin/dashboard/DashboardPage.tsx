import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminSelector } from '../hooks';
import type { AdminMessageId } from '../i18n/load-messages';
import { useT } from '../i18n/use-t';
import { ROLE_LABEL, type Section, sectionsFor } from '../layout/sections';
import { PageHeading } from '../ui/PageHeading';
import { DashboardFigures } from './DashboardFigures';
import { StaleRatesAlert } from './StaleRatesAlert';

const ABOUT: Partial<Record<Section['key'], AdminMessageId>> = {
  orders: 'dashboard.orders',
  returns: 'dashboard.returns',
  customers: 'dashboard.customers',
  reviews: 'dashboard.reviews',
  reports: 'dashboard.reports',
  audit: 'dashboard.audit',
  staff: 'dashboard.staff',
  account: 'dashboard.account',
};

/** /admin: who is signed in, and a way into each section the role may use. */
export default function DashboardPage() {
  const t = useT();
  const staff = useAdminSelector((state) => state.session.staff);
  if (!staff) return null;
  const sections = sectionsFor(staff.role).filter((section) => section.key !== 'dashboard');
  return (
    <>
      <PageHeading>{t('dashboard.title')}</PageHeading>
      <Typography sx={{ mb: 3 }} data-testid="signed-in-as">
        {t('dashboard.signedInAs', { name: staff.name, email: staff.email, role: t(ROLE_LABEL[staff.role]) })}
      </Typography>
      <StaleRatesAlert />
      <DashboardFigures />
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sections.map((section) => (
          <Grid key={section.key} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={section.path} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {t(section.label)}
                  </Typography>
                  {ABOUT[section.key] && (
                    <Typography variant="body2" color="text.secondary">
                      {t(ABOUT[section.key] as AdminMessageId)}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
