import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_REVIEW_STATES, type AdminReview } from '../../universal/contracts/admin/reviews';
import { useFormats, useT } from '../i18n/use-t';
import { FilterForm, useFilterForm } from '../lists/FilterForm';
import { useListView } from '../lists/ListPage';
import { LoadFailure, Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { ReplyForm, VisibilityForm } from './ReviewModeration';
import { useReviewsQuery } from './reviews-api';
import { PAGE_SIZE, REVIEWS_URL, type State, STATE_LABEL } from './reviews-view';
import { choicesOf } from '../ui/choices';

function ReviewCard({ review }: { review: AdminReview }) {
  const t = useT();
  const formats = useFormats();
  return (
    <Card variant="outlined" component="article" aria-labelledby={`review-${review.id}`}>
      <CardContent>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5, flexWrap: 'wrap' }}>
              <Rating
                value={review.stars}
                readOnly
                size="small"
                aria-label={t('reviews.stars', { stars: review.stars })}
              />
              {review.hidden && <Chip size="small" color="warning" label={t('reviews.stateHidden')} />}
            </Stack>
            <Typography id={`review-${review.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {review.title}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', my: 1 }}>
              {review.text}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('reviews.byline', {
                reviewer: review.reviewer,
                product: review.productTitle,
                date: formats.date(review.createdAt),
              })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <VisibilityForm review={review} />
              <ReplyForm review={review} />
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

/** /admin/reviews: every review, newest first, to hide (with a reason), show again, or answer in public. */
export default function ReviewsPage() {
  const t = useT();
  const { view, show } = useListView(REVIEWS_URL);
  const { data, error, isLoading, refetch } = useReviewsQuery({
    state: view.state,
    q: view.q || undefined,
    from: view.from || undefined,
    page: view.page - 1,
    pageSize: PAGE_SIZE,
  });
  // The state and the day wait for the submit, as the words do.
  const filters = useFilterForm({
    values: { state: view.state, q: view.q, from: view.from },
    empty: { state: 'all', q: '', from: '' },
    onApply: (values) =>
      show({ ...view, state: values.state as State, q: values.q.trim(), from: values.from, page: 1 }),
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeading>{t('reviews.title')}</PageHeading>
      <FilterForm form={filters} label={t('reviews.filters')} layout="row" submitLabel={t('orders.apply')}>
        <TextField {...filters.field('state')} select label={t('reviews.state')} size="small" sx={{ minWidth: 160 }}>
          {choicesOf(ADMIN_REVIEW_STATES, (state) => t(STATE_LABEL[state]))}
        </TextField>
        <TextField {...filters.field('q')} type="search" label={t('reviews.search')} size="small" sx={{ flex: 1 }} />
        <TextField
          {...filters.field('from')}
          type="date"
          label={t('reviews.from')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FilterForm>
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {isLoading && <Loading />}
      {data && data.rows.length === 0 && <Typography color="text.secondary">{t('reviews.none')}</Typography>}
      {data && data.total > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="reviews-total">
          {t('reviews.count', { count: data.total })}
        </Typography>
      )}
      <Stack spacing={2}>
        {data?.rows.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Stack>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={view.page}
            onChange={(_event, page) => show({ ...view, page })}
            getItemAriaLabel={(type, page) =>
              type === 'page'
                ? t('reviews.page', { page: page ?? 1 })
                : t(type === 'next' ? 'reviews.next' : 'reviews.previous')
            }
          />
        </Box>
      )}
    </>
  );
}
