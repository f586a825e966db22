import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import {
  EXPORTS,
  type ExportName,
  REPORT_INTERVALS,
  type SalesReportQuery,
} from '../../universal/contracts/admin/reports';
import { useT } from '../i18n/use-t';
import { DayRangeFields, dayRangeRules, FilterBar, useFilterForm } from '../lists/FilterForm';
import { choicesOf } from '../ui/choices';
import { EmptyText } from '../ui/PlainTable';
import { LoadFailure, Loading } from '../ui/Loading';
import { Panel } from '../ui/Panel';
import { PageHeading } from '../ui/PageHeading';
import { CurrencySales } from './CurrencySales';
import { ReportLists } from './ReportLists';
import { ExportButton } from './ExportButton';
import { type ExportRequest, useSalesReportQuery } from './reports-api';
import { defaultPeriod, isInterval, periodOf } from './report-view';

const schema = object({
  from: string().required('validation.required'),
  to: dayRangeRules.to.required('validation.required'),
  interval: string().oneOf([...REPORT_INTERVALS]),
});

/** What each export button downloads: the period's orders and lines, every customer and product. */
const exportOf = (name: ExportName, period: SalesReportQuery): ExportRequest =>
  name === 'orders' || name === 'order-lines'
    ? { name, filters: { from: period.from, to: period.to } }
    : { name, filters: {} };

/**
 * /admin/reports (owners): sales per currency over a period, by day, week or month, with charts, top
 * products and variants, return rates and new against returning customers; the lists download as CSV.
 * The period lives in the URL. Each view and download is in the audit trail (the server records it).
 */
export default function ReportsPage() {
  const t = useT();
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const { data, error, isFetching, refetch } = useSalesReportQuery(period);

  const form = useFilterForm({
    values: { ...period },
    empty: { ...defaultPeriod() },
    schema,
    onApply: (values) =>
      setSearch({
        from: values.from,
        to: values.to,
        interval: isInterval(values.interval) ? values.interval : 'month',
      }),
  });

  // A bucket by its first day: a month by its name, a day or week by its date; calendar days, no time zone.
  const labelOf = (start: string) =>
    intl.formatDate(`${start}T00:00:00Z`, {
      timeZone: 'UTC',
      ...(period.interval === 'month' ? { year: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
    });

  return (
    <>
      <PageHeading>{t('reports.title')}</PageHeading>
      <FilterBar form={form} label={t('reports.filters')}>
        <DayRangeFields form={form} />
        <TextField
          {...form.field('interval')}
          onChange={form.choose('interval')}
          select
          label={t('reports.interval')}
          size="small"
          sx={{ minWidth: 150 }}
        >
          {choicesOf(REPORT_INTERVALS, (interval) => t(`reports.interval.${interval}`))}
        </TextField>
      </FilterBar>
      {/* A panel fills its cell's height: in a box of its own, it is as tall as its buttons. */}
      <Box>
        <Panel title={t('reports.exports')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('reports.exportsHint')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {EXPORTS.map((name) => (
              <ExportButton key={name} request={exportOf(name, period)} label={t(`reports.export.${name}`)} />
            ))}
          </Stack>
        </Panel>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
        {t('reports.rules', { timeZone: data?.timeZone ?? '…' })}
      </Typography>
      {isFetching && data && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {error ? (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          {data.currencies.length === 0 ? (
            <EmptyText>{t('reports.empty')}</EmptyText>
          ) : (
            data.currencies.map((block) => <CurrencySales key={block.currency} block={block} labelOf={labelOf} />)
          )}
          <ReportLists report={data} />
        </Stack>
      )}
    </>
  );
}
