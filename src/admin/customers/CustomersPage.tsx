import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useFormik } from 'formik';
import { useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import type { CustomerRow } from '../../core/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { useGridTexts } from '../ui/grid-texts';
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
  const gridTexts = useGridTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewOf(search), [search]);
  const { data, error, isFetching, refetch } = useCustomersQuery(queryOf(view));

  // While the next page loads, the grid keeps the count it had (else it would go back to page one).
  const knownTotal = useRef(0);
  if (data) knownTotal.current = data.total;

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
      <Paper variant="outlined">
        <DataGrid
          aria-label={t('customers.title')}
          rows={data?.rows ?? []}
          columns={columns}
          rowCount={data?.total ?? knownTotal.current}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnSorting
          disableRowSelectionOnClick
          paginationModel={{ page: view.page, pageSize: view.pageSize }}
          pageSizeOptions={[...PAGE_SIZES]}
          onPaginationModelChange={(model: GridPaginationModel) =>
            show({ ...view, page: model.pageSize === view.pageSize ? model.page : 0, pageSize: model.pageSize })
          }
          onRowClick={({ row }) => open(row)}
          // From the keyboard: Enter on any cell of a row opens it, as a click does.
          onCellKeyDown={({ row }, event) => {
            if (event.key === 'Enter') open(row);
          }}
          localeText={{ ...gridTexts, noRowsLabel: view.q ? t('customers.noneFound') : t('customers.none') }}
          autoHeight
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
    </>
  );
}
