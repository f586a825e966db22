import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormik } from 'formik';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { visuallyHidden } from '../../browser-kit/visually-hidden';
import type { AdminMailWords, MailPreview } from '../../universal/contracts/admin/mail-words';
import { languageOwnName } from '../../universal/i18n/display-names';
import { directionOf, isLocale, type Locale, LOCALES } from '../../universal/i18n/locale';
import {
  isMailWordsKind,
  MAIL_PLACEHOLDERS,
  MAIL_WORDS_KINDS,
  MAIL_WORDS_LIMITS,
  type MailPlaceholder,
  type MailWords,
  type MailWordsKind,
  mailWordsSchema,
} from '../../universal/mail-words';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { choicesOf } from '../ui/choices';
import { ConfirmDialog, useConfirming } from '../ui/ConfirmDialog';
import { FormFailure, submitCall, useFieldBinder } from '../ui/form';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { Picker } from '../ui/Picker';
import { useToast } from '../ui/use-toast';
import {
  useMailWordsQuery,
  usePreviewMailWordsMutation,
  useResetMailWordsMutation,
  useSetMailWordsMutation,
  useTestMailWordsMutation,
} from './mail-words-api';

const KIND_NAME: Readonly<Record<MailWordsKind, AdminMessageId>> = {
  confirmation: 'mailWords.kind.confirmation',
  shipped: 'mailWords.kind.shipped',
  delivered: 'mailWords.kind.delivered',
  returnApproved: 'mailWords.kind.returnApproved',
  refunded: 'mailWords.kind.refunded',
};

const KIND_WHEN: Readonly<Record<MailWordsKind, AdminMessageId>> = {
  confirmation: 'mailWords.when.confirmation',
  shipped: 'mailWords.when.shipped',
  delivered: 'mailWords.when.delivered',
  returnApproved: 'mailWords.when.returnApproved',
  refunded: 'mailWords.when.refunded',
};

const PLACEHOLDER_MEANS: Readonly<Record<MailPlaceholder, AdminMessageId>> = {
  orderNumber: 'mailWords.placeholder.orderNumber',
  name: 'mailWords.placeholder.name',
  shopName: 'mailWords.placeholder.shopName',
};

const FIELDS = ['subject', 'body'] as const;

/** The shared rule's placeholder problem (`mailWords.unknown:firstName`), from the form or the server. */
const PROBLEM = /^mailWords\.(unknown|missing):(.*)$/s;

/** A placeholder as written in a text: in braces, left to right whatever the page's direction. */
function Braced({ name }: { name: string }) {
  return (
    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.875em', whiteSpace: 'nowrap' }}>
      {`{${name}}`}
    </Box>
  );
}

/**
 * /admin/mail-words (owners, issue 52 §4, decision 0123): the subject and opening words of the shop's main
 * mails, one mail in one language at a time (a link may name them, ?mail=shipped&language=ar; a choice
 * stays on the page: writing it to the address left the select's closing menu over the page in a browser
 * test); the owner's words or the default, checked by the shared rules, previewed on a sample order, sent
 * as a test to the owner, saved or given back their default, each change audited.
 */
export default function MailWordsPage() {
  const t = useT();
  const { locale: consoleLocale } = useAdminLocale();
  const [search] = useSearchParams();
  const { data, error, isLoading, refetch } = useMailWordsQuery();
  const [kind, setKind] = useState<MailWordsKind>(() => {
    const asked = search.get('mail');
    return isMailWordsKind(asked) ? asked : 'confirmation';
  });
  // The words of the console's language first: an owner writing in Arabic edits the Arabic mails.
  const [locale, setLocale] = useState<Locale>(() => {
    const asked = search.get('language');
    return isLocale(asked) ? asked : consoleLocale;
  });
  const words = data?.words.find((entry) => entry.kind === kind && entry.locale === locale);

  return (
    <>
      <PageHeading>{t('mailWords.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('mailWords.intro')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="mail-words-placeholders">
        {t('mailWords.placeholders')}
      </Typography>
      <Box component="ul" aria-labelledby="mail-words-placeholders" sx={{ mt: 0.5, mb: 2, ps: 3 }}>
        {MAIL_PLACEHOLDERS.map((name) => (
          <Typography key={name} component="li" variant="body2" color="text.secondary">
            <Braced name={name} /> {t(PLACEHOLDER_MEANS[name])}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <Picker label={t('mailWords.mail')} value={kind} onChange={setKind} minWidth={220}>
          {choicesOf(MAIL_WORDS_KINDS, (option) => t(KIND_NAME[option]))}
        </Picker>
        <Picker label={t('mailWords.language')} value={locale} onChange={setLocale} minWidth={160}>
          {choicesOf(LOCALES, languageOwnName, { ownLanguage: true })}
        </Picker>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(KIND_WHEN[kind])}
      </Typography>
      {isLoading ? (
        <Loading />
      ) : words ? (
        // A new form for each mail and language: nothing typed for one is saved, previewed or sent as another.
        <MailWordsForm key={`${kind}/${locale}`} words={words} />
      ) : data ? (
        <Alert severity="info" role="status">
          {t('mailWords.none')}
        </Alert>
      ) : (
        <LoadFailure error={error} onRetry={() => void refetch()} />
      )}
    </>
  );
}

function MailWordsForm({ words }: { words: AdminMailWords }) {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const { kind, locale } = words;
  const [save] = useSetMailWordsMutation();
  const [reset, resetting] = useResetMailWordsMutation();
  const [preview, previewing] = usePreviewMailWordsMutation();
  const [sendTest, testing] = useTestMailWordsMutation();
  const confirming = useConfirming();
  const [shown, setShown] = useState<{ mail: MailPreview; words: MailWords } | undefined>();
  const formik = useFormik<MailWords>({
    initialValues: { subject: words.subject, body: words.body },
    validationSchema: mailWordsSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(() => save({ kind, locale, ...values }).unwrap(), helpers, FIELDS);
      if (result) {
        helpers.resetForm({ values: { subject: result.answer.subject, body: result.answer.body } });
        toast.success('mailWords.saved');
      }
    },
  });
  const field = useFieldBinder(formik);
  const busy = formik.isSubmitting || previewing.isLoading || testing.isLoading || resetting.isLoading;

  /** The words as typed once the shared rules accept them; else each field shows what is wrong. */
  const checked = async (): Promise<MailWords | undefined> => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) return formik.values;
    await formik.setTouched({ subject: true, body: true }, false);
    return undefined;
  };
  const showPreview = async () => {
    const values = await checked();
    if (!values) return;
    const result = await submitCall(() => preview({ kind, locale, ...values }).unwrap(), formik, FIELDS);
    if (result) setShown({ mail: result.answer, words: values });
  };
  const mailTest = async () => {
    const values = await checked();
    if (!values) return;
    const result = await submitCall(() => sendTest({ kind, locale, ...values }).unwrap(), formik, FIELDS);
    if (result) toast.success('mailWords.testSent', { email: result.answer.to });
  };
  const restore = async () => {
    const result = await submitCall(() => reset({ kind, locale }).unwrap(), formik, FIELDS);
    confirming.close();
    if (result) {
      formik.resetForm({ values: { subject: result.answer.subject, body: result.answer.body } });
      setShown(undefined);
      toast.success('mailWords.resetDone');
    }
  };

  /** A field bound to the form, its placeholder problem worded for people (`{firstName}` named). */
  const bound = (name: (typeof FIELDS)[number]) => {
    const binding = field(name);
    const error = getIn(formik.touched, name) ? (getIn(formik.errors, name) as string | undefined) : undefined;
    const problem = error === undefined ? null : PROBLEM.exec(error);
    if (!problem) return binding;
    const [, code, placeholder = ''] = problem;
    return {
      ...binding,
      helperText: t(code === 'unknown' ? 'mailWords.unknown' : 'mailWords.missing', {
        placeholder: `{${placeholder}}`,
      }),
    };
  };
  const body = bound('body');
  const text = { lang: locale, dir: directionOf(locale) };
  const stale =
    shown !== undefined && (shown.words.subject !== formik.values.subject || shown.words.body !== formik.values.body);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <form noValidate onSubmit={formik.handleSubmit} aria-label={t('mailWords.form')}>
            <FormFailure formik={formik} />
            <Chip
              size="small"
              variant="outlined"
              color={words.edited ? 'primary' : 'default'}
              sx={{ mb: 2 }}
              label={
                words.edited && words.updatedAt
                  ? t('mailWords.edited', { date: formats.dateTime(words.updatedAt) })
                  : t('mailWords.default')
              }
            />
            <Stack spacing={2}>
              <TextField
                {...bound('subject')}
                label={t('mailWords.subject')}
                required
                fullWidth
                slotProps={{ htmlInput: { ...text, maxLength: MAIL_WORDS_LIMITS.subject } }}
              />
              <TextField
                {...body}
                helperText={body.helperText ?? t('mailWords.bodyHelp')}
                label={t('mailWords.body')}
                required
                multiline
                minRows={8}
                maxRows={24}
                fullWidth
                slotProps={{ htmlInput: { ...text, maxLength: MAIL_WORDS_LIMITS.body } }}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={busy || !formik.dirty}>
                {t('mailWords.save')}
              </Button>
              <Button variant="outlined" onClick={() => void showPreview()} disabled={busy}>
                {t('mailWords.preview')}
              </Button>
              <Button variant="outlined" onClick={() => void mailTest()} disabled={busy}>
                {t('mailWords.test')}
              </Button>
              {words.edited && (
                <Button variant="text" color="warning" onClick={confirming.ask} disabled={busy}>
                  {t('mailWords.reset')}
                </Button>
              )}
            </Stack>
          </form>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <PreviewPanel shown={shown?.mail} stale={stale} locale={locale} />
      </Grid>
      <ConfirmDialog
        open={confirming.open}
        title={t('mailWords.reset')}
        text={t('mailWords.resetQuestion')}
        confirmLabel={t('mailWords.reset')}
        busy={resetting.isLoading}
        tone="primary"
        onConfirm={() => void restore()}
        onClose={confirming.close}
      />
    </Grid>
  );
}

/**
 * The server's preview: its subject, the HTML part in a sandboxed frame (no script runs, no link leaves
 * the console), and the plain-text part; screen readers are told when it shows the words above.
 */
function PreviewPanel({ shown, stale, locale }: { shown?: MailPreview; stale: boolean; locale: Locale }) {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<'html' | 'text'>('html');
  const tabs = [
    ['html', t('mailWords.previewHtml')],
    ['text', t('mailWords.previewText')],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('mailWords.previewTitle')}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {shown && !stale ? t('mailWords.previewReady') : ''}
      </Box>
      {shown ? (
        <>
          {stale && (
            <Alert severity="info" role="status" sx={{ mb: 1 }}>
              {t('mailWords.previewStale')}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('mailWords.previewNote')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('mailWords.previewSubject')}:{' '}
            <Box component="bdi" lang={locale} sx={{ fontWeight: 600 }}>
              {shown.subject}
            </Box>
          </Typography>
          <Tabs
            value={tab}
            onChange={(_event, value: 'html' | 'text') => setTab(value)}
            aria-label={t('mailWords.previewTitle')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
          >
            {tabs.map(([value, label]) => (
              <Tab
                key={value}
                value={value}
                label={label}
                id={`${id}-${value}`}
                aria-controls={`${id}-${value}-panel`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${id}-html-panel`} aria-labelledby={`${id}-html`} hidden={tab !== 'html'}>
            <Box
              component="iframe"
              // No permission at all: the mail's HTML runs nothing and opens nothing, whatever it holds.
              sandbox=""
              srcDoc={shown.html}
              title={t('mailWords.previewFrame')}
              sx={{ display: 'block', width: '100%', height: { xs: 560, md: 680 }, border: 0 }}
            />
          </Box>
          <Box
            role="tabpanel"
            id={`${id}-text-panel`}
            aria-labelledby={`${id}-text`}
            hidden={tab !== 'text'}
            // Nothing in it takes the focus: the panel does, so the keyboard can scroll a long text.
            tabIndex={0}
          >
            <Box
              component="pre"
              lang={locale}
              dir={directionOf(locale)}
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: 'monospace',
                fontSize: '0.8125rem',
                maxHeight: 680,
                overflow: 'auto',
              }}
            >
              {shown.text}
            </Box>
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('mailWords.previewFirst')}
        </Typography>
      )}
    </Paper>
  );
}
