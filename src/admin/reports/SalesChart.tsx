import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesReport } from '../../universal/contracts/admin/reports';
import type { Currency } from '../../universal/i18n/money';
import { useFormats, useT } from '../i18n/use-t';

/**
 * One currency's charged and net per interval, as bars (its own chunk: MUI X Charts loads with the first
 * chart, after the tables). The table beside it says the same figures in words for screen readers.
 */
export default function SalesChart({
  currency,
  buckets,
  labelOf,
}: {
  currency: Currency;
  buckets: SalesReport['currencies'][number]['buckets'];
  labelOf: (start: string) => string;
}) {
  const t = useT();
  const formats = useFormats();
  const money = (value: number | null) => (value === null ? '' : formats.money(value, currency));
  return (
    <BarChart
      aria-hidden
      height={260}
      xAxis={[{ scaleType: 'band', data: buckets.map((bucket) => labelOf(bucket.start)) }]}
      yAxis={[{ width: 80, valueFormatter: (value: number) => formats.number(value) }]}
      series={[
        { data: buckets.map((bucket) => bucket.charged), label: t('reports.charged'), valueFormatter: money },
        { data: buckets.map((bucket) => bucket.net), label: t('reports.net'), valueFormatter: money },
      ]}
    />
  );
}
