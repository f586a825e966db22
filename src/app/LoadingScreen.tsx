import { Box, CircularProgress, Typography } from '@mui/material';

/** Spec §1: the full-page screen shown while lazy content loads. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}
    >
      <Box>
        <CircularProgress color="secondary" aria-hidden />
        <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 600 }}>
          Loading...
        </Typography>
        <Typography color="text.secondary">Please wait while we prepare your shopping experience</Typography>
      </Box>
    </Box>
  );
}
