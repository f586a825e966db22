import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { StateChip } from './StateChip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { type FormikProps, useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ROLES_FOR } from '../../universal/staff-roles';
import { directionOf } from '../../universal/i18n/locale';
import { languageName } from '../../universal/i18n/display-names';
import type { AdminProduct } from '../../universal/contracts/admin/products';
import { type Failure, failureOf } from '../api/failure';
import { useAdminSelector } from '../hooks';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import { useT } from '../i18n/use-t';
import { mayUse } from '../layout/sections';
import { BackLink, DetailPage } from '../ui/DetailPage';
import { useFailureText } from '../ui/failure-text';
import { useFieldBinder } from '../ui/form';
import { PageHeading } from '../ui/PageHeading';
import { OptionWordsFields } from './OptionWordsFields';
import { CategoryField, SeoFields } from './SeoAndCategoryFields';
import { ProductPictures } from './ProductPictures';
import { Panel } from '../ui/Panel';
import { useToast } from '../ui/use-toast';
import {
  EMPTY_PRODUCT,
  formOf,
  inputOf,
  keyOf,
  MAX_OPTIONS,
  noOptionWords,
  OTHER_LANGUAGES,
  type OptionValues,
  picturesOptionOf,
  type ProductFormValues,
  productSchema,
  variantsFor,
} from './product-form';
import { VariantPictures } from './VariantPictures';
import {
  useCreateProductMutation,
  useProductQuery,
  usePublishProductMutation,
  useUpdateProductMutation,
} from './products-api';
import { productsPath } from './paths';
import { PlainTable } from '../ui/PlainTable';

/** The options and the variants they make: changing an option's values makes the rows again (variantsFor). */
function OptionsAndVariants({ formik, readOnly }: { formik: FormikProps<ProductFormValues>; readOnly: boolean }) {
  const t = useT();
  const field = useFieldBinder(formik);
  const { options, variants } = formik.values;
  // New rows take the pictures of their colour (or whichever option the pictures follow).
  const picturesBy = picturesOptionOf(formik.values)?.key;
  const setOptions = (next: OptionValues[]) => {
    void formik.setValues({
      ...formik.values,
      options: next,
      variants: variantsFor(next, variants, picturesBy),
      picturesBy: picturesBy ?? '',
    });
  };
  const rename = (index: number, name: string, isNew: boolean) => {
    const option = options[index] as OptionValues;
    const key = isNew ? keyOf(name) : option.key;
    const next = options.map((known, at) => (at === index ? { ...known, name, key } : known));
    const moved = variants.map((variant) => {
      const { [option.key]: value, ...rest } = variant.options;
      return value === undefined ? variant : { ...variant, options: { ...rest, [key]: value } };
    });
    const followed = picturesBy === option.key ? key : (picturesBy ?? '');
    void formik.setValues({
      ...formik.values,
      options: next,
      variants: variantsFor(next, moved, followed),
      picturesBy: followed,
    });
  };
  const label = (chosen: Record<string, string>) =>
    options
      .map((option) => chosen[option.key])
      .filter(Boolean)
      .join(' / ') || t('products.onlyVariant');
  const errorText = (text: string | undefined) => (text ? t(text as Parameters<typeof t>[0]) : undefined);
  const listError = typeof formik.errors.variants === 'string' ? formik.errors.variants : undefined;

  return (
    <Panel title={t('products.variants')}>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {options.map((option, index) => {
          const isNew = !formik.initialValues.options.some((known) => known.key === option.key);
          return (
            <Stack
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                {...field(`options.${index}.name` as never)}
                onChange={(event) => rename(index, event.target.value, isNew)}
                label={t('products.optionName')}
                size="small"
                disabled={readOnly}
                required
              />
              <TextField
                {...field(`options.${index}.values` as never)}
                onChange={(event) =>
                  setOptions(
                    options.map((known, at) => (at === index ? { ...known, values: event.target.value } : known)),
                  )
                }
                label={t('products.optionValues')}
                helperText={
                  (field(`options.${index}.values` as never).helperText as string | undefined) ??
                  t('products.optionValuesHint')
                }
                size="small"
                disabled={readOnly}
                required
                sx={{ flex: 1 }}
              />
              {!readOnly && (
                <IconButton
                  aria-label={t('products.removeOption', { name: option.name || index + 1 })}
                  onClick={() => setOptions(options.filter((_, at) => at !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          );
        })}
        {!readOnly && options.length < MAX_OPTIONS && (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setOptions([
                  ...options,
                  { key: `option-${options.length + 1}`, name: '', values: '', words: noOptionWords() },
                ])
              }
            >
              {t('products.addOption')}
            </Button>
          </Box>
        )}
      </Stack>
      {listError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText(listError)}
        </Alert>
      )}
      <PlainTable
        label={t('products.variants')}
        headings={[
          t('products.variant'),
          t('products.sku'),
          t('products.price'),
          t('products.listPrice'),
          t('products.stock'),
        ]}
        rows={variants}
        rowKey={(_variant, index) => index}
        cells={(variant, index) => {
          const name = label(variant.options);
          const cell = (
            key: 'sku' | 'price' | 'listPrice' | 'stock',
            width: number,
            inputMode?: 'decimal' | 'numeric',
          ) => (
            <TableCell>
              <TextField
                {...field(`variants.${index}.${key}` as never)}
                size="small"
                disabled={readOnly}
                sx={{ width }}
                slotProps={{
                  htmlInput: {
                    'aria-label': `${t(`products.${key}`)}, ${name}`,
                    dir: 'ltr',
                    ...(inputMode ? { inputMode } : {}),
                  },
                }}
              />
            </TableCell>
          );
          return (
            <>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {cell('sku', 180)}
              {cell('price', 110, 'decimal')}
              {cell('listPrice', 110, 'decimal')}
              {cell('stock', 100, 'numeric')}
            </>
          );
        }}
        frame="container"
      />
    </Panel>
  );
}

/** What the server said was wrong with the product as a whole: its reason, in the import's words. */
function SaveFailure({ failure }: { failure: Failure | undefined }) {
  const t = useT();
  const failureText = useFailureText();
  if (!failure) return null;
  const reason = failure.errors?.product;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {reason ? t('products.refused', { reason }) : failureText(failure)}
    </Alert>
  );
}

function ProductForm({ product }: { product?: AdminProduct }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const role = useAdminSelector((state) => state.session.staff?.role);
  const readOnly = !role || !mayUse(role, ROLES_FOR.catalogue);
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const [publish, publishing] = usePublishProductMutation();
  const [failure, setFailure] = useState<Failure>();

  const formik = useFormik<ProductFormValues>({
    initialValues: product ? formOf(product) : EMPTY_PRODUCT,
    enableReinitialize: true,
    validationSchema: productSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      const input = inputOf(values, product);
      try {
        if (product) {
          await update({ id: product.id, input }).unwrap();
          toast.success('products.saved');
        } else {
          const made = await create(input).unwrap();
          toast.success('products.draftMade');
          void navigate(productsPath.one(made.id), { replace: true });
        }
      } catch (error) {
        setFailure(failureOf(error));
      }
    },
  });
  const field = useFieldBinder(formik);
  const goLive = async () => {
    if (!product) return;
    setFailure(undefined);
    try {
      if (formik.dirty) await update({ id: product.id, input: inputOf(formik.values, product) }).unwrap();
      await publish(product.id).unwrap();
      toast.success('products.published');
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={t('products.editor')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <PageHeading>{product ? product.title : t('products.new')}</PageHeading>
        {product && <StateChip state={product.state} />}
        {product?.state === 'published' && (
          <Link href={`/product/${product.id}`} target="_blank" rel="noopener">
            {t('products.viewOnShop')}
          </Link>
        )}
      </Stack>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('products.readOnly')}
        </Alert>
      )}
      {product && product.state !== 'published' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(product.state === 'draft' ? 'products.draftHint' : 'products.unpublishedHint')}
        </Alert>
      )}
      <SaveFailure failure={failure} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel title={t('products.details')}>
            <Stack spacing={2}>
              <TextField {...field('title')} label={t('products.title')} required disabled={readOnly} />
              <TextField
                {...field('description')}
                label={t('products.description')}
                multiline
                minRows={3}
                disabled={readOnly}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <CategoryField formik={formik} readOnly={readOnly} />
                <TextField {...field('brand')} label={t('products.brand')} disabled={readOnly} fullWidth />
              </Stack>
            </Stack>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProductPictures formik={formik} readOnly={readOnly} />
        </Grid>
        <Grid size={12}>
          <OptionsAndVariants formik={formik} readOnly={readOnly} />
        </Grid>
        <VariantPictures formik={formik} readOnly={readOnly} loaded={product} />
        <Grid size={12}>
          <SeoFields formik={formik} readOnly={readOnly} />
        </Grid>
        <Grid size={12}>
          <Panel title={t('products.languages')}>
            <Grid container spacing={2}>
              {OTHER_LANGUAGES.map((language) => (
                <Grid key={language} size={{ xs: 12, md: 4 }}>
                  <Stack spacing={1} lang={language} dir={directionOf(language)}>
                    <TextField
                      {...field(`texts.${language}.title` as never)}
                      label={`${t('products.title')} (${languageName(language, locale)})`}
                      disabled={readOnly}
                      size="small"
                    />
                    <TextField
                      {...field(`texts.${language}.description` as never)}
                      label={`${t('products.description')} (${languageName(language, locale)})`}
                      multiline
                      minRows={2}
                      disabled={readOnly}
                      size="small"
                    />
                    <OptionWordsFields
                      formik={formik}
                      language={language}
                      languageName={languageName(language, locale)}
                      readOnly={readOnly}
                    />
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Panel>
        </Grid>
      </Grid>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {product ? t('products.save') : t('products.saveDraft')}
          </Button>
          {product && product.state !== 'published' && (
            <Button variant="outlined" color="success" onClick={() => void goLive()} disabled={publishing.isLoading}>
              {t('products.publish')}
            </Button>
          )}
        </Stack>
      )}
    </form>
  );
}

/** /admin/products/new and /admin/products/:id: the product editor. */
export default function ProductEditorPage() {
  const t = useT();
  const { id } = useParams();
  const productId = Number(id);
  const known = Number.isInteger(productId) && productId > 0;
  const query = useProductQuery(productId, { skip: !known });
  if (!known) {
    return (
      <>
        <BackLink to={productsPath.list} label={t('products.back')} />
        <ProductForm />
      </>
    );
  }
  return (
    <DetailPage
      backTo={productsPath.list}
      backLabel={t('products.back')}
      pendingTitle={t('products.pending')}
      query={query}
    >
      {(product) => <ProductForm key={product.id} product={product} />}
    </DetailPage>
  );
}
