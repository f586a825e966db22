import { Alert, Link } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import type { SearchCorrection } from '../../../universal/contracts/search';
import { type ListView, writeListView } from '../list-view';

/**
 * "Did you mean": the results are for the corrected words, and one click searches the shopper's own
 * words instead (exact=true: no correction, kept in the URL so Back and shared links hold it).
 */
export function SearchCorrectionBanner({
  view,
  correction,
}: {
  view: ListView;
  correction: SearchCorrection | null | undefined;
}) {
  if (!correction || !view.search || view.exact) return null;
  const ownWords = `?${writeListView({ ...view, search: correction.original, exact: true, page: 1 })}`;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, fontSize: 15 }}>
      <FormattedMessage
        id="search.correction"
        values={{
          query: correction.query,
          original: correction.original,
          strong: (chunks) => (
            <strong>
              <bdi>{chunks}</bdi>
            </strong>
          ),
          link: (chunks) => (
            <Link component={RouterLink} to={ownWords} sx={{ fontWeight: 700 }}>
              <bdi>{chunks}</bdi>
            </Link>
          ),
        }}
      />
    </Alert>
  );
}
