import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';
import { type LegalPage, legalPath } from '../../universal/legal-pages';

const to = (page: LegalPage) => (chunks: ReactNode[]) => (
  // Underlined: inside a sentence a link must differ from its text by more than colour (WCAG 1.4.1).
  <Link key={page} component={RouterLink} to={legalPath(page)} underline="always">
    {chunks}
  </Link>
);

/**
 * The tags a sentence that names the legal pages wraps their names in ('<conditions>Conditions of
 * Use</conditions>' …): each a link to its page (sign-in, sign-up, checkout).
 */
export const LEGAL_LINK_TAGS = {
  conditions: to('terms'),
  privacy: to('privacy'),
  returns: to('returns'),
  delivery: to('delivery'),
} as const;
