import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { StockCountRow, StockPreviewRow, WaitingVariant } from '../../universal/contracts/admin/products';
import { failureOf } from '../api/failure';
import { useT } from '../i18n/use-t';
import { Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import { CsvUploadPage, useCsvUpload } from './CsvUpload';
import { productsPath } from './paths';
import { useApplyStockCountMutation, usePreviewStockCsvMutation, useStockAlertCountsQuery } from './products-api';
import { LoadFailure, Loading } from '../ui/Loading';
import { PlainTable } from '../ui/PlainTable';

/** The biggest file the page reads (the server takes 500,000 characters). */
const MAX_FILE_BYTES = 500_000;

/** The rows the preview found good and that change something: what the count applies. */
export const countOf = (rows: readonly StockPreviewRow[]): StockCountRow[] =>
  rows.flatMap((row) =>
    row.error === undefined && row.from !== null && row.to !== null && row.from !== row.to
      ? [{ sku: row.sku, from: row.from, to: row.to }]
      : [],
  );

function PreviewTable({ rows }: { rows: StockPreviewRow[] }) {
  const t = useT();
  return (
    <PlainTable
      label={t('stock.preview')}
      headings={[t('stock.line'), t('products.sku'), t('products.title'), t('stock.now'), t('stock.after')]}
      rows={rows}
      rowKey={(row) => row.line}
      cells={(row) => (
        <>
          <TableCell>{row.line}</TableCell>
          <TableCell dir="ltr">{row.sku}</TableCell>
          <TableCell>{row.title ?? '—'}</TableCell>
          <TableCell>{row.from ?? '—'}</TableCell>
          <TableCell>
            {row.error ? (
              <Typography variant="body2" color="error">
                {row.error}
              </Typography>
            ) : row.to === row.from ? (
              t('stock.same')
            ) : (
              row.to
            )}
          </TableCell>
        </>
      )}
      frame="container"
      tableSx={{ minWidth: 560 }}
    />
  );
}

/** Variants shoppers asked to be mailed about when they return (issue 53): how many wait, never who. */
function WaitingPanel() {
  const t = useT();
  const { data, error, isLoading, refetch } = useStockAlertCountsQuery();
  return (
    <Panel title={t('stock.waitingTitle')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('stock.waitingHint')}
      </Typography>
      {isLoading ? (
        <Loading />
      ) : data ? (
        <PlainTable<WaitingVariant>
          label={t('stock.waitingTitle')}
          headings={[
            t('products.sku'),
            t('products.title'),
            t('stock.variant'),
            { label: t('stock.now'), align: 'right' },
            { label: t('stock.waiting'), align: 'right' },
          ]}
          rows={data.rows}
          rowKey={(row) => row.sku}
          empty={t('stock.noneWaiting')}
          cells={(row) => (
            <>
              <TableCell dir="ltr">{row.sku}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={productsPath.one(row.productId)}>
                  {row.title}
                </Link>
              </TableCell>
              <TableCell>{row.label || '—'}</TableCell>
              <TableCell align="right">{row.stock}</TableCell>
              <TableCell align="right">{row.waiting}</TableCell>
            </>
          )}
          frame="container"
          tableSx={{ minWidth: 560 }}
        />
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
    </Panel>
  );
}

/**
 * /admin/products/stock: a stock count from a CSV (sku,stock). The file is previewed first (the units
 * now and after, each bad row with its reason); applying sets the good rows all at once, and is refused
 * if a shelf moved since the preview (a sale meanwhile), so the count is previewed again.
 */
export default function StockCountPage() {
  const t = useT();
  const toast = useToast();
  const [preview, previewing] = usePreviewStockCsvMutation();
  const [apply, applying] = useApplyStockCountMutation();
  const upload = useCsvUpload(MAX_FILE_BYTES, (csv) => preview(csv).unwrap());
  const { formik, previewed, setPreviewed, setFailure } = upload;
  const rows = previewed?.rows;
  const count = rows ? countOf(rows) : [];
  const errors = rows?.filter((row) => row.error !== undefined).length ?? 0;
  const applyCount = async () => {
    setFailure(undefined);
    try {
      const done = await apply(count).unwrap();
      toast.success('stock.applied', { changed: done.changed });
      setPreviewed(undefined);
      formik.resetForm();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <CsvUploadPage
      words="stock"
      upload={upload}
      maxBytes={MAX_FILE_BYTES}
      previewing={previewing.isLoading}
      onText={() => setPreviewed(undefined)}
      failureSx={{ my: 2 }}
      preview={
        rows && {
          summary: t('stock.summary', { changes: count.length, errors }),
          table: <PreviewTable rows={rows} />,
          apply: t('stock.apply', { changes: count.length }),
          canApply: !(count.length === 0 || applying.isLoading),
          onApply: () => void applyCount(),
        }
      }
      after={
        <div>
          <WaitingPanel />
        </div>
      }
    />
  );
}
