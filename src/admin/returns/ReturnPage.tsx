import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminReturn } from '../../universal/contracts/admin/returns';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { EventHistory } from '../orders/EventHistory';
import { OrderLinesTable } from '../orders/OrderLinesTable';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { PAYMENT_LABEL, paymentMethodOf } from '../orders/orders-view';
import { contactFacts } from '../ui/contact-facts';
import { DetailLayout, detailRoute } from '../ui/DetailPage';
import { Facts, Panel } from '../ui/Panel';
import { ReturnActions } from './ReturnActions';
import { useAdminReturnQuery } from './returns-api';
import { RETURN_REASON_LABEL } from './returns-view';
import { ReturnStatusChip } from './ReturnStatusChip';

/**
 * /admin/returns/:id: what the shopper sends back and what it refunds, the order it came from, its
 * history, and the decision to make: approve or reject (with a reason), then refund when the items arrive.
 */
export default detailRoute({
  backTo: '/returns',
  back: 'return.back',
  pending: 'return.titleLoading',
  useQuery: useAdminReturnQuery,
  view: (request: AdminReturn) => <ReturnView request={request} />,
});

/** The history's moments in words; any other shows as the server names it. */
const EVENT_NAME: Record<string, AdminMessageId> = {
  'return.requested': 'returnEvent.requested',
  'return.approve': 'returnEvent.approve',
  'return.reject': 'returnEvent.reject',
  'return.refund': 'returnEvent.refund',
};

/**
 * The lines exchanged for another variant instead of money (a size exchange), reserved when asked, and the order
 * that ships them at no charge once approved.
 */
function Exchange({ request }: { request: AdminReturn }) {
  const t = useT();
  const exchanged = request.items.filter((item) => item.exchangeSku !== undefined);
  if (exchanged.length === 0) return null;
  const rows: [string, ReactNode][] = exchanged.map((item) => [
    `${item.title}${item.variantLabel ? ` (${item.variantLabel})` : ''}`,
    t('return.exchangeFor', {
      quantity: item.quantity,
      variant: item.exchangeLabel || item.exchangeSku,
      sku: item.exchangeSku,
    }),
  ]);
  const { exchangeOrder } = request;
  return (
    <Panel
      title={t('return.exchange')}
      action={
        exchangeOrder && (
          <Button component={RouterLink} to={`/orders/${encodeURIComponent(exchangeOrder.id)}`} size="small">
            {t('return.openExchangeOrder', { number: exchangeOrder.number })}
          </Button>
        )
      }
    >
      <Facts rows={rows} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(exchangeOrder ? 'return.exchangeShipped' : 'return.exchangeReserved')}
      </Typography>
    </Panel>
  );
}

/** An approved return's way back: as the shopper was told, with the carrier pickup booked (its reference). */
function SendingBack({ returnTo }: { returnTo: NonNullable<AdminReturn['returnTo']> }) {
  const t = useT();
  const formats = useFormats();
  const rows: [string, ReactNode][] = [[t('return.address'), returnTo.address ?? t('return.noAddress')]];
  if (returnTo.instructions) rows.push([t('return.instructions'), returnTo.instructions]);
  rows.push([t('return.parcelNumber'), <bdi key="number">#{returnTo.parcelNumber}</bdi>]);
  const { pickup } = returnTo;
  if (pickup)
    rows.push([
      t('return.pickup'),
      t('return.pickupValue', { reference: pickup.reference, date: formats.dateTime(pickup.requestedAt) }),
    ]);
  return (
    <Panel title={t('return.sendBack')}>
      <Facts rows={rows} />
    </Panel>
  );
}

function ReturnView({ request }: { request: AdminReturn }) {
  const t = useT();
  const formats = useFormats();
  const { order } = request;
  const method = paymentMethodOf(order.paymentMethod);
  return (
    <DetailLayout
      title={t('return.title', { number: request.number })}
      status={<ReturnStatusChip status={request.status} />}
      subtitle={t('return.requestedOn', {
        date: formats.dateTime(request.createdAt),
        reason: t(RETURN_REASON_LABEL[request.reason]),
      })}
      main={
        <>
          <Panel title={t('return.items')}>
            <OrderLinesTable
              label={t('return.items')}
              lines={request.items}
              priceLabel={t('return.pricePaid')}
              lineTotals
              total={
                request.status === 'rejected'
                  ? undefined
                  : {
                      label: t(request.status === 'refunded' ? 'return.refundedTotal' : 'return.toRefund'),
                      amount: request.refund,
                    }
              }
              wholeSkus
            />
            {request.deliveryRefund !== null && request.deliveryRefund > 0 && (
              <Box sx={{ mt: 1 }}>
                <Facts rows={[[t('return.deliveryRefunded'), formats.money(request.deliveryRefund)]]} />
              </Box>
            )}
            {request.status !== 'rejected' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('return.refundRule')}
              </Typography>
            )}
          </Panel>
          <Exchange request={request} />
          {request.returnTo && <SendingBack returnTo={request.returnTo} />}
          <Panel
            title={t('return.order', { number: order.number })}
            action={
              <Button component={RouterLink} to={`/orders/${encodeURIComponent(order.id)}`} size="small">
                {t('return.openOrder')}
              </Button>
            }
          >
            <Facts
              rows={[
                [t('orders.placed'), formats.dateTime(order.createdAt)],
                [t('orders.status'), <OrderStatusChip key="status" status={order.status} />],
                [t('order.total'), formats.money(order.total)],
                [t('order.method'), method ? t(PAYMENT_LABEL[method]) : order.paymentMethod],
                [t('field.name'), order.customer.name],
                ...contactFacts(t, order.customer),
                [t('order.account'), t(order.guest ? 'order.guest' : 'order.hasAccount')],
              ]}
            />
            <Box sx={{ mt: 2 }}>
              <OrderLinesTable
                label={t('return.orderLines')}
                lines={order.items}
                priceLabel={t('order.price')}
                wholeSkus
              />
            </Box>
          </Panel>
        </>
      }
      side={
        <>
          <Panel title={t('return.decision')}>
            <ReturnActions request={request} />
            {request.rejectionReason !== null && (
              <Box sx={{ mt: 2 }}>
                <Facts rows={[[t('return.rejectionReason'), request.rejectionReason]]} />
              </Box>
            )}
          </Panel>
          <Panel title={t('return.history')}>
            <EventHistory
              events={request.history}
              names={EVENT_NAME}
              byShopper={t('return.byShopper')}
              breakLongWords
            />
          </Panel>
        </>
      }
    />
  );
}
