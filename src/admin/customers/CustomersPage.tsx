import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type GridColDef } from '@mui/x-data-grid';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import type { CustomerRow } from '../../core/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { ServerGrid } from '../ui/ServerGrid';
import { useFieldBinder } from '../ui/form';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useCustomersQuery } from './customers-api';
import { type CustomersView, PAGE_SIZES, queryOf, SEARCH_MAX, searchOf, viewOf } from './customers-view';

const searchSchema = object({ q: string().max(SEARCH_MAX, 'validation.tooLong') });

export const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** The search box above the grid: an email, part of a name, or a phone; it applies on Enter or the button. */
function CustomerSearchForm({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const t = useT();
  const formik = useFormik({
    initialValues: { q: q ?? '' },
    enableReinitialize: true,
    validationSchema: searchSchema,
    onSubmit: (values) => onSearch(values.q.trim() || undefined),
  });
  const field = useFieldBinder(formik);
  return (
    <form noValidate onSubmit={formik.handleSubmit} role="search" aria-label={t('customers.searchLabel')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...field('q')}
          label={t('customers.search')}
          placeholder={t('customers.searchHint')}
          type="search"
          size="small"
          sx={{ minWidth: { sm: 320 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('customers.searchSubmit')}
          </Button>
          <Button
            onClick={() => {
              formik.resetForm({ values: { q: '' } });
              onSearch(undefined);
            }}
          >
            {t('customers.clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * /admin/customers: shoppers' accounts, searched and paged by the server (the grid only shows a page),
 * newest first. The search and the page live in the URL, so a link opens the same list; a row opens the
 * customer's page.
 */
export default function CustomersPage() {
  const t = useT();
  const formats = useFormats();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewOf(search), [search]);
  const { data, error, isFetching, refetch } = useCustomersQuery(queryOf(view));

  const show = (next: CustomersView) => setSearch(searchOf(next));
  const open = (row: CustomerRow) => void navigate(customerPath(row.id));

  const columns = useMemo<GridColDef<CustomerRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('field.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={customerPath(row.id)}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'email',
        headerName: t('field.email'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => <span dir="ltr">{row.email}</span>,
      },
      {
        field: 'phone',
        headerName: t('field.phone'),
        width: 160,
        renderCell: ({ row }) => <span dir="ltr">{row.phone}</span>,
      },
      {
        field: 'createdAt',
        headerName: t('customers.since'),
        width: 140,
        valueFormatter: (value: string) => formats.date(value),
      },
      { field: 'orders', headerName: t('customers.orders'), type: 'number', width: 100 },
    ],
    [t, formats],
  );

  return (
    <>
      <PageHeading>{t('customers.title')}</PageHeading>
      <CustomerSearchForm q={view.q} onSearch={(q) => show({ ...view, q, page: 0 })} />
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      <ServerGrid
        label={t('customers.title')}
        data={data}
        loading={isFetching}
        columns={columns}
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(model) => show({ ...view, ...model })}
        onOpen={open}
        disableColumnSorting
        noRowsLabel={view.q ? t('customers.noneFound') : t('customers.none')}
      />
    </>
  );
}
