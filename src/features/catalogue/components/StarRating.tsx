import { Box, Rating, Typography } from '@mui/material';
import { visuallyHidden } from '../../../shared/visually-hidden';

interface StarRatingProps {
  rate: number;
  count?: number;
  size?: 'small' | 'medium';
}

/** Stars with the rating count; one accessible name ('Rated 4.4 out of 5 stars') instead of five icons. */
export function StarRating({ rate, count, size = 'small' }: StarRatingProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, position: 'relative' }}>
      <Rating
        value={rate}
        precision={0.5}
        readOnly
        size={size}
        getLabelText={() => `Rated ${rate} out of 5 stars`}
        sx={{ color: '#de7921' }}
      />
      {count !== undefined && (
        <Typography variant="body2" component="span" sx={{ color: 'info.main' }}>
          {count.toLocaleString('en-US')}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            ratings
          </Box>
        </Typography>
      )}
    </Box>
  );
}
