import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

/**
 * A product's picture as a second way to its page, for the pointer only: the title beside it is the one
 * link keyboard and screen-reader users meet (out of the tab order, hidden from the accessibility tree).
 * The picture is centred in the box `sx` shapes.
 */
export function PictureLink({ href, sx, children }: { href: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={href}
      tabIndex={-1}
      aria-hidden
      sx={[{ display: 'grid', placeItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
