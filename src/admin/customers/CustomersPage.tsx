import Link from '@mui/material/Link';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import TextField from '@mui/material/TextField';
import { object, string } from 'yup';
import type { CustomerRow } from '../../universal/contracts/admin/customers';
import { useFormats, useT } from '../i18n/use-t';
import { fieldsOf, FilterForm, filtersFrom, SearchField, searchRule, useFilterForm } from '../lists/FilterForm';
import { TAG_MAX_LENGTH } from '../../universal/customer-care';
import { ListPage, useListQuery } from '../lists/ListPage';
import { ExportButton, HeadingWithExports } from '../reports/ExportButton';
import { useCustomersQuery } from './customers-api';
import { CUSTOMERS_URL, type CustomersView, queryOf } from './customers-view';

const searchSchema = object({ q: searchRule, tag: string().max(TAG_MAX_LENGTH, 'validation.tooLong') });

type Filters = Pick<CustomersView, 'q' | 'tag'>;

export const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

/**
 * The search box above the grid (an email, part of a name, or a phone) and a tag the customers carry; they
 * apply on Enter or the button.
 */
function CustomerSearchForm({ filters, onSearch }: { filters: Filters; onSearch: (filters: Filters) => void }) {
  const t = useT();
  const form = useFilterForm({
    values: fieldsOf(['q', 'tag'] as const, filters),
    empty: { q: '', tag: '' },
    schema: searchSchema,
    onApply: (values) => onSearch(filtersFrom(values)),
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
      <TextField
        {...form.field('tag')}
        label={t('customers.tag')}
        placeholder={t('customers.tagHint')}
        size="small"
        slotProps={{ htmlInput: { maxLength: TAG_MAX_LENGTH } }}
      />
    </FilterForm>
  );
}

/**
 * /admin/customers: shoppers' accounts, searched (and filtered by a tag) and paged by the server (the grid
 * only shows a page), newest first. The search, the tag and the page live in the URL, so a link opens the same list; a row opens the
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
      heading={
        <HeadingWithExports title={t('customers.title')}>
          {/* The export is of the search: it takes no tag, so a tagged view offers none rather than a wrong one. */}
          {!view.tag && <ExportButton request={{ name: 'customers', filters: view.q ? { q: view.q } : {} }} />}
        </HeadingWithExports>
      }
      filters={
        <CustomerSearchForm
          filters={{ q: view.q, tag: view.tag }}
          onSearch={(filters) => show({ ...view, ...filters, page: 0 })}
        />
      }
      result={result}
      columns={columns}
      list={list}
      onOpen={open}
      disableColumnSorting
      noRowsLabel={view.q || view.tag ? t('customers.noneFound') : t('customers.none')}
    />
  );
}
