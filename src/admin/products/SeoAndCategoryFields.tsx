import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../universal/seo-limits';
import { languageName } from '../../universal/i18n/display-names';
import { directionOf, LOCALES } from '../../universal/i18n/locale';
import { useCategoriesQuery } from '../categories/categories-api';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';
import { useFieldBinder } from '../ui/form';
import { Panel } from '../ui/Panel';
import type { ProductFormValues } from './product-form';

type Form = { formik: FormikProps<ProductFormValues>; readOnly: boolean };

/** The product's category, picked from the managed list (Categories): each named by its English name. */
export function CategoryField({ formik, readOnly }: Form) {
  const t = useT();
  const field = useFieldBinder(formik);
  const { data } = useCategoriesQuery();
  const rows = data?.rows ?? [];
  const current = formik.values.category;
  const keys = rows.map((row) => row.key);
  const choices = current && !keys.includes(current) ? [...keys, current] : keys;
  const nameOf = (key: string) => rows.find((row) => row.key === key)?.names.en ?? key;
  return (
    <TextField {...field('category')} select label={t('products.category')} required disabled={readOnly} fullWidth>
      {choices.map((key) => (
        <MenuItem key={key} value={key}>
          <bdi>{nameOf(key)}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The product page's <title> and meta description in each shop language, with their length (decision 0125). */
export function SeoFields({ formik, readOnly }: Form) {
  const t = useT();
  const { locale } = useAdminLocale();
  const field = useFieldBinder(formik);
  const count = (text: string, max: number) => t('products.seoCount', { count: text.trim().length, max });
  return (
    <Panel title={t('products.seo')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('products.seoIntro')}
      </Typography>
      <Grid container spacing={2}>
        {LOCALES.map((language) => {
          const own = formik.values.seo[language];
          const title = field(`seo.${language}.title` as never);
          const description = field(`seo.${language}.description` as never);
          const named = languageName(language, locale);
          return (
            <Grid key={language} size={{ xs: 12, md: 6, lg: 3 }}>
              <Stack spacing={1} lang={language} dir={directionOf(language)}>
                <TextField
                  {...title}
                  label={t('products.seoTitle', { language: named })}
                  helperText={title.helperText ?? count(own.title, SEO_TITLE_MAX)}
                  disabled={readOnly}
                  size="small"
                />
                <TextField
                  {...description}
                  label={t('products.seoDescription', { language: named })}
                  helperText={description.helperText ?? count(own.description, SEO_DESCRIPTION_MAX)}
                  multiline
                  minRows={2}
                  disabled={readOnly}
                  size="small"
                />
              </Stack>
            </Grid>
          );
        })}
      </Grid>
    </Panel>
  );
}
