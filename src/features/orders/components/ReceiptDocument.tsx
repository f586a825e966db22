import { Box, Divider, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../universal/i18n/money';
import { currencyName } from '../../../universal/i18n/display-names';
import { toMinor } from '../../../universal/settlement';
import { chargeLines, orderTaxRule, taxText } from '../../../universal/i18n/order-words';
import { orderNumber } from '../../../universal/order-status';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { SHOP_NAME } from '../../../universal/shop-name';
import type { Order } from '../orders-api';
import { type LineWords, lineWordsIn } from '../../../universal/order-line-words';
import { OrderPaymentAndDelivery, OrderShippedTo } from './OrderFacts';
import { formatOrderDate } from './OrderCard';
import { ReceiptSeller } from './ReceiptSeller';

/** An amount as it was charged (minor units): in the order's currency in the page's language, whatever the display currency. */
function Charged({ cents, currency }: { cents: number; currency: string }) {
  const { locale } = useShopperLocale();
  return <bdi>{formatMoney(cents, currency, locale)}</bdi>;
}

/** A line's title and variant in the words it was sold under in the page's language. */
function LineWordsCell({ title, variantLabel }: LineWords) {
  return (
    <>
      <bdi>{title}</bdi>
      {variantLabel && (
        <Typography variant="body2" color="text.secondary">
          <bdi>{variantLabel}</bdi>
        </Typography>
      )}
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Total({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  const weight = strong ? 700 : undefined;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A figure column: kept on one line, set against the cell's end (the left in Arabic). */
const figure = { whiteSpace: 'nowrap', px: { xs: 0.75, sm: 2 } } as const;

/**
 * The receipt itself, as shown and printed: the shop, the order's number and day, who it goes to, how
 * it is paid and delivered, every line, and the totals with the tax as it was charged (the same
 * words as the order page: "Includes VAT (14%)" inside the prices, "Tax (8%)" added on top).
 */
export function ReceiptDocument({ order }: { order: Order }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const number = orderNumber(order._id);
  const tax = taxText(orderTaxRule(order));
  const { currency } = order;
  const charged = (amount: number) => <Charged cents={toMinor(amount, currency)} currency={currency} />;
  return (
    <Box component="article" aria-label={intl.formatMessage({ id: 'receipt.documentTitle' }, { number })}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {SHOP_NAME}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700 }}>
          {intl.formatMessage({ id: 'receipt.title' })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {intl.formatMessage({ id: 'orderDetail.title' }, { number })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'orderDetail.placedOn' }, { date: formatOrderDate(order.createdAt, locale) })}
        </Typography>
      </Box>
      <Divider sx={{ mb: 2 }} />

      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Block title={intl.formatMessage({ id: 'receipt.seller' })}>
            <ReceiptSeller />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Block title={intl.formatMessage({ id: 'checkout.section.address' })}>
            <OrderShippedTo order={order} />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Block title={intl.formatMessage({ id: 'orderDetail.paymentAndDelivery' })}>
            <OrderPaymentAndDelivery order={order} />
          </Block>
        </Grid>
      </Grid>

      <Table size="small" aria-label={intl.formatMessage({ id: 'orderDetail.items' }, { count: order.items.length })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0, fontWeight: 700 }}>{intl.formatMessage({ id: 'receipt.column.item' })}</TableCell>
            <TableCell align="right" sx={{ ...figure, fontWeight: 700 }}>
              {intl.formatMessage({ id: 'receipt.column.quantity' })}
            </TableCell>
            <TableCell align="right" sx={{ ...figure, fontWeight: 700, whiteSpace: 'normal' }}>
              {intl.formatMessage({ id: 'receipt.column.unitPrice' })}
            </TableCell>
            <TableCell align="right" sx={{ ...figure, pr: 0, fontWeight: 700 }}>
              {intl.formatMessage({ id: 'receipt.column.amount' })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item, index) => (
            <TableRow key={`${item.productId}-${index}`}>
              <TableCell sx={{ pl: 0, overflowWrap: 'anywhere' }}>
                <LineWordsCell {...lineWordsIn(item, locale)} />
              </TableCell>
              <TableCell align="right" sx={figure}>
                {intl.formatNumber(item.quantity)}
              </TableCell>
              <TableCell align="right" sx={figure}>
                {charged(item.price)}
              </TableCell>
              <TableCell align="right" sx={{ ...figure, pr: 0 }}>
                <Charged cents={toMinor(item.price, currency) * item.quantity} currency={currency} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Box
        component="section"
        aria-label={intl.formatMessage({ id: 'checkout.summary.title' })}
        sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 360 }, mt: 2 }}
      >
        <Total label={intl.formatMessage({ id: 'checkout.summary.subtotal' })} value={charged(order.subtotal)} />
        {chargeLines(order, intl.formatMessage, (cents) => <Charged cents={cents} currency={currency} />).map(
          ({ key, label, value }) => (
            <Total key={key} label={label} value={value} />
          ),
        )}
        {'row' in tax && (
          <Total label={intl.formatMessage({ id: tax.row.id }, { rate: tax.row.rate })} value={charged(order.tax)} />
        )}
        <Divider sx={{ my: 0.5 }} />
        <Total label={intl.formatMessage({ id: 'checkout.summary.total' })} value={charged(order.totalPrice)} strong />
      </Box>

      <Box sx={{ mt: 3 }}>
        {'note' in tax && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: tax.note })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(
            { id: 'receipt.currencyNoteIn' },
            { code: currency, currency: currencyName(currency, locale) },
          )}
        </Typography>
      </Box>
    </Box>
  );
}
