import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A sideways-scrolling row of small product tiles (home's Top Deals, "Recently viewed"): its items are ProductStripItem. */
export function ProductStrip({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: 1,
        display: 'flex',
        gap: 2,
        overflowX: 'auto',
        position: 'relative',
        scrollSnapType: 'x mandatory',
      }}
    >
      {children}
    </Box>
  );
}

export function ProductStripItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ flex: '0 0 170px', scrollSnapAlign: 'start' }}>
      {children}
    </Box>
  );
}
