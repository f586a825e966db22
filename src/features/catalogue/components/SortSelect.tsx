import { useIntl } from 'react-intl';
import type { MessageId } from '../../../universal/i18n/messages';
import { SORT_OPTIONS, type SortOrder } from '../list-view';
import { NativeSelectField } from '../../../browser-kit/ui/NativeSelectField';

const SORT_LABELS: Record<SortOrder, MessageId> = {
  featured: 'sort.featured',
  'price-low-high': 'sort.priceLowHigh',
  'price-high-low': 'sort.priceHighLow',
  rating: 'sort.rating',
  'name-a-z': 'sort.nameAZ',
  'name-z-a': 'sort.nameZA',
};

/** A native select: the phone's own picker on mobile, and fully keyboard operable everywhere. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  const intl = useIntl();
  return (
    <NativeSelectField
      size="small"
      label={intl.formatMessage({ id: 'sort.label' })}
      value={value}
      onChange={(event) => onChange(event.target.value as SortOrder)}
      sx={{ minWidth: 210, bgcolor: 'common.white' }}
    >
      {SORT_OPTIONS.map((order) => (
        <option key={order} value={order}>
          {intl.formatMessage({ id: SORT_LABELS[order] })}
        </option>
      ))}
    </NativeSelectField>
  );
}
