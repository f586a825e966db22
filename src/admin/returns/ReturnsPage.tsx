import { type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminReturnRow } from '../../universal/contracts/admin/returns';
import { useFormats, useT } from '../i18n/use-t';
import { customerColumn, madeColumn, numberColumn } from '../lists/columns';
import { ListPage, useListQuery } from '../lists/ListPage';
import { useReturnsQuery } from './returns-api';
import { ReturnsFiltersForm } from './ReturnsFilters';
import { ReturnStatusChip } from './ReturnStatusChip';
import { queryOf, RETURN_REASON_LABEL, RETURNS_URL } from './returns-view';

export const returnLink = (id: string) => `/returns/${encodeURIComponent(id)}`;

/**
 * /admin/returns: the shoppers' return requests, paged and searched by the server, the ones waiting for
 * a decision first (oldest first). The view lives in the URL; a row opens its return.
 */
export default function ReturnsPage() {
  const t = useT();
  const formats = useFormats();
  const navigate = useNavigate();
  const { list, view, show, result } = useListQuery(RETURNS_URL, queryOf, useReturnsQuery);

  const columns = useMemo<GridColDef<AdminReturnRow>[]>(
    () => [
      numberColumn(t('returns.number'), returnLink),
      madeColumn(t('returns.requested'), formats),
      {
        field: 'orderNumber',
        headerName: t('returns.order'),
        sortable: false,
        width: 110,
        renderCell: ({ row }) => <span dir="ltr">{`#${row.orderNumber}`}</span>,
      },
      customerColumn(t('returns.customer'), t),
      {
        field: 'reason',
        headerName: t('returns.reason'),
        sortable: false,
        width: 170,
        valueFormatter: (value: AdminReturnRow['reason']) => t(RETURN_REASON_LABEL[value]),
      },
      { field: 'units', headerName: t('returns.units'), sortable: false, type: 'number', width: 80 },
      {
        field: 'refund',
        headerName: t('returns.refund'),
        sortable: false,
        type: 'number',
        width: 110,
        // A rejected request refunds nothing.
        valueGetter: (value: number, row) => (row.status === 'rejected' ? null : value),
        valueFormatter: (value: number | null) => (value === null ? '—' : formats.money(value)),
      },
      {
        field: 'status',
        headerName: t('returns.status'),
        sortable: false,
        width: 120,
        renderCell: ({ row }) => <ReturnStatusChip status={row.status} />,
      },
    ],
    [t, formats],
  );

  return (
    <ListPage
      title={t('returns.title')}
      filters={
        <ReturnsFiltersForm
          filters={{ status: view.status, ...(view.q && { q: view.q }) }}
          onApply={({ status, q }) => show({ ...view, status, q, page: 0 })}
        />
      }
      result={result}
      columns={columns}
      list={list}
      onOpen={(row) => void navigate(returnLink(row.id))}
      sortModel={[{ field: 'createdAt', sort: view.direction }]}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={(model) => show({ ...view, page: 0, direction: model[0]?.sort === 'desc' ? 'desc' : 'asc' })}
      noRowsLabel={t(view.status === 'requested' && !view.q ? 'returns.noneWaiting' : 'returns.none')}
    />
  );
}
