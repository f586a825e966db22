import type { CUSTOMER_PAGE_SIZES } from '../../universal/contracts/admin/customers';
import { listUrl, textIn } from '../lists/list-url';
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

/** The customers grid's URL: ?q=amira&page=1, and so on. */
export const CUSTOMERS_URL = listUrl<CustomersView>({
  defaults: DEFAULT_VIEW,
  pageSizes: PAGE_SIZES,
  keys: ['page', 'pageSize', 'q'],
  read: (search) => ({ q: textIn(search, 'q') }),
});

/** What the server is asked: the page and its size always, the search when there is one. */
export function queryOf(view: CustomersView): CustomersQuery {
  return { page: view.page, pageSize: view.pageSize, ...(view.q && { q: view.q }) };
}
