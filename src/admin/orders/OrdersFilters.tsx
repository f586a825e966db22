import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { ALL_ORDER_STATUSES } from '../../core/order-status';
import { useT } from '../i18n/use-t';
import { useFieldBinder } from '../ui/form';
import { type OrdersFilters, PAYMENT_LABEL, PAYMENT_METHODS, STATUS_LABEL } from './orders-view';

interface FilterValues {
  q: string;
  status: string;
  payment: string;
  country: string;
  from: string;
  to: string;
}

const schema = object({
  q: string().max(120, 'validation.tooLong'),
  country: string().matches(/^[A-Za-z]{2}$/, { message: 'validation.countryCode', excludeEmptyString: true }),
  from: string(),
  to: string().test('after-from', 'validation.toBeforeFrom', function (to) {
    const { from } = this.parent as FilterValues;
    return !to || !from || to >= from;
  }),
});

const valuesOf = (filters: OrdersFilters): FilterValues => ({
  q: filters.q ?? '',
  status: filters.status ?? '',
  payment: filters.payment ?? '',
  country: filters.country ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/**
 * The filters above the orders grid: search (order number, email or name), status, payment, country
 * and the days placed. They apply on submit (Enter in any field, or the button); a choice in a list
 * applies at once.
 */
export function OrdersFiltersForm({
  filters,
  onApply,
}: {
  filters: OrdersFilters;
  onApply: (filters: OrdersFilters) => void;
}) {
  const t = useT();
  const apply = (values: FilterValues) =>
    onApply({
      q: values.q.trim() || undefined,
      status: (values.status || undefined) as OrdersFilters['status'],
      payment: (values.payment || undefined) as OrdersFilters['payment'],
      country: values.country.trim().toUpperCase() || undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    });
  const formik = useFormik<FilterValues>({
    initialValues: valuesOf(filters),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: apply,
  });
  const field = useFieldBinder(formik);
  const choose = (name: 'status' | 'payment') => (event: { target: { value: string } }) => {
    const values = { ...formik.values, [name]: event.target.value };
    void formik.setFieldValue(name, event.target.value);
    if (schema.isValidSync(values)) apply(values);
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} role="search" aria-label={t('orders.filters')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField
          {...field('q')}
          label={t('orders.search')}
          placeholder={t('orders.searchHint')}
          type="search"
          size="small"
          sx={{ minWidth: { md: 260 } }}
        />
        <TextField
          {...field('status')}
          onChange={choose('status')}
          select
          label={t('orders.status')}
          size="small"
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('common.all')}</MenuItem>
          {ALL_ORDER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('payment')}
          onChange={choose('payment')}
          select
          label={t('orders.payment')}
          size="small"
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('common.all')}</MenuItem>
          {PAYMENT_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(PAYMENT_LABEL[method])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('country')}
          label={t('orders.country')}
          placeholder="EG"
          size="small"
          sx={{ width: { md: 110 } }}
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters', dir: 'ltr' } }}
        />
        <TextField
          {...field('from')}
          label={t('orders.from')}
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...field('to')}
          label={t('orders.to')}
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button type="submit" variant="contained">
            {t('orders.apply')}
          </Button>
          <Button
            onClick={() => {
              formik.resetForm({ values: valuesOf({}) });
              onApply({});
            }}
          >
            {t('orders.clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
