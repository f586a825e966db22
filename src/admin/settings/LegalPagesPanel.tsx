import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useState } from 'react';
import type { AdminLegalText } from '../../universal/contracts/admin/settings';
import { languageOwnName } from '../../universal/i18n/display-names';
import { directionOf, type Locale, LOCALES, localizedPath } from '../../universal/i18n/locale';
import { LEGAL_PAGES, LEGAL_TEXT_MAX, type LegalPage, legalPath } from '../../universal/legal-pages';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { ConfirmDialog, useConfirming } from '../ui/ConfirmDialog';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import { useLegalTextsQuery, useSetLegalTextMutation } from './settings-api';
import { choicesOf } from '../ui/choices';
import { Picker } from '../ui/Picker';

const PAGE_NAME: Readonly<Record<LegalPage, AdminMessageId>> = {
  terms: 'legal.page.terms',
  privacy: 'legal.page.privacy',
  returns: 'legal.page.returns',
  delivery: 'legal.page.delivery',
};

/** The server's rule: some text, within the limit (an empty page is restored to its default instead). */
const textSchema = object({
  body: string().trim().required('settings.legalRequired').max(LEGAL_TEXT_MAX, 'validation.tooLong'),
});

/**
 * The shop's legal pages, one page in one language at a time: the owner's text or the default, in the
 * small markup the shop renders (no HTML), saved or given back its default, each change audited.
 */
export function LegalPagesPanel({ website }: { website: string }) {
  const t = useT();
  const { data, error, isLoading, refetch } = useLegalTextsQuery();
  const [page, setPage] = useState<LegalPage>('terms');
  const [locale, setLocale] = useState<Locale>('en');
  const text = data?.texts.find((entry) => entry.page === page && entry.locale === locale);
  return (
    <Panel title={t('settings.legalTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.legalHelp')}
      </Typography>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.legalPlaceholders')}{' '}
          {data.placeholders.map((name) => (
            <Box key={name} component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.875em', mx: 0.5 }}>
              {`{${name}}`}
            </Box>
          ))}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Picker label={t('settings.legalPage')} value={page} onChange={setPage} minWidth={220}>
          {choicesOf(LEGAL_PAGES, (option) => t(PAGE_NAME[option]))}
        </Picker>
        <Picker label={t('settings.legalLanguage')} value={locale} onChange={setLocale} minWidth={160}>
          {choicesOf(LOCALES, languageOwnName, { ownLanguage: true })}
        </Picker>
      </Stack>
      {isLoading ? (
        <Loading />
      ) : text ? (
        // A new form for each page and language: nothing typed for one is saved as another.
        <LegalTextForm
          key={`${page}/${locale}`}
          text={text}
          viewAt={`${website}${localizedPath(legalPath(page), locale)}`}
        />
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
    </Panel>
  );
}

function LegalTextForm({ text, viewAt }: { text: AdminLegalText; viewAt: string }) {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const [save, { isLoading: saving }] = useSetLegalTextMutation();
  const confirming = useConfirming();
  const { page, locale } = text;
  const formik = useFormik({
    initialValues: { body: text.body },
    validationSchema: textSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(() => save({ page, locale, body: values.body }).unwrap(), helpers, ['body']);
      if (result) {
        helpers.resetForm({ values: { body: result.answer.body } });
        toast.success('settings.legalSaved');
      }
    },
  });
  const field = useFieldBinder(formik);
  const restore = async () => {
    const result = await submitCall(() => save({ page, locale, body: null }).unwrap(), formik, ['body']);
    confirming.close();
    if (result) {
      formik.resetForm({ values: { body: result.answer.body } });
      toast.success('settings.legalResetDone');
    }
  };
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('settings.legalText')}>
      <FormFailure formik={formik} />
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={text.edited ? 'primary' : 'default'}
          label={
            text.edited && text.updatedAt
              ? t('settings.legalEdited', { date: formats.dateTime(text.updatedAt) })
              : t('settings.legalDefault')
          }
        />
        <Link href={viewAt} target="_blank" rel="noopener" variant="body2">
          {t('settings.legalView')}
        </Link>
      </Stack>
      <TextField
        {...field('body')}
        label={`${t('settings.legalText')} (${languageOwnName(locale)})`}
        multiline
        minRows={12}
        maxRows={30}
        fullWidth
        slotProps={{ htmlInput: { lang: locale, dir: directionOf(locale), maxLength: LEGAL_TEXT_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting || !formik.dirty}>
          {t('settings.saveLegal')}
        </Button>
        {text.edited && (
          <Button variant="outlined" color="warning" onClick={confirming.ask} disabled={saving}>
            {t('settings.legalReset')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming.open}
        title={t('settings.legalReset')}
        text={t('settings.legalResetQuestion')}
        confirmLabel={t('settings.legalReset')}
        busy={saving}
        tone="primary"
        onConfirm={() => void restore()}
        onClose={confirming.close}
      />
    </form>
  );
}
