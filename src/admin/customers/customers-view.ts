import type { CUSTOMER_PAGE_SIZES } from '../../core/contracts/admin/customers';
import type { CustomersQuery } from './customers-api';

/** The contract's page sizes, as values here (the console's bundle holds no schema). */
export const PAGE_SIZES = [10, 25, 50, 100] as const satisfies typeof CUSTOMER_PAGE_SIZES;

/** What the customers grid shows: its page and its search, in the URL so a link shares it. */
export interface CustomersView {
  page: number;
  pageSize: number;
  q?: string;
}

export const DEFAULT_VIEW: CustomersView = { page: 0, pageSize: 25 };

const MAX_PAGE = 100_000;
export const SEARCH_MAX = 120;

/** The view a URL names; anything it names wrongly is left at its default. */
export function viewOf(search: URLSearchParams): CustomersView {
  const view: CustomersView = { ...DEFAULT_VIEW };
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 0 && page <= MAX_PAGE) view.page = page;
  const pageSize = Number(search.get('pageSize'));
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) view.pageSize = pageSize;
  const q = search.get('q')?.trim().slice(0, SEARCH_MAX);
  if (q) view.q = q;
  return view;
}

/** The URL of a view: only what differs from the defaults, always in the same order. */
export function searchOf(view: CustomersView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.page !== DEFAULT_VIEW.page) search.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) search.set('pageSize', String(view.pageSize));
  if (view.q) search.set('q', view.q);
  return search;
}

/** What the server is asked: the page and its size always, the search when there is one. */
export function queryOf(view: CustomersView): CustomersQuery {
  return { page: view.page, pageSize: view.pageSize, ...(view.q && { q: view.q }) };
}
