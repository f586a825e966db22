import Link from '@mui/material/Link';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AdminOrderRow } from '../../universal/contracts/admin/orders';
import { useOrdersQuery } from '../api/admin-api';
import { useFormats, useT } from '../i18n/use-t';
import { ListPage, sortOf, useListView } from '../lists/ListPage';
import { OrdersFiltersForm } from './OrdersFilters';
import { OrderStatusChip } from './OrderStatusChip';
import { DEFAULT_VIEW, ORDER_SORTS, ORDERS_URL, PAYMENT_LABEL, paymentMethodOf, queryOf } from './orders-view';

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
  const list = useListView(ORDERS_URL);
  const { view, show } = list;
  const result = useOrdersQuery(queryOf(view));

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

  return (
    <ListPage
      title={t('orders.title')}
      filters={<OrdersFiltersForm filters={view} onApply={(filters) => show({ ...view, ...filters, page: 0 })} />}
      result={result}
      columns={columns}
      list={list}
      onOpen={(row) => void navigate(`/orders/${encodeURIComponent(row.id)}`)}
      sortModel={[{ field: view.sort, sort: view.direction }]}
      sortingOrder={['desc', 'asc']}
      onSortModelChange={(model) => show({ ...view, page: 0, ...sortOf(model, ORDER_SORTS, DEFAULT_VIEW) })}
    />
  );
}
