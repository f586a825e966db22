import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { minorExponent } from '../../universal/i18n/money';
import type { SalesFigures, SalesReport } from '../../universal/contracts/admin/reports';
import { useFormats, useT } from '../i18n/use-t';
import { Facts, Panel } from '../ui/Panel';
import { PlainTable } from '../ui/PlainTable';

const SalesChart = lazy(() => import(/* webpackChunkName: "sales-chart" */ './SalesChart'));

type CurrencyBlock = SalesReport['currencies'][number];

/** The table's money columns, in order, after the period, orders and units. */
const AMOUNTS = ['gross', 'discounts', 'delivery', 'fees', 'tax', 'charged', 'refunds', 'net'] as const;

/**
 * One currency's sales: its totals, a chart and a table of every interval (the last row the whole period).
 * Its amounts are its own currency's only.
 */
export function CurrencySales({ block, labelOf }: { block: CurrencyBlock; labelOf: (start: string) => string }) {
  const t = useT();
  const formats = useFormats();
  const intl = useIntl();
  const money = (amount: number) => formats.money(amount, block.currency);
  // In the table the currency is said once, in its name: each cell is the bare figure, to the minor unit.
  const digits = minorExponent(block.currency);
  const figure = (amount: number) =>
    intl.formatNumber(amount, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const row = (label: string, figures: SalesFigures, strong = false) => (
    <>
      <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}>
        {label}
      </TableCell>
      <TableCell align="right">{formats.number(figures.orders)}</TableCell>
      <TableCell align="right">{formats.number(figures.units)}</TableCell>
      {AMOUNTS.map((key) => (
        <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
          {figure(figures[key])}
        </TableCell>
      ))}
    </>
  );
  const rows = [
    ...block.buckets.map((bucket) => ({ key: bucket.start, label: labelOf(bucket.start), figures: bucket })),
    { key: 'total', label: t('reports.total'), figures: block },
  ];
  return (
    <Panel title={t('reports.currency', { currency: block.currency })}>
      <Facts
        rows={[
          [t('reports.orders'), formats.number(block.orders)],
          [t('reports.averageOrder'), money(block.averageOrder)],
          [t('reports.charged'), money(block.charged)],
          [t('reports.refunds'), money(block.refunds)],
          [t('reports.net'), money(block.net)],
        ]}
      />
      <Suspense fallback={<Skeleton variant="rectangular" height={260} sx={{ my: 2 }} />}>
        <SalesChart currency={block.currency} buckets={block.buckets} labelOf={labelOf} />
      </Suspense>
      <PlainTable
        label={t('reports.table', { currency: block.currency })}
        headings={[
          t('reports.period'),
          { label: t('reports.orders'), align: 'right' },
          { label: t('reports.units'), align: 'right' },
          ...AMOUNTS.map((key) => ({ label: t(`reports.${key}`), align: 'right' as const })),
        ]}
        rows={rows}
        rowKey={(entry) => entry.key}
        cells={(entry) => row(entry.label, entry.figures, entry.key === 'total')}
      />
    </Panel>
  );
}
