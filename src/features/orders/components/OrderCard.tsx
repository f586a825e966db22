import { Box, Button, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { intlLocaleOf } from '../../../universal/i18n/intl-locale';
import { DEFAULT_LOCALE, type Locale } from '../../../universal/i18n/locale';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { lineWordsIn } from '../../../universal/order-line-words';
import { NEW_TAB, NewTabNote } from '../../../browser-kit/ui/NewTabNote';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { orderNumber } from '../../../universal/order-status';
import type { Order } from '../orders-api';
import { ITEMS_SHOWN, OrderLine, OrderMoney, orderLinePrice } from '../../../entities/order';
import { OrderStatusChip } from './OrderStatusChip';

/** Secondary actions: white with a thin grey border, as on the marketplace the spec imitates. */
const QUIET = { borderColor: 'shop.border', bgcolor: 'background.paper' };

/** 'November 21, 2026' in English, '21 novembre 2026' in French: the shopper's language (Latin digits in Arabic). */
export function formatOrderDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(intlLocaleOf(locale), { year: 'numeric', month: 'long', day: 'numeric' });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', display: 'block', lineHeight: 1.4 }}
      >
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

export interface OrderCardProps {
  order: Order;
  onBuyAgain: () => void;
  buyingAgain: boolean;
}

/** One order in the list: header facts, status, the first 3 items and the actions. */
export function OrderCard({ order, onBuyAgain, buyingAgain }: OrderCardProps) {
  const { locale } = useShopperLocale();
  const intl = useIntl();
  const number = orderNumber(order._id);
  const hidden = order.items.length - ITEMS_SHOWN;
  const delivered = order.status === 'delivered';
  const firstItem = order.items[0];
  return (
    <Paper
      component="article"
      aria-label={intl.formatMessage({ id: 'orders.card.label' }, { number })}
      variant="outlined"
      sx={{ overflow: 'hidden' }}
    >
      <Box
        sx={{
          bgcolor: 'shop.surfaceHover',
          px: 2,
          py: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 4 },
          alignItems: 'flex-start',
        }}
      >
        <Fact label={intl.formatMessage({ id: 'orders.card.placed' })}>{formatOrderDate(order.createdAt, locale)}</Fact>
        <Fact label={intl.formatMessage({ id: 'orders.card.total' })}>
          <OrderMoney amount={order.totalPrice} currency={order.currency} />
        </Fact>
        <Fact label={intl.formatMessage({ id: 'orders.card.shipTo' })}>{order.shippingAddress.name}</Fact>
        <Box sx={{ ml: { sm: 'auto' }, textAlign: { sm: 'right' } }}>
          <Fact label={intl.formatMessage({ id: 'orders.card.number' })}>
            <bdi>{number}</bdi>
          </Fact>
          <Link component={RouterLink} to={`/orders/${order._id}`} variant="body2">
            {intl.formatMessage({ id: 'orders.card.viewDetails' })}
          </Link>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {intl.formatMessage({ id: 'orders.card.status' })}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'orders.card.items' })}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {order.items.slice(0, ITEMS_SHOWN).map((item) => (
              <li key={item.sku ?? item.productId}>
                <OrderLine {...item} {...orderLinePrice(item, order.currency)} {...lineWordsIn(item, locale)} />
              </li>
            ))}
          </Box>
          {hidden > 0 && (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'orders.card.more' }, { count: hidden })}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}>
          <Button variant="contained" onClick={onBuyAgain} disabled={buyingAgain}>
            {intl.formatMessage({ id: buyingAgain ? 'cart.add.adding' : 'orders.card.buyAgain' })}
          </Button>
          {order.tracking ? (
            // Shipped with tracking: the carrier's own page, where the parcel is followed.
            <Button href={order.tracking.url} {...NEW_TAB} variant="outlined" color="inherit" sx={QUIET}>
              {intl.formatMessage({ id: 'orders.card.trackPackage' })}
              <NewTabNote />
            </Button>
          ) : (
            <Button component={RouterLink} to={`/orders/${order._id}`} variant="outlined" color="inherit" sx={QUIET}>
              {intl.formatMessage({ id: 'orders.card.trackPackage' })}
            </Button>
          )}
          {delivered && firstItem && (
            <Button
              component={RouterLink}
              // One item: its review form; several: the order's items, each with its own Write a review.
              to={order.items.length === 1 ? `/review/${firstItem.productId}` : `/orders/${order._id}#items`}
              variant="outlined"
              color="inherit"
              sx={QUIET}
            >
              {intl.formatMessage({ id: 'orders.card.writeReview' })}
            </Button>
          )}
          {delivered && (
            <Button
              component={RouterLink}
              to={`/orders/${order._id}?return=items`}
              variant="outlined"
              color="inherit"
              sx={QUIET}
            >
              {intl.formatMessage({ id: 'orders.card.returnItems' })}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
