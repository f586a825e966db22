import { FormattedMessage } from 'react-intl';
import { LeanAlert } from '../../../browser-kit/ui/LeanAlert';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import type { SearchCorrection } from '../../../universal/contracts/search';
import { type ListView, writeListView } from '../list-view';
import { SearchLink } from './SearchLink';

const useBannerLook = themeStyles((theme) => sxRule(theme, { mb: 2, fontSize: 15 }));

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
  const look = useBannerLook();
  if (!correction || !view.search || view.exact) return null;
  const ownWords = `?${writeListView({ ...view, search: correction.original, exact: true, page: 1 })}`;
  return (
    <LeanAlert severity="info" look={look}>
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
          link: (chunks) => <SearchLink to={ownWords}>{chunks}</SearchLink>,
        }}
      />
    </LeanAlert>
  );
}
