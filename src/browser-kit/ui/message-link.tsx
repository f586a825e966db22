import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { type To } from 'react-router-dom';
import { RouterLink } from './RouterLink';

/**
 * A message's link tag ('… <link>find your order</link> …'): the words it wraps, as a link to `to` inside
 * the app. Either app passes it among FormattedMessage's values.
 */
export const messageLink = (to: To) => (chunks: ReactNode[]) => (
  <Link component={RouterLink} to={to}>
    {chunks}
  </Link>
);
