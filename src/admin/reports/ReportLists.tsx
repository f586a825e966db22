import Grid from '@mui/material/Grid';
import TableCell from '@mui/material/TableCell';
import type { SalesReport } from '../../universal/contracts/admin/reports';
import { useFormats, useT } from '../i18n/use-t';
import { Panel } from '../ui/Panel';
import { PlainTable } from '../ui/PlainTable';

/** The period's top products and variants, return rates, and new against returning customers. */
export function ReportLists({ report }: { report: SalesReport }) {
  const t = useT();
  const formats = useFormats();
  const right = { align: 'right' as const };
  const none = t('reports.none');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Panel title={t('reports.topProducts')}>
          <PlainTable
            label={t('reports.topProducts')}
            headings={[
              t('reports.product'),
              { label: t('reports.units'), ...right },
              { label: t('reports.sales'), ...right },
            ]}
            rows={report.topProducts}
            rowKey={(line) => line.productId}
            empty={none}
            cells={(line) => (
              <>
                <TableCell>{`${line.title} (#${line.productId})`}</TableCell>
                <TableCell align="right">{formats.number(line.units)}</TableCell>
                <TableCell align="right">{formats.amounts(line.sales)}</TableCell>
              </>
            )}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Panel title={t('reports.topVariants')}>
          <PlainTable
            label={t('reports.topVariants')}
            headings={[
              t('reports.variant'),
              t('reports.sku'),
              { label: t('reports.units'), ...right },
              { label: t('reports.sales'), ...right },
            ]}
            rows={report.topVariants}
            rowKey={(line) => `${line.productId} ${line.sku}`}
            empty={none}
            cells={(line) => (
              <>
                <TableCell>{[line.title, line.variantLabel].filter(Boolean).join(' · ')}</TableCell>
                <TableCell dir="ltr">{line.sku}</TableCell>
                <TableCell align="right">{formats.number(line.units)}</TableCell>
                <TableCell align="right">{formats.amounts(line.sales)}</TableCell>
              </>
            )}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Panel title={t('reports.returnRates')}>
          <PlainTable
            label={t('reports.returnRates')}
            headings={[
              t('reports.product'),
              { label: t('reports.sold'), ...right },
              { label: t('reports.returned'), ...right },
              { label: t('reports.rate'), ...right },
            ]}
            rows={report.returnRates}
            rowKey={(entry) => entry.productId}
            empty={none}
            cells={(entry) => (
              <>
                <TableCell>{`${entry.title} (#${entry.productId})`}</TableCell>
                <TableCell align="right">{formats.number(entry.sold)}</TableCell>
                <TableCell align="right">{formats.number(entry.returned)}</TableCell>
                <TableCell align="right">{formats.percent(entry.rate)}</TableCell>
              </>
            )}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Panel title={t('reports.customers')}>
          <PlainTable
            label={t('reports.customers')}
            headings={[
              t('reports.customerKind'),
              { label: t('reports.customerCount'), ...right },
              { label: t('reports.orders'), ...right },
            ]}
            rows={[
              ['reports.newCustomers', report.customers.new] as const,
              ['reports.returningCustomers', report.customers.returning] as const,
            ]}
            rowKey={([label]) => label}
            cells={([label, group]) => (
              <>
                <TableCell component="th" scope="row">
                  {t(label)}
                </TableCell>
                <TableCell align="right">{formats.number(group.customers)}</TableCell>
                <TableCell align="right">{formats.number(group.orders)}</TableCell>
              </>
            )}
          />
        </Panel>
      </Grid>
    </Grid>
  );
}
