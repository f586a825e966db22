import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminReturnRow } from '../../core/contracts/admin/returns';
import { useFormats, useT } from '../i18n/use-t';
import { useGridTexts } from '../ui/grid-texts';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useReturnsQuery } from './returns-api';
import { ReturnsFiltersForm } from './ReturnsFilters';
import { ReturnStatusChip } from './ReturnStatusChip';
import { PAGE_SIZES, queryOf, RETURN_REASON_LABEL, type ReturnsView, searchOf, viewOf } from './returns-view';

export const returnLink = (id: string) => `/returns/${encodeURIComponent(id)}`;

/**
 * /admin/returns: the shoppers' return requests, paged and searched by the server, the ones waiting for
 * a decision first (oldest first). The view lives in the URL; a row opens its return.
 */
export default function ReturnsPage() {
  const t = useT();
  const formats = useFormats();
  const gridTexts = useGridTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewOf(search), [search]);
  const { data, error, isFetching, refetch } = useReturnsQuery(queryOf(view));

  // While the next page loads, the grid keeps the count it had (else it would go back to page one).
  const knownTotal = useRef(0);
  if (data) knownTotal.current = data.total;

  const show = (next: ReturnsView) => setSearch(searchOf(next));

  const columns = useMemo<GridColDef<AdminReturnRow>[]>(
    () => [
      {
        field: 'number',
        headerName: t('returns.number'),
        sortable: false,
        width: 120,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={returnLink(row.id)} dir="ltr">
            {`#${row.number}`}
          </Link>
        ),
      },
      {
        field: 'createdAt',
        headerName: t('returns.requested'),
        width: 180,
        valueFormatter: (value: string) => formats.dateTime(value),
      },
      {
        field: 'orderNumber',
        headerName: t('returns.order'),
        sortable: false,
        width: 110,
        renderCell: ({ row }) => <span dir="ltr">{`#${row.orderNumber}`}</span>,
      },
      {
        field: 'name',
        headerName: t('returns.customer'),
        sortable: false,
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => `${row.name} · ${row.email}${row.guest ? ` (${t('orders.guest')})` : ''}`,
      },
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
    <>
      <PageHeading>{t('returns.title')}</PageHeading>
      <ReturnsFiltersForm
        filters={{ status: view.status, ...(view.q && { q: view.q }) }}
        onApply={({ status, q }) => show({ ...view, status, q, page: 0 })}
      />
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      <Paper variant="outlined" sx={{ mt: 1 }}>
        <DataGrid
          aria-label={t('returns.title')}
          rows={data?.rows ?? []}
          columns={columns}
          rowCount={data?.total ?? knownTotal.current}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          paginationModel={{ page: view.page, pageSize: view.pageSize }}
          pageSizeOptions={[...PAGE_SIZES]}
          onPaginationModelChange={(model: GridPaginationModel) =>
            show({ ...view, page: model.pageSize === view.pageSize ? model.page : 0, pageSize: model.pageSize })
          }
          sortModel={[{ field: 'createdAt', sort: view.direction }]}
          sortingOrder={['asc', 'desc']}
          onSortModelChange={(model: GridSortModel) =>
            show({ ...view, page: 0, direction: model[0]?.sort === 'desc' ? 'desc' : 'asc' })
          }
          onRowClick={({ row }) => void navigate(returnLink(row.id))}
          onCellKeyDown={({ row }, event) => {
            if (event.key === 'Enter') void navigate(returnLink(row.id));
          }}
          localeText={{
            ...gridTexts,
            noRowsLabel: t(view.status === 'requested' && !view.q ? 'returns.noneWaiting' : 'returns.none'),
          }}
          autoHeight
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
    </>
  );
}
