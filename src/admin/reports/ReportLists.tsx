import Grid from '@mui/material/Grid';
import TableCell from '@mui/material/TableCell';
import type { ComponentProps } from 'react';
import type { SalesReport } from '../../universal/contracts/admin/reports';
import { useFormats, useT } from '../i18n/use-t';
import { Panel } from '../ui/Panel';
import { PlainTable } from '../ui/PlainTable';

/** One of the report's lists: half the width on a wide screen, its panel's title naming its table. */
function ListPanel<Row>({
  title,
  ...table
}: { title: string } & Omit<ComponentProps<typeof PlainTable<Row>>, 'label'>) {
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Panel title={title}>
        <PlainTable label={title} {...table} />
      </Panel>
    </Grid>
  );
}

/** The period's top products and variants, return rates, and new against returning customers. */
export function ReportLists({ report }: { report: SalesReport }) {
  const t = useT();
  const formats = useFormats();
  const right = { align: 'right' as const };
  const none = t('reports.none');
  return (
    <Grid container spacing={2}>
      <ListPanel
        title={t('reports.topProducts')}
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
      <ListPanel
        title={t('reports.topVariants')}
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
      <ListPanel
        title={t('reports.returnRates')}
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
      <ListPanel
        title={t('reports.customers')}
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
    </Grid>
  );
}
