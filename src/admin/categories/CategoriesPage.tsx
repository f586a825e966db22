import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { object, string } from 'yup';
import { type CategoryRow, MAX_CATEGORY_NAME } from '../../universal/contracts/admin/categories';
import { languageName } from '../../universal/i18n/display-names';
import { DEFAULT_LOCALE, directionOf, type Locale, LOCALES } from '../../universal/i18n/locale';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';
import { FormFailure, useCallForm, useFieldBinder } from '../ui/form';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useToast } from '../ui/use-toast';
import {
  useCategoriesQuery,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useRenameCategoryMutation,
} from './categories-api';

type NamesValues = Record<Locale, string>;

const nameRule = string().trim().max(MAX_CATEGORY_NAME, 'validation.tooLong');
const namesSchema = object(
  Object.fromEntries(
    LOCALES.map((language) => [
      language,
      language === DEFAULT_LOCALE ? nameRule.required('validation.required') : nameRule,
    ]),
  ),
);

const noNames = (): NamesValues => Object.fromEntries(LOCALES.map((language) => [language, ''])) as NamesValues;

const namesOf = (row: CategoryRow): NamesValues => ({ ...noNames(), ...row.names });

/** What the form sends: English, and each other language given (one left empty reads English). */
function sentNames(values: NamesValues) {
  const names: Record<string, string> = {};
  for (const language of LOCALES) if (values[language].trim()) names[language] = values[language].trim();
  return names as { en: string } & Partial<Record<Locale, string>>;
}

/** A category's four names, each field in its language's direction. */
function NameFields({
  formik,
  id,
  placeholder,
}: {
  formik: ReturnType<typeof useNamesForm>;
  id: string;
  placeholder?: string;
}) {
  const t = useT();
  const { locale } = useAdminLocale();
  const field = useFieldBinder(formik);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      {LOCALES.map((language) => (
        <TextField
          key={language}
          {...field(language)}
          id={`${id}-${language}`}
          label={t('categories.nameIn', { language: languageName(language, locale) })}
          placeholder={language === DEFAULT_LOCALE ? placeholder : formik.values.en || placeholder}
          required={language === DEFAULT_LOCALE}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { lang: language, dir: directionOf(language), maxLength: MAX_CATEGORY_NAME } }}
        />
      ))}
    </Stack>
  );
}

function useNamesForm(initialValues: NamesValues, send: (values: NamesValues) => Promise<unknown>, done: () => void) {
  return useCallForm({
    initialValues,
    enableReinitialize: true,
    validationSchema: namesSchema,
    fields: LOCALES,
    send,
    done,
  });
}

/** A new category: its name in each language (the English one is its key, in lower case). */
function NewCategoryForm() {
  const t = useT();
  const toast = useToast();
  const [create] = useCreateCategoryMutation();
  const formik = useNamesForm(
    noNames(),
    (values) => create({ names: sentNames(values) }).unwrap(),
    () => {
      toast.success('categories.added');
      formik.resetForm();
    },
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="categories-new" sx={{ p: 2, mb: 2 }}>
      <Typography id="categories-new" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('categories.new')}
      </Typography>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <NameFields formik={formik} id="category-new" />
        <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ mt: 1.5 }}>
          {t('categories.add')}
        </Button>
      </form>
    </Paper>
  );
}

/** One category: its names to change, and Remove while no product is in it. */
function CategoryItem({ row }: { row: CategoryRow }) {
  const t = useT();
  const toast = useToast();
  const [rename] = useRenameCategoryMutation();
  const [remove, removing] = useDeleteCategoryMutation();
  const formik = useNamesForm(
    namesOf(row),
    (values) => rename({ key: row.key, names: sentNames(values) }).unwrap(),
    () => toast.success('categories.saved'),
  );
  const headingId = `category-${row.key.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 1.5 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <bdi>{row.key}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('categories.products', { count: row.products })}
      </Typography>
      <form noValidate onSubmit={formik.handleSubmit}>
        <FormFailure formik={formik} />
        <NameFields formik={formik} id={headingId} placeholder={row.key} />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button type="submit" variant="outlined" disabled={formik.isSubmitting || !formik.dirty}>
            {t('categories.save')}
          </Button>
          <Button
            color="error"
            disabled={row.products > 0 || removing.isLoading}
            aria-label={t('categories.remove', { category: row.key })}
            onClick={() =>
              void remove(row.key)
                .unwrap()
                .then(() => toast.success('categories.removed'))
                .catch(() => toast.error(t('categories.removeFailed')))
            }
          >
            {t('categories.removeShort')}
          </Button>
          {row.products > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('categories.inUse')}
            </Typography>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Categories (issue 52, area 3): the list the product editor picks from, each named in the shop's four
 * languages. Shoppers read the new names within a second; every change is in the audit trail.
 */
export default function CategoriesPage() {
  const t = useT();
  const { data, error, refetch } = useCategoriesQuery();
  return (
    <>
      <PageHeading>{t('categories.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('categories.intro')}
      </Typography>
      <NewCategoryForm />
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data?.rows.map((row) => (
        <CategoryItem key={row.key} row={row} />
      ))}
    </>
  );
}
