import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Chip, Rating, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Review } from '../../../core/contracts/reviews';

/** One review: stars, title, who and when (in the page's language), the verified badge and the text. */
export function ReviewCard({ review }: { review: Review }) {
  const intl = useIntl();
  const date = intl.formatDate(review.createdAt, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Box component="article" aria-labelledby={`review-${review.id}`} sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          value={review.stars}
          readOnly
          size="small"
          getLabelText={(stars) => intl.formatMessage({ id: 'review.stars' }, { stars })}
        />
        <Typography id={`review-${review.id}`} component="h3" sx={{ fontWeight: 700 }}>
          <bdi>{review.title}</bdi>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'review.byline' }, { name: <bdi key="name">{review.reviewer}</bdi>, date })}
        </Typography>
        {review.verified && (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            icon={<VerifiedIcon />}
            label={intl.formatMessage({ id: 'review.verified' })}
          />
        )}
      </Box>
      <Typography dir="auto" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
    </Box>
  );
}
