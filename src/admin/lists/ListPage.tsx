import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { type ServerPage, ServerGrid } from '../ui/ServerGrid';
import type { ListUrl, Paging } from './list-url';

/** A list's view as the URL names it, and the way to show another view. */
export interface ListView<View extends Paging> {
  view: View;
  /** Shows another view: it becomes the URL, so Back goes back to the one before. */
  show: (view: View) => void;
  pageSizes: readonly number[];
}

/** The view the URL names, and the way to show another. */
export function useListView<View extends Paging>(url: ListUrl<View>): ListView<View> {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => url.viewOf(search), [url, search]);
  const show = (next: View) => setSearch(url.searchOf(next));
  return { view, show, pageSizes: url.pageSizes };
}

/** The view the URL names, and the server's page of it: `useQuery` asked for `queryOf(view)`. */
export function useListQuery<View extends Paging, Query, Result>(
  url: ListUrl<View>,
  queryOf: (view: View) => Query,
  useQuery: (query: Query) => Result,
) {
  const list = useListView(url);
  return { list, view: list.view, show: list.show, result: useQuery(queryOf(list.view)) };
}

/** What a list page needs of its RTK Query hook. */
interface ListResult<Row> {
  data?: ServerPage<Row> | undefined;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Which columns a list sorts by, and its order when none is chosen. */
interface Sorted<Sort extends string> {
  sort: Sort;
  direction: 'asc' | 'desc';
}

/**
 * The order a click on a column header asks for: that column (a known one) in the direction the grid
 * names, newest or largest first unless it names ascending; back to the default order when the grid
 * clears its sorting.
 */
export function sortOf<Sort extends string>(
  model: GridSortModel,
  sorts: readonly Sort[],
  defaults: Sorted<Sort>,
): Sorted<Sort> {
  const [first] = model;
  const sort = sorts.find((known) => known === first?.field);
  if (!sort) return { sort: defaults.sort, direction: defaults.direction };
  return { sort, direction: first?.sort === 'asc' ? 'asc' : 'desc' };
}

type GridExtras<Row extends GridValidRowModel> = Pick<
  ComponentProps<typeof ServerGrid<Row>>,
  | 'sortModel'
  | 'sortingOrder'
  | 'onSortModelChange'
  | 'disableColumnSorting'
  | 'noRowsLabel'
  | 'onOpen'
  | 'checkboxSelection'
  | 'rowSelectionModel'
  | 'onRowSelectionModelChange'
>;

/**
 * A console list page (orders, returns, customers, products, the audit trail): its heading, its filters,
 * a failure to load with a retry, and the grid showing the page the server picked. The page and its size
 * are the view's, and paging shows the same view at another page.
 */
export function ListPage<Row extends GridValidRowModel, View extends Paging>({
  title,
  heading = <PageHeading>{title}</PageHeading>,
  filters,
  list: { view, show, pageSizes },
  result,
  columns,
  ...grid
}: {
  /** The page's heading and the grid's name. */
  title: string;
  /** A heading with more than the title beside it (a button, say). */
  heading?: ReactNode;
  filters?: ReactNode;
  list: ListView<View>;
  result: ListResult<Row>;
  columns: GridColDef<Row>[];
} & GridExtras<Row>) {
  const { data, error, isFetching, refetch } = result;
  return (
    <>
      {heading}
      {filters}
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      <ServerGrid
        label={title}
        data={data}
        loading={isFetching}
        columns={columns}
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={pageSizes}
        onPage={(model) => show({ ...view, ...model })}
        {...grid}
      />
    </>
  );
}
