import { useIntl } from 'react-intl';
import type { MessageId } from '../../../universal/i18n/messages';
import { SORT_OPTIONS, type SortOrder } from '../list-view';
import { LeanSelectField } from '../../../browser-kit/ui/LeanSelectField';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

const SORT_LABELS: Record<SortOrder, MessageId> = {
  featured: 'sort.featured',
  'price-low-high': 'sort.priceLowHigh',
  'price-high-low': 'sort.priceHighLow',
  rating: 'sort.rating',
  'name-a-z': 'sort.nameAZ',
  'name-z-a': 'sort.nameZA',
};

const useSortStyles = themeStyles((theme) => ({ field: sxRule(theme, { minWidth: 210, bgcolor: 'common.white' }) }));

/** A native select: the phone's own picker on mobile, and fully keyboard operable everywhere. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const intl = useIntl();
  const styles = useSortStyles();
  return (
    <LeanSelectField
      name="sort"
      label={intl.formatMessage({ id: 'sort.label' })}
      value={value}
      onChange={(event) => onChange(event.target.value as SortOrder)}
      look={styles.field}
    >
      {SORT_OPTIONS.map((order) => (
        <option key={order} value={order}>
          {intl.formatMessage({ id: SORT_LABELS[order] })}
        </option>
      ))}
    </LeanSelectField>
  );
}
