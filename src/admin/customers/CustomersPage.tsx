import Link from '@mui/material/Link';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { object } from 'yup';
import type { CustomerRow } from '../../universal/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { FilterForm, SearchField, searchRule, useFilterForm } from '../lists/FilterForm';
import { ListPage, useListQuery } from '../lists/ListPage';
import { useCustomersQuery } from './customers-api';
import { CUSTOMERS_URL, queryOf } from './customers-view';

const searchSchema = object({ q: searchRule });

export const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** The search box above the grid: an email, part of a name, or a phone; it applies on Enter or the button. */
function CustomerSearchForm({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const t = useT();
  const form = useFilterForm({
    values: { q: q ?? '' },
    empty: { q: '' },
    schema: searchSchema,
    onApply: (values) => onSearch(values.q.trim() || undefined),
  });
  return (
    <FilterForm
      form={form}
      label={t('customers.searchLabel')}
      layout="search"
      submitLabel={t('customers.searchSubmit')}
      clearLabel={t('customers.clear')}
    >
      <SearchField form={form} label={t('customers.search')} hint={t('customers.searchHint')} minWidth={{ sm: 320 }} />
    </FilterForm>
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
  const { list, view, show, result } = useListQuery(CUSTOMERS_URL, queryOf, useCustomersQuery);
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
    <ListPage
      title={t('customers.title')}
      filters={<CustomerSearchForm q={view.q} onSearch={(q) => show({ ...view, q, page: 0 })} />}
      result={result}
      columns={columns}
      list={list}
      onOpen={open}
      disableColumnSorting
      noRowsLabel={view.q ? t('customers.noneFound') : t('customers.none')}
    />
  );
}
