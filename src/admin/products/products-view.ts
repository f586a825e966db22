import type { ADMIN_PRODUCT_SORTS, AdminProductSort, ProductState } from '../../core/contracts/admin/products';
import type { ProductsQuery } from './products-api';

/** The contract's values, as values here (the console's bundle holds no schema). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORTS = ['id', 'title', 'price'] as const satisfies typeof ADMIN_PRODUCT_SORTS;
const STATES: readonly ProductState[] = ['draft', 'published'];

/** What the products grid shows, in the URL so a link shares it. */
export interface ProductsView {
  page: number;
  pageSize: number;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
  state?: ProductState;
  q?: string;
}

export const DEFAULT_VIEW: ProductsView = { page: 0, pageSize: 25, sort: 'id', direction: 'desc' };

const MAX_PAGE = 100_000;
export const SEARCH_MAX = 120;

/** The view a URL names; anything it names wrongly is left at its default. */
export function viewOf(search: URLSearchParams): ProductsView {
  const view: ProductsView = { ...DEFAULT_VIEW };
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 0 && page <= MAX_PAGE) view.page = page;
  const pageSize = Number(search.get('pageSize'));
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) view.pageSize = pageSize;
  const sort = SORTS.find((known) => known === search.get('sort'));
  if (sort) view.sort = sort;
  if (search.get('direction') === 'asc') view.direction = 'asc';
  const state = STATES.find((known) => known === search.get('state'));
  if (state) view.state = state;
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX);
  if (q) view.q = q;
  return view;
}

/** The URL of a view: only what differs from the defaults, always in the same order. */
export function searchOf(view: ProductsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.page !== DEFAULT_VIEW.page) search.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) search.set('pageSize', String(view.pageSize));
  if (view.sort !== DEFAULT_VIEW.sort) search.set('sort', view.sort);
  if (view.direction !== DEFAULT_VIEW.direction) search.set('direction', view.direction);
  if (view.state) search.set('state', view.state);
  if (view.q) search.set('q', view.q);
  return search;
}

/** What the server is asked. */
export function queryOf(view: ProductsView): ProductsQuery {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    direction: view.direction,
    ...(view.state && { state: view.state }),
    ...(view.q && { q: view.q }),
  };
}
