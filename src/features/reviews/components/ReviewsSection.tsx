import { Paper, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useNearScreen } from '../../../browser-kit/use-near-screen';
import { ReviewsLoading } from './ReviewsLoading';

const ReviewsBody = lazy(() => import(/* webpackChunkName: "reviews" */ './ReviewsBody'));

/**
 * The product page's Customer reviews (replacing the spec's static sample reviews): the titled section at once, its
 * content (the rating and its histogram, the reviews, the way to write one) with its code and its first page once
 * the section comes near the screen, so a first visit that never scrolls there downloads neither.
 */
export function ReviewsSection({ productId }: { productId: number }) {
  const intl = useIntl();
  const { anchor, near } = useNearScreen<HTMLElement>();
  return (
    <Paper
      ref={anchor}
      component="section"
      aria-labelledby="reviews-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="reviews-title" component="h2" sx={{ fontWeight: 700, fontSize: 21, mb: 2 }}>
        {intl.formatMessage({ id: 'review.section.title' })}
      </Typography>
      {near ? (
        <Suspense fallback={<ReviewsLoading />}>
          <ReviewsBody productId={productId} />
        </Suspense>
      ) : (
        <ReviewsLoading />
      )}
    </Paper>
  );
}
