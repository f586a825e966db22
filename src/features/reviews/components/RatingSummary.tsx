import { Box, LinearProgress, Rating, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { ReviewsPage } from '../../../universal/contracts/reviews';

/**
 * The product's rating (imported and written here), the 5-to-1 histogram of the reviews written here
 * (only when there are some: the imported ratings come with no stars each, and bars of 0 beside
 * "846 ratings" would say the product has none), and how many ratings have no such breakdown.
 */
export function RatingSummary({ page }: { page: ReviewsPage }) {
  const intl = useIntl();
  const rate = intl.formatNumber(page.rating.rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          value={page.rating.rate}
          precision={0.1}
          readOnly
          getLabelText={() => intl.formatMessage({ id: 'review.summary.outOf' }, { rate })}
        />
        <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage({ id: 'review.summary.outOf' }, { rate })}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {intl.formatMessage({ id: 'review.summary.count' }, { count: page.rating.count })}
      </Typography>
      {page.total > 0 && (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'review.histogram.label' })}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
        >
          {page.histogram.map((bar) => (
            <Box
              component="li"
              key={bar.stars}
              aria-label={intl.formatMessage({ id: 'review.histogram.row' }, { stars: bar.stars, count: bar.count })}
              sx={{ display: 'grid', gridTemplateColumns: '4.5em 1fr 2.5em', alignItems: 'center', gap: 1 }}
            >
              <Typography variant="body2" aria-hidden>
                {intl.formatMessage({ id: 'review.histogram.stars' }, { stars: bar.stars })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(bar.count / page.total) * 100}
                aria-hidden
                sx={{
                  height: 12,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  '& .MuiLinearProgress-bar': { bgcolor: 'warning.main' },
                }}
              />
              <Typography variant="body2" color="text.secondary" aria-hidden sx={{ textAlign: 'end' }}>
                {intl.formatNumber(bar.count)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {page.withoutBreakdown > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: page.total > 0 ? 1 : 0 }}>
          {intl.formatMessage({ id: 'review.withoutBreakdown' }, { count: page.withoutBreakdown })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'review.written' }, { count: page.total })}.{' '}
        {intl.formatMessage({ id: 'review.summary.note' })}
      </Typography>
    </Box>
  );
}
