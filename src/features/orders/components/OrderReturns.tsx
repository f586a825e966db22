import { Box, Button, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import { orderAmountText, orderPagePath } from '../../../entities/order';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import type { Locale } from '../../../universal/i18n/locale';
import { exchangeLabelIn, lineWordsIn } from '../../../universal/order-line-words';
import { orderNumber, RETURN_WINDOW_DAYS } from '../../../universal/order-status';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { type Order, orderRef, useGetOrderReturnsQuery } from '../orders-api';
import { RETURN_STATUS_TEXT } from '../order-texts';
import { formatOrderDate } from './OrderCard';
import { type ReturnableLine, ReturnDialog } from './ReturnDialog';

/** An order line's or a returned item's variant: its SKU, or its product for a line sold before variants. */
const lineKey = (item: { productId: string; sku?: string }) => item.sku ?? `product ${item.productId}`;

/** Units of each line (each variant) not yet asked back by a request that was not rejected. */
function returnableLines(order: Order, requests: readonly ReturnRequest[]): ReturnableLine[] {
  const claimed = new Map<string, number>();
  for (const request of requests) {
    if (request.status === 'rejected') continue;
    for (const item of request.items) claimed.set(lineKey(item), (claimed.get(lineKey(item)) ?? 0) + item.quantity);
  }
  return order.items
    .map((item) => {
      const available = Math.max(0, item.quantity - (claimed.get(lineKey(item)) ?? 0));
      return { item, available };
    })
    .filter((line) => line.available > 0);
}

/** A returned item's title in the page's language: its order line's words as sold, else the title it was asked back by. */
function returnedTitle(order: Order, item: ReturnRequest['items'][number], locale: Locale): string {
  const line = order.items.find((candidate) => lineKey(candidate) === lineKey(item));
  return line ? lineWordsIn(line, locale).title : item.title;
}

/** An approved return's way back: where to send the parcel and how, the number to write on it, a pickup booked. */
function SendBack({ returnTo }: { returnTo: NonNullable<ReturnRequest['returnTo']> }) {
  const intl = useIntl();
  const text = { variant: 'body2', sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } } as const;
  return (
    <Box sx={{ borderInlineStart: 3, borderColor: 'info.main', pl: 1.5, my: 1 }}>
      {returnTo.address && (
        <Typography {...text}>
          <strong>{intl.formatMessage({ id: 'orders.return.sendTo' })}</strong>
          <br />
          <bdi>{returnTo.address}</bdi>
        </Typography>
      )}
      {returnTo.instructions && (
        <Typography {...text}>
          <bdi>{returnTo.instructions}</bdi>
        </Typography>
      )}
      <Typography {...text} sx={{ ...text.sx, fontWeight: 500 }}>
        {intl.formatMessage({ id: 'orders.return.parcelNumber' }, { number: returnTo.parcelNumber })}
      </Typography>
      {returnTo.pickup && (
        <Typography {...text}>
          {intl.formatMessage({ id: 'orders.return.pickup' }, { reference: returnTo.pickup.reference })}
        </Typography>
      )}
    </Box>
  );
}

function ReturnCard({ order, request }: { order: Order; request: ReturnRequest }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const texts = RETURN_STATUS_TEXT[request.status];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {intl.formatMessage({ id: 'orders.return.request' }, { number: request.id.slice(-8) })}
        </Typography>
        <Chip
          size="small"
          label={intl.formatMessage({ id: texts.label })}
          color={request.status === 'rejected' ? 'default' : request.status === 'refunded' ? 'success' : 'info'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'orders.return.requestedOn' }, { date: formatOrderDate(request.createdAt, locale) })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {request.items.map((item) => {
          const exchangedFor = exchangeLabelIn(item, locale);
          return (
            <Typography component="li" variant="body2" key={lineKey(item)}>
              <bdi>
                {item.quantity} × {returnedTitle(order, item, locale)}
              </bdi>
              {exchangedFor !== undefined && (
                <>
                  {' '}
                  (<bdi>{intl.formatMessage({ id: 'orders.return.exchangedFor' }, { variant: exchangedFor })}</bdi>)
                </>
              )}
            </Typography>
          );
        })}
      </Box>
      {request.exchangeOrderId !== undefined && (
        <Link
          component={RouterLink}
          to={orderPagePath({ ...orderRef(order), id: request.exchangeOrderId })}
          variant="body2"
          sx={{ display: 'block', fontWeight: 500, mb: 0.5 }}
        >
          {intl.formatMessage({ id: 'orders.return.exchangeOrder' }, { number: orderNumber(request.exchangeOrderId) })}
        </Link>
      )}
      <Typography variant="body2">
        {intl.formatMessage({
          // Every line exchanged: no refund follows, only the new order.
          id:
            request.status === 'approved' && request.items.every((item) => item.exchangeSku !== undefined)
              ? 'orders.return.next.approvedExchange'
              : texts.next,
        })}
      </Typography>
      {request.returnTo && <SendBack returnTo={request.returnTo} />}
      {request.refund !== undefined && (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {intl.formatMessage(
            { id: 'orders.return.refundAmount' },
            // In the currency the order was charged in, as the money goes back (CashOnDeliveryNote does alike).
            { amount: orderAmountText(request.refund, order.currency, locale) },
          )}
          {request.deliveryRefund !== undefined && request.deliveryRefund > 0 && (
            <>
              {' '}
              (
              {intl.formatMessage(
                { id: 'orders.return.deliveryRefunded' },
                { amount: orderAmountText(request.deliveryRefund, order.currency, locale) },
              )}
              )
            </>
          )}
        </Typography>
      )}
      {request.rejectionReason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {intl.formatMessage({ id: 'orders.return.rejectionReason' }, { reason: request.rejectionReason })}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The order page's Returns panel (delivered orders): until when items can go back and a Return items
 * button, or why there is none; the order's return requests and where each stands. `?return=items`
 * (the orders list's Return Items) opens the form at once.
 */
export function OrderReturns({ order }: { order: Order }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const [params, setParams] = useSearchParams();
  const delivered = order.status === 'delivered';
  const query = useGetOrderReturnsQuery(orderRef(order), { skip: !delivered });
  const [formOpen, setFormOpen] = useState(false);

  const until = query.data?.returnableUntil ? new Date(query.data.returnableUntil) : undefined;
  const open = Boolean(until && until.getTime() > Date.now());
  const lines = query.data ? returnableLines(order, query.data.returns) : [];
  const wantsForm = params.get('return') === 'items';
  useEffect(() => {
    if (!wantsForm || !query.data) return;
    if (open && lines.length > 0) setFormOpen(true);
    setParams({}, { replace: true });
  }, [wantsForm, query.data, open, lines.length, setParams]);

  if (!delivered) return null;
  return (
    <Paper
      component="section"
      id="returns"
      aria-labelledby="returns-title"
      variant="outlined"
      sx={{ p: 2, mb: 2, scrollMarginTop: 80 }}
    >
      <Typography id="returns-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {intl.formatMessage({ id: 'orders.return.title' })}
      </Typography>
      {query.isLoading ? (
        <Skeleton variant="text" width="60%" />
      ) : query.isError || !query.data ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'orders.return.loadFailed' })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack spacing={1.5}>
          {until && open ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Typography variant="body2">
                {lines.length > 0
                  ? intl.formatMessage(
                      { id: 'orders.return.until' },
                      { date: formatOrderDate(until.toISOString(), locale) },
                    )
                  : intl.formatMessage({ id: 'orders.return.nothingLeft' })}
              </Typography>
              {lines.length > 0 && (
                <Button variant="outlined" color="inherit" onClick={() => setFormOpen(true)}>
                  {intl.formatMessage({ id: 'orders.return.button' })}
                </Button>
              )}
            </Box>
          ) : (
            <Typography variant="body2">
              {intl.formatMessage(
                { id: 'orders.return.closed' },
                { days: RETURN_WINDOW_DAYS, date: until ? formatOrderDate(until.toISOString(), locale) : '' },
              )}
            </Typography>
          )}
          {query.data.returns.length > 0 && (
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
              {query.data.returns.map((request) => (
                <ReturnCard key={request.id} order={order} request={request} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {open && lines.length > 0 && (
        <ReturnDialog order={orderRef(order)} lines={lines} open={formOpen} onClose={() => setFormOpen(false)} />
      )}
    </Paper>
  );
}
