import { Typography, type TypographyProps } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * A payment screen's one h1, which takes the focus when it appears and whenever it changes (arriving,
 * then "Payment processing" becoming the order's confirmation): a screen reader says where the shopper
 * is, and Tab goes on from the top of what is now shown.
 */
export function ArrivalHeading({ children, sx }: { children: string; sx?: TypographyProps['sx'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [children]);
  return (
    <Typography
      ref={heading}
      tabIndex={-1}
      variant="h4"
      component="h1"
      sx={[
        // A heading is no control: its focus is for the screen reader and Tab's start, not drawn.
        { fontSize: { xs: '1.6rem', sm: '2rem' }, '&:focus': { outline: 'none' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
