import Paper from '@mui/material/Paper';
import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { useRef } from 'react';
import { useGridTexts } from './grid-texts';

/** A page of a list as the server answers it. */
export interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

/** Props a page may add: sorting, for one. The rest is ServerGrid's. */
type Extra<Row extends GridValidRowModel> = Pick<
  DataGridProps<Row>,
  | 'sortModel'
  | 'sortingOrder'
  | 'onSortModelChange'
  | 'disableColumnSorting'
  | 'checkboxSelection'
  | 'rowSelectionModel'
  | 'onRowSelectionModelChange'
>;

/** The checkbox column's field: a click or Enter there chooses the row, it does not open it. */
const CHECKBOX_FIELD = '__check__';

/**
 * The console's lists: a Data Grid showing one page that the server picked, sorted and filtered (the
 * orders, returns, customers, products and the audit trail). A row opens on a click or on Enter in any of
 * its cells; while the next page loads the grid keeps the count it had (else it would go back to page
 * one); a new page size goes back to page one. With `checkboxSelection` rows are chosen by their
 * checkboxes, kept while paging (the header's box chooses the rows of the page shown).
 */
export function ServerGrid<Row extends GridValidRowModel>({
  label,
  data,
  loading,
  columns,
  page,
  pageSize,
  pageSizes,
  onPage,
  onOpen,
  noRowsLabel,
  ...extra
}: {
  label: string;
  data: ServerPage<Row> | undefined;
  loading: boolean;
  columns: GridColDef<Row>[];
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (model: { page: number; pageSize: number }) => void;
  onOpen: (row: Row) => void;
  noRowsLabel?: string;
} & Extra<Row>) {
  const gridTexts = useGridTexts();
  const knownTotal = useRef(0);
  if (data) knownTotal.current = data.total;
  return (
    <Paper variant="outlined" sx={{ mt: 1 }}>
      <DataGrid
        aria-label={label}
        rows={data?.rows ?? []}
        columns={columns}
        rowCount={data?.total ?? knownTotal.current}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        paginationModel={{ page, pageSize }}
        pageSizeOptions={[...pageSizes]}
        onPaginationModelChange={(model) =>
          onPage({ page: model.pageSize === pageSize ? model.page : 0, pageSize: model.pageSize })
        }
        onRowClick={({ row }, event) => {
          if (!(event.target as Element).closest(`[data-field="${CHECKBOX_FIELD}"]`)) onOpen(row);
        }}
        // From the keyboard: Enter on any cell of a row opens it, as a click does.
        onCellKeyDown={({ row, field }, event) => {
          if (event.key === 'Enter' && field !== CHECKBOX_FIELD) onOpen(row);
        }}
        keepNonExistentRowsSelected
        disableRowSelectionExcludeModel
        localeText={noRowsLabel === undefined ? gridTexts : { ...gridTexts, noRowsLabel }}
        autoHeight
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        {...extra}
      />
    </Paper>
  );
}
