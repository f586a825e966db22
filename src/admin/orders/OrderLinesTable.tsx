import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '../../universal/contracts/order';
import { useFormats, useT } from '../i18n/use-t';
import type { Currency } from '../../universal/i18n/money';
import { toMinor } from '../../universal/settlement';

/** What a table of lines shows of each: an order's lines and a return's lines both have these. */
type Line = Pick<OrderItem, 'productId' | 'sku' | 'title' | 'variantLabel' | 'quantity' | 'price'>;

/**
 * The console's one table of order lines (the order's page, a return's items and the order it came from):
 * product with its variant under it, SKU, quantity and unit price, and where asked each line's total and
 * a total row under them. It scrolls sideways rather than squeezing on a narrow screen.
 */
export function OrderLinesTable({
  label,
  lines,
  priceLabel,
  lineTotals = false,
  total,
  wholeSkus = false,
  currency = 'USD',
}: {
  /** The table's name for screen readers. */
  label: string;
  lines: readonly Line[];
  /** The unit price's heading ("Price", or "Price paid" for what a return refunds). */
  priceLabel: string;
  /** A column of each line's price times its quantity. */
  lineTotals?: boolean;
  /** A row under the lines naming a sum (what a return refunds). */
  total?: { label: string; amount: number } | undefined;
  /** Each SKU on one line; the return page asks for it, the order page lets a long SKU wrap as it always has. */
  wholeSkus?: boolean;
  /** What the order was charged in: every amount is in its major units (a return's answer names none yet: dollars). */
  currency?: Currency | string;
}) {
  const t = useT();
  const formats = useFormats();
  const columns = lineTotals ? 5 : 4;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('order.product')}</TableCell>
            <TableCell>{t('order.sku')}</TableCell>
            <TableCell align="right">{t('order.quantity')}</TableCell>
            <TableCell align="right">{priceLabel}</TableCell>
            {lineTotals && <TableCell align="right">{t('order.lineTotal')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${line.sku ?? line.productId}-${index}`}>
              <TableCell>
                {line.title}
                {line.variantLabel && (
                  <Typography variant="body2" color="text.secondary">
                    {line.variantLabel}
                  </Typography>
                )}
              </TableCell>
              <TableCell dir="ltr" sx={wholeSkus ? { whiteSpace: 'nowrap' } : undefined}>
                {line.sku ?? '—'}
              </TableCell>
              <TableCell align="right">{formats.number(line.quantity)}</TableCell>
              <TableCell align="right">{formats.money(line.price, currency)}</TableCell>
              {lineTotals && (
                <TableCell align="right">
                  {formats.minor(toMinor(line.price, currency) * line.quantity, currency)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        {total && (
          <TableFooter>
            <TableRow sx={{ '& td': { color: 'text.primary', fontSize: 'body2.fontSize' } }}>
              <TableCell colSpan={columns - 1}>{total.label}</TableCell>
              <TableCell align="right">
                <strong>{formats.money(total.amount, currency)}</strong>
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
