import { DataGrid, type GridColDef, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridTexts } from './grid-texts';

/**
 * A short list the server sends whole, paged by the grid itself (the promo codes, one code's uses): the
 * console's grid look without ServerGrid's server paging, starting at the first of its page sizes.
 */
export function ClientGrid<Row extends GridValidRowModel>({
  label,
  rows,
  getRowId,
  columns,
  loading,
  pageSizes,
  noRowsLabel,
}: {
  label: string;
  rows: readonly Row[] | undefined;
  getRowId: GridRowIdGetter<Row>;
  columns: GridColDef<Row>[];
  loading: boolean;
  pageSizes: readonly [number, ...number[]];
  noRowsLabel: string;
}) {
  const gridTexts = useGridTexts();
  return (
    <DataGrid
      aria-label={label}
      rows={rows ?? []}
      getRowId={getRowId}
      columns={columns}
      loading={loading}
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={[...pageSizes]}
      initialState={{ pagination: { paginationModel: { pageSize: pageSizes[0] } } }}
      localeText={{ ...gridTexts, noRowsLabel }}
      autoHeight
      sx={{ border: 0 }}
    />
  );
}
