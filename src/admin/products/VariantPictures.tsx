import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import type { AdminProduct } from '../../universal/contracts/admin/products';
import { MAX_VARIANT_PICTURES, ownPictures } from '../../universal/validation/variant-pictures';
import { useT } from '../i18n/use-t';
import { Panel } from '../ui/Panel';
import { galleryOf, pictureOptionsOf, picturesOptionOf, type ProductFormValues } from './product-form';
import { picturesOfValue, tie, tieOf } from './variant-pictures';

const THUMB = 64;

/**
 * The pictures each value of an option shows first (decision 0130): for "navy", a checkbox per picture of
 * the product, named "Picture 2 for navy", in a group named after the value. Ticking one ties it to every
 * navy variant; the product page shows those first when navy is chosen, and a card under a Colour filter
 * shows the first of them. Shown once the product has an option with values.
 */
export function VariantPictures({
  formik,
  readOnly,
  loaded,
}: {
  formik: FormikProps<ProductFormValues>;
  readOnly: boolean;
  loaded: AdminProduct | undefined;
}) {
  const t = useT();
  const { values } = formik;
  const option = picturesOptionOf(values);
  if (!option) return null;
  const options = pictureOptionsOf(values.options);
  const main = values.image.trim();
  const pool = ownPictures({ image: main, images: galleryOf(values.images) }, loaded);
  // Numbered as the pictures panel numbers them: the main picture, then "Picture 1", "Picture 2"…
  const nameOf = (picture: string) => {
    const index = pool.indexOf(picture);
    return picture === main ? t('products.mainPicture') : t('products.galleryPicture', { n: main ? index : index + 1 });
  };
  const change = (value: string, picture: string, on: boolean) =>
    void formik.setFieldValue('variants', tie(values.variants, { key: option.key, value, picture, on }, pool));

  return (
    <Grid size={12}>
      <Panel title={t('products.variantPictures', { option: option.name })}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('products.variantPicturesHint')}
        </Typography>
        {options.length > 1 && (
          <TextField
            select
            size="small"
            label={t('products.picturesFollow')}
            value={option.key}
            onChange={(event) => void formik.setFieldValue('picturesBy', event.target.value)}
            disabled={readOnly}
            sx={{ minWidth: 200, mb: 2 }}
          >
            {options.map((known) => (
              <MenuItem key={known.key} value={known.key}>
                {known.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {pool.length === 0 ? (
          <Alert severity="info">{t('products.noPicturesYet')}</Alert>
        ) : (
          <Stack spacing={2}>
            {option.values.map((value) => {
              const shown = picturesOfValue(values.variants, option.key, value);
              const full = shown.length >= MAX_VARIANT_PICTURES;
              return (
                <Box
                  key={value}
                  component="fieldset"
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1.5, minWidth: 0 }}
                >
                  <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                    {value}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {pool.map((picture) => {
                      const state = tieOf(values.variants, option.key, value, picture);
                      const name = nameOf(picture);
                      return (
                        <Box
                          key={picture}
                          component="label"
                          sx={{
                            display: 'flex',
                            flexDirection: 'column',
                            alignItems: 'center',
                            width: THUMB + 16,
                            p: 0.5,
                            border: 1,
                            borderColor: state === 'none' ? 'divider' : 'primary.main',
                            borderRadius: 1,
                            cursor: readOnly ? 'default' : 'pointer',
                          }}
                        >
                          <Box
                            component="img"
                            src={picture}
                            alt=""
                            loading="lazy"
                            sx={{ width: THUMB, height: THUMB, objectFit: 'contain' }}
                          />
                          <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.2, mt: 0.5 }}>
                            {name}
                          </Typography>
                          <Checkbox
                            size="small"
                            checked={state === 'all'}
                            indeterminate={state === 'some'}
                            disabled={readOnly || (full && state === 'none')}
                            onChange={(event) => change(value, picture, event.target.checked)}
                            slotProps={{ input: { 'aria-label': t('products.tiePicture', { picture: name, value }) } }}
                          />
                        </Box>
                      );
                    })}
                  </Box>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {shown[0] === undefined
                      ? t('products.valueNone')
                      : t('products.valueFirst', { picture: nameOf(shown[0]) })}
                    {full && ` ${t('products.valueFull', { max: MAX_VARIANT_PICTURES })}`}
                  </Typography>
                </Box>
              );
            })}
          </Stack>
        )}
      </Panel>
    </Grid>
  );
}
