import { Avatar, Box, Paper, Rating, Typography } from '@mui/material';

/** Static sample reviews (spec §2): the demo catalogue carries no review texts. */
const SAMPLE_REVIEWS = [
  {
    name: 'Mariam K.',
    rating: 5,
    title: 'Exactly as described',
    date: 'March 2, 2025',
    text: 'Arrived well packed and two days early. The quality is better than I expected for the price.',
  },
  {
    name: 'Omar S.',
    rating: 4,
    title: 'Good value',
    date: 'February 14, 2025',
    text: 'Does everything I need. Docked one star because the instructions could be clearer.',
  },
  {
    name: 'Laila H.',
    rating: 4,
    title: 'Would buy again',
    date: 'January 27, 2025',
    text: 'Solid and well made. Customer service answered my question within a day.',
  },
] as const;

export function SampleReviews() {
  return (
    <Paper component="section" aria-labelledby="reviews-title" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="reviews-title" component="h2" sx={{ fontWeight: 700, fontSize: 21, mb: 2 }}>
        Customer reviews
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        Sample reviews
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {SAMPLE_REVIEWS.map((review) => (
          <Box component="article" key={review.name} aria-label={`Review by ${review.name}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'shop.navItem' }} aria-hidden>
                {review.name.charAt(0)}
              </Avatar>
              <Typography variant="body2">{review.name}</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Rating
                value={review.rating}
                readOnly
                size="small"
                getLabelText={(value) => `Rated ${value} out of 5 stars`}
                sx={{ color: 'shop.star' }}
              />
              <Typography component="h3" variant="body2" sx={{ fontWeight: 700 }}>
                {review.title}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              Reviewed on {review.date}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {review.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
