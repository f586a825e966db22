import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ImportOutcome,
  type ImportPreviewRow,
  MAX_IMPORT_CHARS,
} from '../../universal/contracts/admin/product-import';
import { failureOf } from '../api/failure';
import { useT } from '../i18n/use-t';
import { PlainTable } from '../ui/PlainTable';
import { useToast } from '../ui/use-toast';
import { CsvUploadPage, useCsvUpload } from './CsvUpload';
import { useApplyProductImportMutation, usePreviewProductImportMutation } from './products-api';

/** The biggest file the page reads: the server takes a million characters (1 MB of Latin text). */
const MAX_FILE_BYTES = MAX_IMPORT_CHARS;

const OUTCOME_COLOUR: Record<ImportOutcome, 'success' | 'info' | 'default' | 'error'> = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  error: 'error',
};

/** A row's error in the console's words: the import's own rule is said in the server's (English) words. */
function RowError({ error }: { error: NonNullable<ImportPreviewRow['error']> }) {
  const t = useT();
  const column = error.column ?? '';
  return (
    <Typography variant="body2" color="error">
      {t(`import.error.${error.code}`, { column, message: error.message })}
    </Typography>
  );
}

/** The longest value a change shows whole: a description is shortened, its whole text in its tooltip. */
const SHOWN_CHARS = 160;

/** A value of a change, in its own direction (an Arabic title in an English page, a URL in an Arabic one). */
function Value({ text }: { text: string | null }) {
  const t = useT();
  if (text === null) return <>{t('import.empty')}</>;
  const shown = text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  return (
    <bdi title={shown === text ? undefined : text} style={{ overflowWrap: 'anywhere' }}>
      {shown}
    </bdi>
  );
}

/** A row's changes, one a line: the column (as the file names it), what it holds now, and after. */
function Changes({ row }: { row: ImportPreviewRow }) {
  const theme = useTheme();
  if (row.error) return <RowError error={row.error} />;
  // The arrow points the way the page reads, from before to after.
  const arrow = theme.direction === 'rtl' ? ' ← ' : ' → ';
  return (
    <Stack spacing={0.25}>
      {row.changes.map((change) => (
        <Typography key={change.column} variant="body2">
          <Box component="bdi" dir="ltr" sx={{ fontWeight: 500 }}>
            {change.column}
          </Box>
          {': '}
          <Value text={change.from} />
          {arrow}
          <Value text={change.to} />
        </Typography>
      ))}
    </Stack>
  );
}

/** The product a row is about: its title, its number (or the one a new product takes), and the outcome. */
function Product({ row, withOutcome }: { row: ImportPreviewRow; withOutcome: boolean }) {
  const t = useT();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{row.title ?? '—'}</Typography>
      {row.id !== null && (
        <Typography variant="caption" color="text.secondary">
          {row.outcome === 'create' ? t('import.newNumber', { id: row.id }) : `#${row.id}`}
        </Typography>
      )}
      {withOutcome && <Outcome row={row} />}
    </Stack>
  );
}

function Outcome({ row }: { row: ImportPreviewRow }) {
  const t = useT();
  return <Chip size="small" label={t(`import.outcome.${row.outcome}`)} color={OUTCOME_COLOUR[row.outcome]} />;
}

/** The preview: four columns, or on a phone two (the line, product and outcome together, then the changes). */
function PreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <PlainTable
      label={t('import.preview')}
      headings={
        phone
          ? [t('import.product'), t('import.changes')]
          : [t('import.line'), t('import.product'), t('import.outcome'), t('import.changes')]
      }
      rows={rows}
      rowKey={(row) => row.line}
      cells={(row) =>
        phone ? (
          <>
            <TableCell sx={{ verticalAlign: 'top', width: '40%' }}>
              <Typography variant="caption" color="text.secondary">
                {t('import.line')} {row.line}
              </Typography>
              <Product row={row} withOutcome />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Changes row={row} />
            </TableCell>
          </>
        ) : (
          <>
            <TableCell>{row.line}</TableCell>
            <TableCell>
              <Product row={row} withOutcome={false} />
            </TableCell>
            <TableCell>
              <Outcome row={row} />
            </TableCell>
            <TableCell>
              <Changes row={row} />
            </TableCell>
          </>
        )
      }
      frame="container"
      tableSx={phone ? undefined : { minWidth: 640 }}
    />
  );
}

/**
 * /admin/products/import: products from a CSV (decision 0127). The file is previewed first (each row's new
 * product or changes before → after, or its error by line and column); applying writes every row or none, and is
 * refused when the catalogue changed since the preview, which is then asked again.
 */
export default function ProductImportPage() {
  const t = useT();
  const toast = useToast();
  const [preview, previewing] = usePreviewProductImportMutation();
  const [apply, applying] = useApplyProductImportMutation();
  const upload = useCsvUpload(MAX_IMPORT_CHARS, (csv) => preview(csv).unwrap());
  const { formik, previewed, setPreviewed, setFailure } = upload;
  // A preview is of the file as it was: once the text changes, it is asked again.
  const shown = previewed?.csv === formik.values.csv ? previewed : undefined;
  const count = (outcome: ImportOutcome) => shown?.rows.filter((row) => row.outcome === outcome).length ?? 0;
  const errors = count('error');
  const changes = count('create') + count('update');
  const applyImport = async () => {
    if (!shown) return;
    setFailure(undefined);
    try {
      const done = await apply({ csv: shown.csv, token: shown.token }).unwrap();
      toast.success('import.applied', { created: done.created, updated: done.updated });
      setPreviewed(undefined);
      formik.resetForm();
    } catch (error) {
      setFailure(failureOf(error));
      // Stale: the preview no longer says what applying would do; the owner previews again.
      setPreviewed(undefined);
    }
  };

  return (
    <CsvUploadPage
      words="import"
      upload={upload}
      maxBytes={MAX_FILE_BYTES}
      previewing={previewing.isLoading}
      preview={
        shown && {
          summary: t('import.summary', {
            create: count('create'),
            update: count('update'),
            unchanged: count('unchanged'),
            errors,
          }),
          warning: errors > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('import.fixFirst')}
            </Alert>
          ),
          table: <PreviewTable rows={shown.rows} />,
          apply: t('import.apply', { changes }),
          canApply: !(errors > 0 || changes === 0 || applying.isLoading),
          onApply: () => void applyImport(),
        }
      }
    />
  );
}
