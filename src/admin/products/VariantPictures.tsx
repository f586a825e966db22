import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import type { AdminProduct } from '../../universal/contracts/admin/products';
import { MAX_VARIANT_PICTURES, ownPictures } from '../../universal/validation/variant-pictures';
import { DEFAULT_LOCALE } from '../../universal/i18n/locale';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';
import { Panel } from '../ui/Panel';
import { galleryOf, pictureOptionsOf, picturesOptionOf, type ProductFormValues } from './product-form';
import { type PictureOption, picturesOfValue, putFirst, tie, tieOf } from './variant-pictures';

/** A picture's thumbnail: four to a row in a phone's group, larger from a tablet up. */
const THUMB = { xs: 48, sm: 64 };
const TILE = { xs: 68, sm: 84 };

/**
 * One picture in a value's group: its thumbnail, its number and a checkbox, all one label; once every
 * variant of the value shows it, a star that puts it first (filled on the first).
 */
function PictureTile(props: {
  picture: string;
  name: string;
  value: string;
  state: 'all' | 'some' | 'none';
  first: boolean;
  disabled: boolean;
  readOnly: boolean;
  onTie: (on: boolean) => void;
  onFirst: () => void;
}) {
  const t = useT();
  const { name, value, state, first } = props;
  return (
    <Box
      sx={{
        position: 'relative',
        width: TILE,
        border: 1,
        borderColor: state === 'none' ? 'divider' : 'primary.main',
        borderRadius: 1,
      }}
    >
      <Box
        component="label"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          p: 0.5,
          cursor: props.readOnly ? 'default' : 'pointer',
        }}
      >
        <Box
          component="img"
          src={props.picture}
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
          disabled={props.disabled}
          onChange={(event) => props.onTie(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('products.tiePicture', { picture: name, value }) } }}
          sx={{ p: 0.5 }}
        />
      </Box>
      {state === 'all' && (
        <IconButton
          size="small"
          aria-label={t('products.pictureFirst', { picture: name, value })}
          aria-pressed={first}
          disabled={props.readOnly}
          onClick={props.onFirst}
          sx={{
            position: 'absolute',
            top: 2,
            insetInlineEnd: 2,
            p: 0.25,
            bgcolor: 'background.paper',
            color: first ? 'warning.dark' : 'text.secondary',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          {first ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}

/**
 * The pictures each value of an option shows first (decision 0130): for "navy", a checkbox per picture of
 * the product, named "Picture 2 for navy", in a group named after the value. Ticking one ties it to every
 * navy variant, after those it shows already; a ticked picture's star puts it first. The product page shows
 * them first, in that order, when navy is chosen, and a card under a Colour filter shows the first. Shown
 * once the product has an option with values.
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
  const intl = useIntl();
  const { locale } = useAdminLocale();
  const { values } = formik;
  const option = picturesOptionOf(values);
  if (!option) return null;
  const options = pictureOptionsOf(values.options);
  // Named in the console's language where the product names its options in it (decision 0093), else as typed.
  const words = (key: string) =>
    locale === DEFAULT_LOCALE ? undefined : values.options.find((known) => known.key === key)?.words[locale];
  const optionName = (known: PictureOption) => words(known.key)?.name.trim() || known.name;
  const valueName = (value: string) => words(option.key)?.labels[value]?.trim() || value;
  const main = values.image.trim();
  const pool = ownPictures({ image: main, images: galleryOf(values.images) }, loaded);
  // Numbered as the pictures panel numbers them: the main picture, then "Picture 1", "Picture 2"…
  const nameOf = (picture: string) => {
    const index = pool.indexOf(picture);
    return picture === main ? t('products.mainPicture') : t('products.galleryPicture', { n: main ? index : index + 1 });
  };
  const change = (value: string, picture: string, on: boolean) =>
    void formik.setFieldValue('variants', tie(values.variants, { key: option.key, value, picture, on }, pool));
  const putAtFront = (value: string, picture: string) =>
    void formik.setFieldValue('variants', putFirst(values.variants, { key: option.key, value, picture }));

  return (
    <Grid size={12}>
      <Panel title={t('products.variantPictures', { option: optionName(option) })}>
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
                {optionName(known)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {pool.length === 0 ? (
          <Alert severity="info">{t('products.noPicturesYet')}</Alert>
        ) : (
          <Grid container spacing={2}>
            {option.values.map((value) => {
              const shown = picturesOfValue(values.variants, option.key, value);
              const full = shown.length >= MAX_VARIANT_PICTURES;
              return (
                <Grid
                  key={value}
                  size={{ xs: 12, lg: 6 }}
                  component="fieldset"
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1.5, minWidth: 0 }}
                >
                  <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                    {valueName(value)}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {pool.map((picture) => {
                      const state = tieOf(values.variants, option.key, value, picture);
                      return (
                        <PictureTile
                          key={picture}
                          picture={picture}
                          name={nameOf(picture)}
                          value={valueName(value)}
                          state={state}
                          first={shown[0] === picture}
                          disabled={readOnly || (full && state === 'none')}
                          readOnly={readOnly}
                          onTie={(on) => change(value, picture, on)}
                          onFirst={() => putAtFront(value, picture)}
                        />
                      );
                    })}
                  </Box>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {shown.length === 0
                      ? t('products.valueNone')
                      : t('products.valueOrder', { pictures: intl.formatList(shown.map(nameOf)) })}
                    {full && ` ${t('products.valueFull', { max: MAX_VARIANT_PICTURES })}`}
                  </Typography>
                </Grid>
              );
            })}
          </Grid>
        )}
      </Panel>
    </Grid>
  );
}
