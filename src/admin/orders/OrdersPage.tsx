import Link from '@mui/material/Link';
import { type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminOrderRow, AdminOrderSort } from '../../core/contracts/admin/orders';
import { useOrdersQuery } from '../api/admin-api';
import { useFormats, useT } from '../i18n/use-t';
import { ServerGrid } from '../ui/ServerGrid';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { OrdersFiltersForm } from './OrdersFilters';
import { OrderStatusChip } from './OrderStatusChip';
import {
  DEFAULT_VIEW,
  ORDER_SORTS,
  type OrdersFilters,
  type OrdersView,
  PAGE_SIZES,
  PAYMENT_LABEL,
  paymentMethodOf,
  queryOf,
  searchOf,
  viewOf,
} from './orders-view';

/** The order number shoppers see (the contract's `number`), with its #. */
export const numbered = (number: string): string => `#${number}`;

/**
 * /admin/orders: every order, paged, sorted and filtered by the server (the grid only shows a page).
 * The view lives in the URL, so a link opens the same page of the same search; a row opens its order.
 */
export default function OrdersPage() {
  const t = useT();
  const formats = useFormats();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewOf(search), [search]);
  const { data, error, isFetching, refetch } = useOrdersQuery(queryOf(view));

  const show = (next: OrdersView) => setSearch(searchOf(next));
  const filters: OrdersFilters = {
    status: view.status,
    from: view.from,
    to: view.to,
    payment: view.payment,
    country: view.country,
    q: view.q,
  };

  const columns = useMemo<GridColDef<AdminOrderRow>[]>(
    () => [
      {
        field: 'number',
        headerName: t('orders.number'),
        sortable: false,
        width: 120,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/orders/${encodeURIComponent(row.id)}`} dir="ltr">
            {numbered(row.number)}
          </Link>
        ),
      },
      {
        field: 'createdAt',
        headerName: t('orders.placed'),
        width: 180,
        valueFormatter: (value: string) => formats.dateTime(value),
      },
      {
        field: 'name',
        headerName: t('orders.customer'),
        sortable: false,
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => `${row.name} · ${row.email}${row.guest ? ` (${t('orders.guest')})` : ''}`,
      },
      { field: 'country', headerName: t('orders.country'), sortable: false, width: 90 },
      {
        field: 'paymentMethod',
        headerName: t('orders.payment'),
        sortable: false,
        width: 160,
        valueFormatter: (value: string) => {
          const method = paymentMethodOf(value);
          return method ? t(PAYMENT_LABEL[method]) : value;
        },
      },
      { field: 'items', headerName: t('orders.items'), sortable: false, type: 'number', width: 80 },
      {
        field: 'total',
        headerName: t('orders.total'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => formats.money(value),
      },
      {
        field: 'status',
        headerName: t('orders.status'),
        width: 130,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
    ],
    [t, formats],
  );

  const sortModel: GridSortModel = [{ field: view.sort, sort: view.direction }];

  return (
    <>
      <PageHeading>{t('orders.title')}</PageHeading>
      <OrdersFiltersForm filters={filters} onApply={(next) => show({ ...view, ...clear(filters), ...next, page: 0 })} />
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      <ServerGrid
        label={t('orders.title')}
        data={data}
        loading={isFetching}
        columns={columns}
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(model) => show({ ...view, ...model })}
        onOpen={(row) => void navigate(`/orders/${encodeURIComponent(row.id)}`)}
        sortModel={sortModel}
        sortingOrder={['desc', 'asc']}
        onSortModelChange={(model: GridSortModel) => {
          const [first] = model;
          const sort = ORDER_SORTS.find((name) => name === first?.field) as AdminOrderSort | undefined;
          show({
            ...view,
            page: 0,
            sort: sort ?? DEFAULT_VIEW.sort,
            direction: sort ? (first?.sort ?? 'desc') : DEFAULT_VIEW.direction,
          });
        }}
      />
    </>
  );
}

/** Every filter unset: the form's answer names only the ones it sets. */
const clear = (filters: OrdersFilters): OrdersFilters =>
  Object.fromEntries(Object.keys(filters).map((key) => [key, undefined])) as OrdersFilters;
