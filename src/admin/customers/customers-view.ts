import type { CUSTOMER_PAGE_SIZES } from '../../universal/contracts/admin/customers';
import { TAG_MAX_LENGTH } from '../../universal/customer-care';
import { listUrl, textIn } from '../lists/list-url';
import type { CustomersQuery } from './customers-api';

/** The contract's page sizes, as values here (the console's bundle holds no schema). */
export const PAGE_SIZES = [10, 25, 50, 100] as const satisfies typeof CUSTOMER_PAGE_SIZES;

/** What the customers grid shows: its page, its search and its tag, in the URL so a link shares it. */
export interface CustomersView {
  page: number;
  pageSize: number;
  q?: string;
  tag?: string;
}

export const DEFAULT_VIEW: CustomersView = { page: 0, pageSize: 25 };

/** The customers grid's URL: ?q=amira&tag=VIP&page=1, and so on. */
export const CUSTOMERS_URL = listUrl<CustomersView>({
  defaults: DEFAULT_VIEW,
  pageSizes: PAGE_SIZES,
  keys: ['page', 'pageSize', 'q', 'tag'],
  read: (search) => ({ q: textIn(search, 'q'), tag: textIn(search, 'tag', TAG_MAX_LENGTH) }),
});

/** What the server is asked: the page and its size always, the search and the tag when there are. */
export function queryOf(view: CustomersView): CustomersQuery {
  return { page: view.page, pageSize: view.pageSize, ...(view.q && { q: view.q }), ...(view.tag && { tag: view.tag }) };
}
