import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { RETURN_STATUSES } from '../../core/return-rules';
import { useT } from '../i18n/use-t';
import { useFieldBinder } from '../ui/form';
import { DEFAULT_VIEW, RETURN_STATUS_LABEL, type StatusFilter } from './returns-view';

export interface ReturnsFilters {
  status: StatusFilter;
  q?: string;
}

interface FilterValues {
  q: string;
  status: string;
}

const schema = object({ q: string().max(120, 'validation.tooLong') });

const valuesOf = (filters: ReturnsFilters): FilterValues => ({ q: filters.q ?? '', status: filters.status });

/**
 * Above the returns queue: the status (requests waiting for a decision unless another is chosen; a choice
 * applies at once) and a search by order or return number, email or name (applied on Enter or the button).
 */
export function ReturnsFiltersForm({
  filters,
  onApply,
}: {
  filters: ReturnsFilters;
  onApply: (filters: ReturnsFilters) => void;
}) {
  const t = useT();
  const apply = (values: FilterValues) =>
    onApply({ status: values.status as StatusFilter, q: values.q.trim() || undefined });
  const formik = useFormik<FilterValues>({
    initialValues: valuesOf(filters),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: apply,
  });
  const field = useFieldBinder(formik);

  return (
    <form noValidate onSubmit={formik.handleSubmit} role="search" aria-label={t('returns.filters')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField
          {...field('status')}
          onChange={(event) => {
            const values = { ...formik.values, status: event.target.value };
            void formik.setFieldValue('status', event.target.value);
            if (schema.isValidSync(values)) apply(values);
          }}
          select
          label={t('returns.status')}
          size="small"
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="all">{t('common.all')}</MenuItem>
          {RETURN_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(RETURN_STATUS_LABEL[status])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('q')}
          label={t('returns.search')}
          placeholder={t('returns.searchHint')}
          type="search"
          size="small"
          sx={{ minWidth: { md: 300 } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button type="submit" variant="contained">
            {t('orders.apply')}
          </Button>
          <Button
            onClick={() => {
              formik.resetForm({ values: valuesOf({ status: DEFAULT_VIEW.status }) });
              onApply({ status: DEFAULT_VIEW.status });
            }}
          >
            {t('orders.clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
