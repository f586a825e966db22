import { useIntl } from 'react-intl';
import type { AdminCustomer } from '../../universal/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { contactFacts } from '../ui/contact-facts';
import { DetailLayout, detailRoute } from '../ui/DetailPage';
import { Facts, Panel } from '../ui/Panel';
import { CustomerActions, CustomerSessions } from './CustomerActions';
import { CustomerOrders, CustomerRefunds, CustomerReturns, CustomerReviews } from './CustomerActivity';
import { CustomerNotes, CustomerTags } from './CustomerCare';
import { useCustomerQuery } from './customers-api';

/**
 * /admin/customers/:id: a shopper's account (never its password), their orders (each a link to its
 * page), returns, refunds, staff's notes, reviews, tags and signed-in devices, and what support may do:
 * note and tag them, mail a password-reset link, end every session.
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
    <DetailLayout
      title={profile.name}
      subtitle={t('customer.since', { date: formats.date(profile.createdAt) })}
      main={
        <>
          <CustomerOrders customer={customer} />
          <CustomerReturns customer={customer} />
          <CustomerRefunds customer={customer} />
          <CustomerNotes customer={customer} />
          <CustomerReviews reviews={customer.reviews} />
        </>
      }
      side={
        <>
          <Panel title={t('customer.profile')}>
            <Facts
              rows={[
                ...contactFacts(t, profile),
                [t('customer.language'), language],
                [t('customer.currency'), profile.currency],
                [t('customer.orderMails'), t(profile.emailNotifications ? 'customer.mailsOn' : 'customer.mailsOff')],
              ]}
            />
          </Panel>
          <CustomerTags id={profile.id} tags={customer.tags} />
          <CustomerActions profile={profile} sessions={customer.sessions.length} />
          <CustomerSessions sessions={customer.sessions} />
        </>
      }
    />
  );
}
