import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { type ReactNode, useMemo, useState } from 'react';
import { object, string } from 'yup';
import { type Failure, failureOf } from '../api/failure';
import { useT } from '../i18n/use-t';
import { CsvSource } from '../ui/CsvSource';
import { BackLink } from '../ui/DetailPage';
import { useFailureText } from '../ui/failure-text';
import { useFieldBinder } from '../ui/form';
import { PageHeading } from '../ui/PageHeading';
import { Panel } from '../ui/Panel';
import { productsPath } from './paths';

/**
 * A CSV upload page's state (a stock count, a products import): the file's text (required, at most `maxChars`),
 * previewed on submit; `previewed` is the preview's answer with the text it was of, `failure` what went wrong.
 */
export function useCsvUpload<Answer extends object>(maxChars: number, preview: (csv: string) => Promise<Answer>) {
  const [previewed, setPreviewed] = useState<Answer & { csv: string }>();
  const [failure, setFailure] = useState<Failure>();
  const schema = useMemo(
    () => object({ csv: string().trim().required('validation.required').max(maxChars, 'validation.tooLong') }),
    [maxChars],
  );
  const formik = useFormik({
    initialValues: { csv: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        setPreviewed({ csv: values.csv, ...(await preview(values.csv)) });
      } catch (error) {
        setPreviewed(undefined);
        setFailure(failureOf(error));
      }
    },
  });
  return { formik, previewed, setPreviewed, failure, setFailure };
}

type CsvUpload = ReturnType<typeof useCsvUpload>;

/**
 * The page around a CSV upload: the file panel (hint, file or pasted text, preview button), what failed, the
 * preview with its summary and apply button, then `after`. Its texts are the `words` area's (`stock.title`,
 * `import.title`, …).
 */
export function CsvUploadPage({
  words,
  upload,
  maxBytes,
  previewing,
  onText,
  failureSx,
  preview,
  after,
}: {
  words: 'stock' | 'import';
  upload: Pick<CsvUpload, 'formik' | 'failure' | 'setFailure'>;
  maxBytes: number;
  previewing: boolean;
  /** What a chosen file's text does besides filling the field. */
  onText?: () => void;
  failureSx?: SxProps<Theme>;
  /** The preview shown (none before one is asked, or once it no longer holds). */
  preview?: {
    summary: string;
    warning?: ReactNode;
    table: ReactNode;
    apply: string;
    canApply: boolean;
    onApply: () => void;
  };
  after?: ReactNode;
}) {
  const t = useT();
  const failureText = useFailureText();
  const { formik, failure, setFailure } = upload;
  const field = useFieldBinder(formik);
  return (
    <>
      <BackLink to={productsPath.list} label={t('products.back')} />
      <PageHeading>{t(`${words}.title`)}</PageHeading>
      <Stack spacing={2}>
        <div>
          <Panel title={t(`${words}.file`)}>
            <form noValidate onSubmit={formik.handleSubmit} aria-label={t(`${words}.title`)}>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t(`${words}.hint`)}
              </Typography>
              <Stack spacing={2}>
                <CsvSource
                  bound={field('csv')}
                  chooseLabel={t(`${words}.choose`)}
                  label={t(`${words}.csv`)}
                  maxBytes={maxBytes}
                  onTooBig={() => setFailure({ status: 413, message: t(`${words}.fileTooBig`) })}
                  onText={async (text) => {
                    await formik.setFieldValue('csv', text);
                    onText?.();
                  }}
                />
                <Button type="submit" variant="contained" disabled={previewing} sx={{ alignSelf: 'flex-start' }}>
                  {t(`${words}.previewSubmit`)}
                </Button>
              </Stack>
            </form>
          </Panel>
        </div>
        {failure && (
          <Alert severity="error" role="alert" sx={failureSx}>
            {failureText(failure)}
          </Alert>
        )}
        {preview && (
          <div>
            <Panel title={t(`${words}.preview`)}>
              <Typography variant="body2" role="status" sx={{ mb: 1 }}>
                {preview.summary}
              </Typography>
              {preview.warning}
              {preview.table}
              <Button variant="contained" onClick={preview.onApply} disabled={!preview.canApply} sx={{ mt: 2 }}>
                {preview.apply}
              </Button>
            </Panel>
          </div>
        )}
        {after}
      </Stack>
    </>
  );
}
