import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { type Failure, failureOf } from '../api/failure';
import { useT } from '../i18n/use-t';
import { useFailureText } from '../ui/failure-text';
import { useFieldBinder } from '../ui/form';
import { Panel } from '../ui/Panel';
import { galleryOf, type ProductFormValues } from './product-form';
import { useUploadPictureMutation } from './products-api';

/** The pictures a browser may send (the server reads these three). */
const ACCEPTED = 'image/jpeg,image/png,image/webp';

/**
 * The product's pictures: the main one and the gallery as addresses, each shown small, and an upload
 * that stores a picture on the shop (upright, without its metadata, rendered to the shop's widths) and
 * names it as the main picture when there is none yet, else at the end of the gallery.
 */
export function ProductPictures({ formik, readOnly }: { formik: FormikProps<ProductFormValues>; readOnly: boolean }) {
  const t = useT();
  const failureText = useFailureText();
  const field = useFieldBinder(formik);
  const [upload, uploading] = useUploadPictureMutation();
  const [failure, setFailure] = useState<Failure>();
  const shown = [formik.values.image.trim(), ...galleryOf(formik.values.images)].filter(Boolean);

  const add = async (file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    try {
      const { picture } = await upload(file).unwrap();
      if (!formik.values.image.trim()) await formik.setFieldValue('image', picture);
      else await formik.setFieldValue('images', [...galleryOf(formik.values.images), picture].join('\n'));
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <Panel title={t('products.pictures')}>
      <Stack spacing={2}>
        {shown.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {shown.map((picture, index) => (
              <Box
                key={`${picture}-${index}`}
                component="img"
                src={picture}
                alt={index === 0 ? t('products.image') : t('products.galleryPicture', { n: index })}
                loading="lazy"
                sx={{ width: 72, height: 72, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            ))}
          </Box>
        )}
        <TextField
          {...field('image')}
          label={t('products.image')}
          required
          disabled={readOnly}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          {...field('images')}
          label={t('products.gallery')}
          helperText={t('products.galleryHint')}
          multiline
          minRows={2}
          disabled={readOnly}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {!readOnly && (
          <Button
            component="label"
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            disabled={uploading.isLoading}
            sx={{ alignSelf: 'flex-start' }}
          >
            {uploading.isLoading ? t('products.uploading') : t('products.upload')}
            <input hidden type="file" accept={ACCEPTED} onChange={(event) => void add(event.target.files?.[0])} />
          </Button>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure.errors?.picture
              ? t('products.pictureRefused', { reason: failure.errors.picture })
              : failureText(failure)}
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}
