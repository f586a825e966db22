import { type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminOrderRow } from '../../universal/contracts/admin/orders';
import { useOrdersQuery } from '../api/admin-api';
import { useFormats, useT } from '../i18n/use-t';
import { customerColumn, madeColumn, numberColumn } from '../lists/columns';
import { ListPage, sortOf, useListQuery } from '../lists/ListPage';
import { ExportButton, HeadingWithExports } from '../reports/ExportButton';
import { OrdersFiltersForm } from './OrdersFilters';
import { OrderStatusChip } from './OrderStatusChip';
import { DEFAULT_VIEW, ORDER_SORTS, ORDERS_URL, PAYMENT_LABEL, paymentMethodOf, queryOf } from './orders-view';

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/**
 * /admin/orders: every order, paged, sorted and filtered by the server (the grid only shows a page).
 * The view lives in the URL, so a link opens the same page of the same search; a row opens its order.
 */
export default function OrdersPage() {
  const t = useT();
  const formats = useFormats();
  const navigate = useNavigate();
  const { list, view, show, result } = useListQuery(ORDERS_URL, queryOf, useOrdersQuery);

  const columns = useMemo<GridColDef<AdminOrderRow>[]>(
    () => [
      numberColumn(t('orders.number'), orderPath),
      madeColumn(t('orders.placed'), formats),
      customerColumn(t('orders.customer'), t),
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
        // In the currency the order was charged in (issue 50).
        valueFormatter: (value: number, row: AdminOrderRow) => formats.money(value, row.currency),
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

  // The exports take the grid's filters, not its page or sort.
  const { page: _page, pageSize: _pageSize, sort: _sort, direction: _direction, ...filters } = view;

  return (
    <ListPage
      title={t('orders.title')}
      heading={
        <HeadingWithExports title={t('orders.title')}>
          <ExportButton request={{ name: 'orders', filters }} />
          <ExportButton request={{ name: 'order-lines', filters }} />
        </HeadingWithExports>
      }
      filters={<OrdersFiltersForm filters={view} onApply={(filters) => show({ ...view, ...filters, page: 0 })} />}
      result={result}
      columns={columns}
      list={list}
      onOpen={(row) => void navigate(orderPath(row.id))}
      sortModel={[{ field: view.sort, sort: view.direction }]}
      sortingOrder={['desc', 'asc']}
      onSortModelChange={(model) => show({ ...view, page: 0, ...sortOf(model, ORDER_SORTS, DEFAULT_VIEW) })}
    />
  );
}
