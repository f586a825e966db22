import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../shared/visually-hidden';

interface StarRatingProps {
  rate: number;
  count?: number;
  size?: 'small' | 'medium';
}

const STARS = '★★★★★';

/**
 * Stars with the rating count, drawn as a grey row with an orange row clipped to rate/5 on top: a list
 * page shows dozens of these, and MUI's Rating (ten inputs and icons each) made every re-render slow.
 * One accessible name ('Rated 4.4 out of 5 stars') instead of five icons.
 */
export function StarRating({ rate, count, size = 'small' }: StarRatingProps) {
  const intl = useIntl();
  const fill = `${Math.max(0, Math.min(5, rate)) * 20}%`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, position: 'relative' }}>
      <Box
        component="span"
        role="img"
        aria-label={intl.formatMessage({ id: 'rating.label' }, { rate })}
        sx={{
          position: 'relative',
          display: 'inline-block',
          fontSize: size === 'small' ? 18 : 22,
          lineHeight: 1,
          letterSpacing: '1px',
          color: 'shop.border',
          whiteSpace: 'nowrap',
        }}
      >
        {STARS}
        <Box
          component="span"
          aria-hidden
          sx={{ position: 'absolute', left: 0, top: 0, width: fill, overflow: 'hidden', color: 'shop.star' }}
        >
          {STARS}
        </Box>
      </Box>
      {count !== undefined && (
        <Typography variant="body2" component="span" sx={{ color: 'info.main' }}>
          {intl.formatNumber(count)}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {intl.formatMessage({ id: 'rating.countSuffix' }, { count })}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
