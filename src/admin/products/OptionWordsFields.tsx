import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useT } from '../i18n/use-t';
import { type OptionValues, type OtherLanguage, type ProductFormValues, valuesOf } from './product-form';

/** What the import allows a name of an option or a value (variant-records.ts). */
const NAME_MAX = 60;

/**
 * The options' and their values' names in one other language, under that language's title and
 * description: "Colour" and "Sand" become "اللون" and "رملي" on the Arabic product page, cart and order.
 * A field left empty shows the English name, which is its placeholder.
 */
export function OptionWordsFields({
  formik,
  language,
  languageName,
  readOnly,
}: {
  formik: FormikProps<ProductFormValues>;
  language: OtherLanguage;
  languageName: string;
  readOnly: boolean;
}) {
  const t = useT();
  const named = formik.values.options.filter((option) => option.name.trim() && valuesOf(option).length > 0);
  if (named.length === 0) return null;
  // A whole option is set at once: a value may hold a dot, which a Formik path would read as a step.
  const change = (option: OptionValues, words: Partial<OptionValues['words'][OtherLanguage]>) => {
    const index = formik.values.options.indexOf(option);
    const next = { ...option, words: { ...option.words, [language]: { ...option.words[language], ...words } } };
    void formik.setFieldValue(`options.${index}`, next);
  };
  const common = {
    size: 'small',
    disabled: readOnly,
    slotProps: { htmlInput: { maxLength: NAME_MAX } },
  } as const;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('products.optionWords', { language: languageName })}
      </Typography>
      {named.map((option) => {
        const own = option.words[language];
        return (
          <Stack key={option.key} spacing={1}>
            <TextField
              {...common}
              label={t('products.optionNameIn', { option: option.name.trim(), language: languageName })}
              placeholder={option.name.trim()}
              value={own.name}
              onChange={(event) => change(option, { name: event.target.value })}
            />
            <Grid container spacing={1}>
              {valuesOf(option).map((value) => (
                <Grid key={value} size={6}>
                  <TextField
                    {...common}
                    fullWidth
                    label={value}
                    slotProps={{
                      htmlInput: {
                        maxLength: NAME_MAX,
                        'aria-label': t('products.valueNameIn', {
                          option: option.name.trim(),
                          value,
                          language: languageName,
                        }),
                      },
                    }}
                    placeholder={value}
                    value={own.labels[value] ?? ''}
                    onChange={(event) => change(option, { labels: { ...own.labels, [value]: event.target.value } })}
                  />
                </Grid>
              ))}
            </Grid>
          </Stack>
        );
      })}
      <Typography variant="caption" color="text.secondary">
        {t('products.optionWordsHint')}
      </Typography>
    </Stack>
  );
}
