import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AdminCustomer } from '../../universal/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { detailRoute } from '../ui/DetailPage';
import { PageHeading } from '../ui/PageHeading';
import { Facts, Panel } from '../ui/Panel';
import { CustomerActions, CustomerSessions } from './CustomerActions';
import { CustomerOrders, CustomerReturns, CustomerReviews } from './CustomerActivity';
import { useCustomerQuery } from './customers-api';

/**
 * /admin/customers/:id: a shopper's account (never its password), their orders (each a link to its
 * page), returns, reviews and signed-in devices, and what support may do: mail a password-reset link,
 * end every session.
 */
export default detailRoute({
  backTo: '/customers',
  back: 'customer.back',
  pending: 'customer.titleLoading',
  useQuery: useCustomerQuery,
  view: (customer: AdminCustomer) => <CustomerView customer={customer} />,
});

function CustomerView({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const intl = useIntl();
  const formats = useFormats();
  const { profile } = customer;
  const language = intl.formatDisplayName(profile.language, { type: 'language', fallback: 'code' }) ?? profile.language;
  return (
    <>
      <PageHeading>{profile.name}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('customer.since', { date: formats.date(profile.createdAt) })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <CustomerOrders customer={customer} />
            <CustomerReturns returns={customer.returns} />
            <CustomerReviews reviews={customer.reviews} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <Panel title={t('customer.profile')}>
              <Facts
                rows={[
                  [
                    t('field.email'),
                    <span dir="ltr" key="email">
                      {profile.email}
                    </span>,
                  ],
                  [
                    t('field.phone'),
                    <span dir="ltr" key="phone">
                      {profile.phone}
                    </span>,
                  ],
                  [t('customer.language'), language],
                  [t('customer.currency'), profile.currency],
                  [t('customer.orderMails'), t(profile.emailNotifications ? 'customer.mailsOn' : 'customer.mailsOff')],
                ]}
              />
            </Panel>
            <CustomerActions profile={profile} sessions={customer.sessions.length} />
            <CustomerSessions sessions={customer.sessions} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
