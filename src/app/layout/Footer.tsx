import { Box, Typography } from '@mui/material';
import { shellColors } from '../theme';

// The full footer (link lists) is built by the catalogue issue.
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: shellColors.footerBottom, color: '#ddd', textAlign: 'center', py: 3 }}>
      <Typography variant="body2">© 1996–{new Date().getFullYear()}, Storefront</Typography>
    </Box>
  );
}
