import { object } from 'yup';
import { useT } from '../i18n/use-t';
import {
  ChoiceFilter,
  FilterBar,
  type FiltersFormProps,
  SearchField,
  searchRule,
  useFilterForm,
} from '../lists/FilterForm';
import { DEFAULT_VIEW, STATUS_CHOICES, STATUS_FILTER_LABEL, type StatusFilter } from './returns-view';

export interface ReturnsFilters {
  status: StatusFilter;
  q?: string;
}

const schema = object({ q: searchRule });

const valuesOf = (filters: ReturnsFilters) => ({ q: filters.q ?? '', status: filters.status });

/**
 * Above the returns queue: the status (requests waiting for a decision unless another is chosen; a choice
 * applies at once) and a search by order or return number, email or name (applied on Enter or the button).
 */
export function ReturnsFiltersForm({ filters, onApply }: FiltersFormProps<ReturnsFilters>) {
  const t = useT();
  const form = useFilterForm<{ q: string; status: string }>({
    values: valuesOf(filters),
    empty: valuesOf({ status: DEFAULT_VIEW.status }),
    schema,
    onApply: (values) => onApply({ status: values.status as StatusFilter, q: values.q.trim() || undefined }),
  });

  return (
    <FilterBar form={form} label={t('returns.filters')}>
      <ChoiceFilter
        form={form}
        name="status"
        label={t('returns.status')}
        every="all"
        choices={STATUS_CHOICES}
        labelOf={(status) => t(STATUS_FILTER_LABEL[status])}
        minWidth={170}
      />
      <SearchField form={form} label={t('returns.search')} hint={t('returns.searchHint')} minWidth={{ md: 300 }} />
    </FilterBar>
  );
}
