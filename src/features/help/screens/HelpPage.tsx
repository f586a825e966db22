import { Box, Container, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import type { MessageId } from '../../../universal/i18n/messages';
import { RETURN_WINDOW_DAYS } from '../../../universal/order-status';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { useGetShopInfoQuery } from '../../../entities/shop';

/** The topics, in the order shoppers need them after a purchase; each id is a link target (/help#returns). */
const TOPICS: readonly { id: string; title: MessageId; body: MessageId }[] = [
  { id: 'returns', title: 'help.returns.title', body: 'help.returns.body' },
  { id: 'cancel', title: 'help.cancel.title', body: 'help.cancel.body' },
  { id: 'delivery', title: 'help.delivery.title', body: 'help.delivery.body' },
  { id: 'payment', title: 'help.payment.title', body: 'help.payment.body' },
  { id: 'account', title: 'help.account.title', body: 'help.account.body' },
];

function ContactAddress() {
  const intl = useIntl();
  const shop = useGetShopInfoQuery();
  if (shop.data) {
    const { supportEmail } = shop.data;
    return (
      <Typography>
        {intl.formatMessage(
          { id: 'help.contact.body' },
          {
            email: (
              <Link key="email" href={`mailto:${supportEmail}`} dir="ltr">
                {supportEmail}
              </Link>
            ),
          },
        )}
      </Typography>
    );
  }
  if (shop.isError)
    return <Typography role="alert">{intl.formatMessage({ id: 'help.contact.unavailable' })}</Typography>;
  return <Skeleton variant="text" width="80%" />;
}

/** '<orders>Your Orders</orders>' in a topic's text: the way to the page where an order is returned or cancelled. */
const ordersLink = (chunks: ReactNode[]) => (
  <Link key="orders" component={RouterLink} to="/orders">
    {chunks}
  </Link>
);

/** /help: returns, cancelling, delivery, payment (demo) and account questions, and how to reach the shop. */
export default function HelpPage() {
  const intl = useIntl();
  useMessageTitle('help.documentTitle', 'help.description');
  const { data } = useGetShopInfoQuery();
  const days = data?.returnWindowDays ?? RETURN_WINDOW_DAYS;
  const sections = [...TOPICS, { id: 'contact', title: 'help.contact.title' as const, body: undefined }];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {intl.formatMessage({ id: 'help.title' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'help.intro' })}
      </Typography>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'help.contents' })} sx={{ mb: 3 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} sx={{ display: 'inline-block', py: 0.75, px: 1.5, minHeight: 24 }}>
                {intl.formatMessage({ id: section.title })}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Stack spacing={2}>
        {sections.map((section) => (
          <Paper
            key={section.id}
            id={section.id}
            component="section"
            aria-labelledby={`${section.id}-title`}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
          >
            <Typography id={`${section.id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {intl.formatMessage({ id: section.title })}
            </Typography>
            {section.body ? (
              <Typography>{intl.formatMessage({ id: section.body }, { days, orders: ordersLink })}</Typography>
            ) : (
              <ContactAddress />
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
