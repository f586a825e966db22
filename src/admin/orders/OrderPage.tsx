import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrder } from '../../universal/contracts/admin/orders';
import { addressLines } from '../../universal/i18n/address-lines';
import type { DeliveryOption } from '../../universal/delivery-terms';
import { canCancel, orderNumber, TAKES_TRACKING } from '../../universal/order-status';
import { ORDER_CHARGE_DESCRIPTORS } from '../../universal/order-charges';
import { useOrderQuery } from '../api/admin-api';
import type { AdminMessageId } from '../i18n/load-messages';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useFormats, useT } from '../i18n/use-t';
import { contactFacts } from '../ui/contact-facts';
import { DetailLayout, detailRoute } from '../ui/DetailPage';
import { Facts, Panel } from '../ui/Panel';
import { AdvanceForm, advanceTo, CancelForm, NoteForm, RefundForm, ResendForm, ShipForm } from './OrderActions';
import { ResendLinkForm } from './ResendLinkForm';
import { EventHistory } from './EventHistory';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderStatusChip } from './OrderStatusChip';
import { PAYMENT_LABEL, PAYMENT_STATE_LABEL, PROVIDER_NAME, REFUND_STATE_LABEL, paymentMethodOf } from './orders-view';
import { usePayoutText } from './PayoutFields';
import { AddressForm } from './AddressForm';

/**
 * /admin/orders/:id: the whole order (lines, customer, address, totals and tax, payment, tracking,
 * its timeline, mails and notes) and what staff may do with it: move it on, ship it, cancel it, refund
 * it in whole or in part, note something, send the confirmation again.
 */
export default detailRoute({
  backTo: '/orders',
  back: 'order.back',
  pending: 'order.titleLoading',
  useQuery: useOrderQuery,
  view: (admin: AdminOrder) => <OrderView admin={admin} />,
});

const DELIVERY_LABEL: Record<DeliveryOption, AdminMessageId> = {
  standard: 'delivery.standard',
  express: 'delivery.express',
  'same-day': 'delivery.sameDay',
};

/** The audit actions an order's timeline shows, in words; any other shows as the server names it. */
const EVENT_NAME: Record<string, AdminMessageId> = {
  'order.placed': 'event.placed',
  'order.status': 'event.status',
  'order.ship': 'event.ship',
  'order.cancel': 'event.cancel',
  'order.note': 'event.note',
  'order.resend-confirmation': 'event.resend',
  'order.resend-link': 'event.resendLink',
  'order.refund': 'event.refund',
  'order.address': 'event.address',
};

function OrderView({ admin }: { admin: AdminOrder }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const formats = useFormats();
  const payoutText = usePayoutText();
  const { order } = admin;
  const method = paymentMethodOf(order.paymentMethod);
  // A card payment not made yet (or under review): the order is not packed or shipped until it is (issue 51).
  const unpaid =
    order.status !== 'cancelled' && order.payment && order.payment.state !== 'paid' ? order.payment.state : undefined;
  const address = order.shippingAddress;
  return (
    <DetailLayout
      title={t('order.title', { number: orderNumber(order._id) })}
      status={<OrderStatusChip status={order.status} />}
      subtitle={t('order.placedOn', { date: formats.dateTime(order.createdAt) })}
      main={
        <>
          <Panel title={t('order.lines')}>
            <OrderLinesTable
              label={t('order.lines')}
              lines={order.items}
              priceLabel={t('order.price')}
              currency={order.currency}
              lineTotals
            />
            <Divider sx={{ my: 1 }} />
            <Facts
              rows={[
                [t('order.subtotal'), formats.money(order.subtotal, order.currency)],
                ...order.charges.map((charge): [string, ReactNode] => [
                  t(ORDER_CHARGE_DESCRIPTORS[charge.kind].staffText, {
                    code: order.promoCode ?? '',
                    option: DELIVERY_LABEL[order.deliveryOption]
                      ? t(DELIVERY_LABEL[order.deliveryOption])
                      : order.deliveryOption,
                  }),
                  charge.amountCents < 0
                    ? `−${formats.minor(-charge.amountCents, order.currency)}`
                    : formats.minor(charge.amountCents, order.currency),
                ]),
                [
                  t(order.taxIncluded ? 'order.taxIncluded' : 'order.taxAdded', {
                    rate: formats.percent(order.taxRate),
                  }),
                  formats.money(order.tax, order.currency),
                ],
                [t('order.total'), <strong key="total">{formats.money(order.totalPrice, order.currency)}</strong>],
              ]}
            />
          </Panel>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Panel title={t('order.customer')}>
                <Facts
                  rows={[
                    [
                      t('field.name'),
                      // An account's order leads to the customer's page; a guest has none.
                      admin.customerId ? (
                        <Link
                          key="name"
                          component={RouterLink}
                          to={`/customers/${encodeURIComponent(admin.customerId)}`}
                        >
                          {order.user.name}
                        </Link>
                      ) : (
                        order.user.name
                      ),
                    ],
                    ...contactFacts(t, order.user),
                    [t('order.account'), t(admin.guest ? 'order.guest' : 'order.hasAccount')],
                  ]}
                />
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Panel title={t('order.address')}>
                {/* The shop's one formatter: the country and an Egyptian governorate in the console's language. */}
                <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
                  {addressLines(address, locale, t('order.addressSeparator')).map((line, index) => (
                    <Fragment key={index}>
                      {line}
                      <br />
                    </Fragment>
                  ))}
                  <span dir="ltr">{address.phone}</span>
                </Typography>
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Panel title={t('order.payment')}>
                <Facts
                  rows={[
                    [t('order.method'), method ? t(PAYMENT_LABEL[method]) : order.paymentMethod],
                    [
                      t('order.due'),
                      t(order.paymentDue === 'on-delivery' ? 'order.dueOnDelivery' : 'order.dueNothing'),
                    ],
                    ...(order.payment
                      ? [
                          [
                            t('order.provider'),
                            `${PROVIDER_NAME[order.payment.provider]} · ${t(PAYMENT_STATE_LABEL[order.payment.state])}`,
                          ] as [string, ReactNode],
                          ...(admin.money.paymentNote
                            ? [[t('order.paymentNote'), admin.money.paymentNote] as [string, ReactNode]]
                            : []),
                          ...(order.payment.reference
                            ? [
                                [
                                  t('order.providerReference'),
                                  <span key="reference" dir="ltr">
                                    {order.payment.reference}
                                  </span>,
                                ] as [string, ReactNode],
                              ]
                            : []),
                        ]
                      : []),
                    [t('order.paid'), formats.money(admin.money.paid, order.currency)],
                    ...(admin.money.refunded > 0
                      ? [
                          [t('order.refundedSoFar'), formats.money(admin.money.refunded, order.currency)] as [
                            string,
                            ReactNode,
                          ],
                        ]
                      : []),
                  ]}
                />
                {admin.money.refunds.length > 0 && (
                  <List dense disablePadding aria-label={t('order.refunds')} sx={{ mt: 1 }}>
                    {admin.money.refunds.map((refund, index) => (
                      <ListItem key={`${refund.at}-${index}`} disableGutters>
                        <ListItemText
                          primary={
                            refund.returnNumber
                              ? t('order.refundOfReturn', {
                                  amount: formats.money(refund.amount, order.currency),
                                  number: refund.returnNumber,
                                })
                              : `${formats.money(refund.amount, order.currency)}${refund.reason ? ` · ${refund.reason}` : ''}`
                          }
                          secondary={[
                            formats.dateTime(refund.at),
                            refund.by,
                            refund.state && t(REFUND_STATE_LABEL[refund.state]),
                            refund.payout && payoutText(refund.payout.method, refund.payout.details),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Panel title={t('order.tracking')}>
                {order.tracking ? (
                  <Facts
                    rows={[
                      [t('field.carrier'), order.tracking.carrier],
                      [
                        t('field.tracking'),
                        <Link key="tracking" href={order.tracking.url} target="_blank" rel="noreferrer" dir="ltr">
                          {order.tracking.number}
                        </Link>,
                      ],
                    ]}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('order.noTracking')}
                  </Typography>
                )}
              </Panel>
            </Grid>
          </Grid>
          <Panel title={t('order.timeline')}>
            <EventHistory events={admin.timeline} names={EVENT_NAME} byShopper={t('order.byShopper')} />
          </Panel>
          <Panel title={t('order.mails')}>
            {admin.mails.length ? (
              <List dense disablePadding>
                {admin.mails.map((mail, index) => (
                  <ListItem key={`${mail.queuedAt}-${index}`} disableGutters>
                    <ListItemText
                      primary={mail.subject}
                      secondary={t(mail.sentAt ? 'order.mailSent' : 'order.mailQueued', {
                        to: mail.to,
                        date: formats.dateTime(mail.sentAt ?? mail.queuedAt),
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('order.noMails')}
              </Typography>
            )}
          </Panel>
        </>
      }
      side={
        <>
          <Panel title={t('order.actions')}>
            <Stack spacing={3} divider={<Divider flexItem />}>
              {unpaid ? (
                <Typography variant="body2" color="text.secondary">
                  {t('order.waitingForPayment', { state: t(PAYMENT_STATE_LABEL[unpaid]) })}
                </Typography>
              ) : (
                <>
                  {advanceTo(order.status) && <AdvanceForm order={order} />}
                  {TAKES_TRACKING.includes(order.status) && <ShipForm order={order} />}
                </>
              )}
              <AddressForm order={order} />
              {canCancel(order.status) && <CancelForm order={order} />}
              <RefundForm order={order} money={admin.money} />
              <ResendForm order={order} />
              {admin.guest && <ResendLinkForm order={order} />}
            </Stack>
          </Panel>
          <Panel title={t('order.notes')}>
            {admin.notes.length ? (
              <List dense disablePadding sx={{ mb: 2 }}>
                {admin.notes.map((note) => (
                  <ListItem key={note.id} disableGutters>
                    <ListItemText
                      primary={note.body}
                      secondary={`${note.by} · ${formats.dateTime(note.at)}`}
                      slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('order.noNotes')}
              </Typography>
            )}
            <NoteForm order={order} />
          </Panel>
        </>
      }
    />
  );
}
