import TextField from '@mui/material/TextField';
import { object, string } from 'yup';
import { useT } from '../i18n/use-t';
import {
  ChoiceFilter,
  DayRangeFields,
  dayRangeRules,
  fieldsOf,
  FilterBar,
  type FiltersFormProps,
  filtersFrom,
  SearchField,
  searchRule,
  useFilterForm,
} from '../lists/FilterForm';
import { type OrdersFilters, PAYMENT_LABEL, PAYMENT_METHODS, STATUS_FILTER_LABEL, STATUS_FILTERS } from './orders-view';

/** The filters' fields, in the form's order. */
const FILTERS = ['q', 'status', 'payment', 'country', 'from', 'to'] as const satisfies readonly (keyof OrdersFilters)[];

const schema = object({
  q: searchRule,
  country: string().matches(/^[A-Za-z]{2}$/, { message: 'validation.countryCode', excludeEmptyString: true }),
  ...dayRangeRules,
});

const valuesOf = (filters: OrdersFilters) => fieldsOf(FILTERS, filters);

/** The filters a form's values name: each one, unset when blank; the country in capitals. */
function filtersOf(values: Record<(typeof FILTERS)[number], string>): OrdersFilters {
  const filters = filtersFrom(values);
  return {
    ...filters,
    status: filters.status as OrdersFilters['status'],
    payment: filters.payment as OrdersFilters['payment'],
    country: filters.country?.toUpperCase(),
  };
}

/**
 * The filters above the orders grid: search (order number, email or name), status, payment, country
 * and the days placed. They apply on submit (Enter in any field, or the button); a choice in a list
 * applies at once. What they apply names every filter (unset ones as undefined), so it replaces them all.
 */
export function OrdersFiltersForm({ filters, onApply }: FiltersFormProps<OrdersFilters>) {
  const t = useT();
  const form = useFilterForm({
    values: valuesOf(filters),
    empty: valuesOf({}),
    schema,
    onApply: (values) => onApply(filtersOf(values)),
  });

  return (
    <FilterBar form={form} label={t('orders.filters')}>
      <SearchField form={form} label={t('orders.search')} hint={t('orders.searchHint')} minWidth={{ md: 260 }} />
      <ChoiceFilter
        form={form}
        name="status"
        label={t('orders.status')}
        every=""
        choices={STATUS_FILTERS}
        labelOf={(status) => t(STATUS_FILTER_LABEL[status])}
        minWidth={150}
      />
      <ChoiceFilter
        form={form}
        name="payment"
        label={t('orders.payment')}
        every=""
        choices={PAYMENT_METHODS}
        labelOf={(method) => t(PAYMENT_LABEL[method])}
        minWidth={170}
      />
      <TextField
        {...form.field('country')}
        label={t('orders.country')}
        placeholder="EG"
        size="small"
        sx={{ width: { md: 110 } }}
        slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters', dir: 'ltr' } }}
      />
      <DayRangeFields form={form} />
    </FilterBar>
  );
}
