import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCustomer } from '../../universal/contracts/admin/customers';
import { orderNumber } from '../../universal/order-status';
import type { ReturnReason, ReturnStatus } from '../../universal/return-rules';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { Panel } from '../ui/Panel';
import { EmptyText, PlainTable, right } from '../ui/PlainTable';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

const RETURN_STATUS: Record<ReturnStatus, AdminMessageId> = {
  requested: 'customer.returnStatus.requested',
  approved: 'customer.returnStatus.approved',
  refunded: 'customer.returnStatus.refunded',
  rejected: 'customer.returnStatus.rejected',
};

const RETURN_REASON: Record<ReturnReason, AdminMessageId> = {
  damaged: 'customer.returnReason.damaged',
  'wrong-item': 'customer.returnReason.wrongItem',
  'not-as-described': 'customer.returnReason.notAsDescribed',
  'no-longer-needed': 'customer.returnReason.noLongerNeeded',
  other: 'customer.returnReason.other',
};

/** The customer's newest orders, each a link to its page; a link to all of them in the orders grid. */
export function CustomerOrders({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const formats = useFormats();
  const { orders, orderCount, profile, spent } = customer;
  return (
    <Panel title={t('customer.orders', { count: orderCount })}>
      {spent.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="customer-spent">
          {t('customer.spent', { amounts: formats.amounts(spent) })}
        </Typography>
      )}
      <PlainTable
        label={t('customer.ordersTable')}
        headings={[
          t('orders.number'),
          t('orders.placed'),
          t('orders.status'),
          right(t('orders.items')),
          right(t('orders.total')),
        ]}
        rows={orders}
        rowKey={(order) => order.id}
        cells={(order) => (
          <>
            <TableCell>
              <Link component={RouterLink} to={orderPath(order.id)} dir="ltr">
                {`#${order.number}`}
              </Link>
            </TableCell>
            <TableCell>{formats.dateTime(order.createdAt)}</TableCell>
            <TableCell>
              <OrderStatusChip status={order.status} />
            </TableCell>
            <TableCell align="right">{formats.number(order.items)}</TableCell>
            <TableCell align="right">{formats.money(order.total, order.currency)}</TableCell>
          </>
        )}
        empty={t('customer.noOrders')}
      />
      {orderCount > orders.length && (
        <AllOf to={`/orders?${new URLSearchParams({ q: profile.email })}`}>
          {t('customer.allOrders', { count: orderCount })}
        </AllOf>
      )}
    </Panel>
  );
}

/** A link under a capped list to the whole of it, in its own grid. */
function AllOf({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1 }}>
      {children}
    </Link>
  );
}

/** The newest return requests on the customer's orders; a link to all of them in the returns queue. */
export function CustomerReturns({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const formats = useFormats();
  const { returns, returnCount, profile } = customer;
  return (
    <Panel title={t('customer.returns')}>
      <PlainTable
        label={t('customer.returns')}
        headings={[
          t('customer.returnAsked'),
          t('customer.returnOrder'),
          t('customer.returnItems'),
          t('customer.returnReason'),
          t('orders.status'),
        ]}
        rows={returns}
        rowKey={(request) => request.id}
        cells={(request) => (
          <>
            <TableCell>{formats.dateTime(request.createdAt)}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={orderPath(request.orderId)} dir="ltr">
                {`#${orderNumber(request.orderId)}`}
              </Link>
            </TableCell>
            <TableCell>
              {request.items.map((item) => (
                <Box key={`${item.productId}-${item.sku ?? ''}`}>
                  {t('customer.returnLine', { quantity: item.quantity, title: item.title })}
                </Box>
              ))}
            </TableCell>
            <TableCell>{t(RETURN_REASON[request.reason])}</TableCell>
            <TableCell>{t(RETURN_STATUS[request.status])}</TableCell>
          </>
        )}
        empty={t('customer.noReturns')}
      />
      {returnCount > returns.length && (
        <AllOf to={`/returns?${new URLSearchParams({ status: 'all', q: profile.email })}`}>
          {t('customer.allReturns', { count: returnCount })}
        </AllOf>
      )}
    </Panel>
  );
}

/** The newest refunds staff made on the customer's orders, each with its order; a link to their orders. */
export function CustomerRefunds({ customer }: { customer: AdminCustomer }) {
  const t = useT();
  const formats = useFormats();
  const { refunds, refundCount, profile } = customer;
  return (
    <Panel title={t('customer.refunds', { count: refundCount })}>
      <PlainTable
        label={t('customer.refundsTable')}
        headings={[
          t('customer.refundAt'),
          t('customer.returnOrder'),
          right(t('customer.refundAmount')),
          t('field.reason'),
        ]}
        rows={refunds}
        rowKey={(refund) => `${refund.orderId}-${refund.at}-${refund.amount}`}
        cells={(refund) => (
          <>
            <TableCell>
              {formats.dateTime(refund.at)}
              <Typography variant="caption" color="text.secondary" component="div">
                {refund.by}
              </Typography>
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={orderPath(refund.orderId)} dir="ltr">
                {`#${orderNumber(refund.orderId)}`}
              </Link>
            </TableCell>
            <TableCell align="right">{formats.money(refund.amount, refund.currency)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.reason}</TableCell>
          </>
        )}
        empty={t('customer.noRefunds')}
      />
      {refundCount > refunds.length && (
        <AllOf to={`/orders?${new URLSearchParams({ q: profile.email })}`}>
          {t('customer.allRefunds', { count: refundCount })}
        </AllOf>
      )}
    </Panel>
  );
}

/** The reviews the customer wrote, hidden ones too (marked). */
export function CustomerReviews({ reviews }: { reviews: AdminCustomer['reviews'] }) {
  const t = useT();
  const formats = useFormats();
  return (
    <Panel title={t('customer.reviews')}>
      {reviews.length ? (
        <List disablePadding>
          {reviews.map((review) => (
            <ListItem key={review.id} disableGutters divider sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Rating
                  value={review.stars}
                  readOnly
                  size="small"
                  aria-label={t('customer.stars', { stars: review.stars })}
                />
                <Typography variant="subtitle2" component="h3">
                  {review.title}
                </Typography>
                {review.hidden && <Chip size="small" label={t('customer.reviewHidden')} />}
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 0.5 }}>
                {review.text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('customer.reviewOf', {
                  product: review.productTitle || t('customer.productGone', { id: review.productId }),
                  date: formats.date(review.createdAt),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : (
        <EmptyText>{t('customer.noReviews')}</EmptyText>
      )}
    </Panel>
  );
}
