import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  FormControl,
  FormHelperText,
  FormLabel,
  Link,
  Paper,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useChangeFailureToast } from '../../../browser-kit/api/change-failure';
import { selectUser } from '../../../browser-kit/session';
import { useToast } from '../../../browser-kit/toast';
import { fieldProps } from '../../../browser-kit/ui/formik-field';
import { ValidationText } from '../../../browser-kit/ui/ValidationText';
import { useDocumentTitle } from '../../../browser-kit/use-document-title';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import { initialsOf, REVIEW_LIMITS } from '../../../universal/validation/review-rules';
import { catalogueApi, useGetProductQuery } from '../../../entities/product';
import { useDeleteReviewMutation, useGetMyReviewQuery, useSaveReviewMutation } from '../reviews-api';

interface FormValues {
  stars: number | null;
  title: string;
  text: string;
  displayName: string;
}

const validateReview = schemaOnDemand<FormValues>(() =>
  import('../../../universal/validation/review-schema').then((rules) => rules.reviewSchema),
);

/** /review/:productId: write or edit one's review of a product received (Formik + the shared yup schema). */
export default function WriteReviewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const toast = useToast();
  const showFailure = useChangeFailureToast();
  const productId = Number(useParams().productId);
  const user = useSelector(selectUser);
  const product = useGetProductQuery(productId);
  const mine = useGetMyReviewQuery(productId);
  const [saveReview] = useSaveReviewMutation();
  const [deleteReview, deleting] = useDeleteReviewMutation();
  useDocumentTitle(
    product.data
      ? intl.formatMessage({ id: 'review.form.documentTitle' }, { title: product.data.title })
      : intl.formatMessage({ id: 'review.form.title' }),
  );
  const existing = mine.data?.review ?? null;

  /** The product's rating changed everywhere: cards and lists fetch it anew. */
  const backToProduct = () => {
    dispatch(catalogueApi.util.resetApiState());
    void navigate(`/product/${productId}`);
  };

  const formik = useFormik<FormValues>({
    enableReinitialize: true,
    initialValues: {
      stars: existing?.stars ?? null,
      title: existing?.title ?? '',
      text: existing?.text ?? '',
      displayName: existing && existing.reviewer !== initialsOf(user?.name ?? '') ? existing.reviewer : '',
    },
    validate: validateReview,
    onSubmit: async (values) => {
      const result = await saveReview({
        productId,
        review: {
          stars: values.stars ?? 0,
          title: values.title.trim(),
          text: values.text.trim(),
          displayName: values.displayName.trim(),
        },
      });
      if ('data' in result) {
        toast.success('review.form.saved');
        backToProduct();
      } else showFailure(result.error, 'review.form.failed');
    },
  });

  async function remove() {
    const result = await deleteReview(productId);
    if ('data' in result) {
      toast.success('review.form.deleted');
      backToProduct();
    } else showFailure(result.error, 'review.form.deleteFailed');
  }

  const back = (
    <Link component={RouterLink} to={`/product/${productId}`} variant="body2">
      {intl.formatMessage({ id: 'review.form.back' })}
    </Link>
  );

  if (mine.isLoading || product.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'review.form.loading' })} />
      </Box>
    );
  }

  const starsError = formik.touched.stars || formik.submitCount > 0 ? formik.errors.stars : undefined;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'review.form.title' })}
        </Typography>
        {product.data && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
            <Box component="img" src={product.data.image} alt="" sx={{ width: 56, height: 56, objectFit: 'contain' }} />
            <Typography>
              <bdi>{product.data.title}</bdi>
            </Typography>
          </Box>
        )}
        {mine.data?.hidden && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {intl.formatMessage(
              { id: 'review.form.hidden' },
              { reason: <bdi key="reason">{mine.data.hidden.reason}</bdi> },
            )}
          </Alert>
        )}
        {!mine.data?.canReview ? (
          <Typography role="status">{intl.formatMessage({ id: 'review.form.notVerified' })}</Typography>
        ) : (
          <form onSubmit={formik.handleSubmit} noValidate>
            <Stack spacing={2}>
              <FormControl component="fieldset" error={Boolean(starsError)}>
                <FormLabel component="legend" required>
                  {intl.formatMessage({ id: 'review.form.stars' })}
                </FormLabel>
                <Rating
                  name="stars"
                  value={formik.values.stars}
                  size="large"
                  onChange={(_event, value) => {
                    void formik.setFieldValue('stars', value);
                    void formik.setFieldTouched('stars', true, false);
                  }}
                  getLabelText={(stars) => intl.formatMessage({ id: 'review.stars' }, { stars })}
                />
                {starsError && (
                  <FormHelperText>
                    <ValidationText text={starsError} />
                  </FormHelperText>
                )}
              </FormControl>
              <TextField
                {...fieldProps(formik, 'title')}
                label={intl.formatMessage({ id: 'review.form.headline' })}
                required
                slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.titleMax + 20 } }}
              />
              <TextField
                {...fieldProps(formik, 'text')}
                label={intl.formatMessage({ id: 'review.form.text' })}
                required
                multiline
                minRows={5}
                helperText={
                  fieldProps(formik, 'text').helperText ??
                  intl.formatMessage({ id: 'review.form.textHelp' }, { count: formik.values.text.trim().length })
                }
              />
              <TextField
                {...fieldProps(formik, 'displayName')}
                label={intl.formatMessage({ id: 'review.form.displayName' })}
                helperText={
                  fieldProps(formik, 'displayName').helperText ??
                  intl.formatMessage({ id: 'review.form.displayNameHelp' }, { initials: initialsOf(user?.name ?? '') })
                }
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                  {intl.formatMessage({ id: existing ? 'review.form.update' : 'review.form.submit' })}
                </Button>
                {existing && (
                  <Button color="error" variant="outlined" onClick={() => void remove()} disabled={deleting.isLoading}>
                    {intl.formatMessage({ id: 'review.form.delete' })}
                  </Button>
                )}
              </Box>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
