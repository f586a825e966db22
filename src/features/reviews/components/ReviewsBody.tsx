import { Box, Button, Divider, Grid, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { REVIEW_SORTS, type ReviewSort } from '../../../universal/review-sorts';
import type { MessageId } from '../../../universal/i18n/messages';
import { selectSignedIn } from '../../../browser-kit/session';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { useGetMyReviewQuery, useGetProductReviewsQuery } from '../reviews-api';
import { useGetProductQuery } from '../../../entities/product';
import { RatingSummary } from './RatingSummary';
import { ReviewCard } from './ReviewCard';
import { ReviewsLoading } from './ReviewsLoading';
import { css } from '@emotion/react';
import { LeanSelectField } from '../../../browser-kit/ui/LeanSelectField';

const SORT_WIDTH = css({ minWidth: 200 });

const SORT_TEXT: Readonly<Record<ReviewSort, MessageId>> = {
  recent: 'review.sort.recent',
  highest: 'review.sort.highest',
  lowest: 'review.sort.lowest',
};

/** Write a review (or edit one's own) for a shopper who received the product; a sign-in hint otherwise. */
function WriteReviewAction({ productId }: { productId: number }) {
  const intl = useIntl();
  const signedIn = useSelector(selectSignedIn);
  const mine = useGetMyReviewQuery(productId, { skip: !signedIn });
  if (!signedIn) {
    return (
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'review.signInToReview' })}
      </Typography>
    );
  }
  if (!mine.data?.canReview) return null;
  return (
    <Button component={RouterLink} to={`/review/${productId}`} variant="outlined" color="inherit">
      {intl.formatMessage({ id: mine.data.review ? 'review.edit' : 'review.write' })}
    </Button>
  );
}

/**
 * The reviews section's content: the rating with its histogram, the reviews written here (10 a page, by date or
 * stars), and the way to write one. Its own chunk, loaded as the section comes near the screen (ReviewsSection).
 */
export default function ReviewsBody({ productId }: { productId: number }) {
  const intl = useIntl();
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [page, setPage] = useState(1);
  const query = useGetProductReviewsQuery({ productId, sort, page });
  // The page's own product (the same cache entry): its options name the variant each reviewer bought.
  const { data: product } = useGetProductQuery(String(productId));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return query.isLoading ? (
    <ReviewsLoading />
  ) : !data ? (
    <LoadFailed
      message={intl.formatMessage({ id: 'review.loadFailed' })}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <RatingSummary page={data} />
        <Box sx={{ mt: 2 }}>
          <WriteReviewAction productId={productId} />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        {data.total === 0 ? (
          <Box sx={{ py: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage({ id: 'review.empty' })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage({ id: 'review.empty.invite' })}
            </Typography>
          </Box>
        ) : (
          <>
            <LeanSelectField
              label={intl.formatMessage({ id: 'review.sort.label' })}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                setPage(1);
              }}
              look={SORT_WIDTH}
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage({ id: SORT_TEXT[value] })}
                </option>
              ))}
            </LeanSelectField>
            <Box aria-busy={query.isFetching} sx={{ mt: 1 }}>
              {data.items.map((review, index) => (
                <Box key={review.id}>
                  {index > 0 && <Divider />}
                  <ReviewCard review={review} product={product} />
                </Box>
              ))}
            </Box>
            {pages > 1 && (
              <Box component="nav" aria-label={intl.formatMessage({ id: 'review.pages' })} sx={{ mt: 1 }}>
                <Pagination
                  count={pages}
                  page={page}
                  onChange={(_event, next) => setPage(next)}
                  getItemAriaLabel={(type, number, selected) =>
                    type === 'page'
                      ? intl.formatMessage({ id: selected ? 'list.page.current' : 'list.page.goTo' }, { page: number })
                      : type === 'next'
                        ? intl.formatMessage({ id: 'list.page.next' })
                        : type === 'previous'
                          ? intl.formatMessage({ id: 'list.page.previous' })
                          : ''
                  }
                />
              </Box>
            )}
          </>
        )}
      </Grid>
    </Grid>
  );
}
