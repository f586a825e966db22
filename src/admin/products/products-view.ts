import type {
  ADMIN_PRODUCT_SORTS,
  AdminProductSort,
  PRODUCT_STOCK_FILTERS,
  ProductState,
  ProductStockFilter,
} from '../../universal/contracts/admin/products';
import { DIRECTIONS, listUrl, oneOfIn, textIn } from '../lists/list-url';
import type { ProductsQuery } from './products-api';

/** The contract's values, as values here (the console's bundle holds no schema). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORTS = ['id', 'title', 'price'] as const satisfies typeof ADMIN_PRODUCT_SORTS;
const STATES: readonly ProductState[] = ['draft', 'published'];
export const STOCK_FILTERS = ['low'] as const satisfies typeof PRODUCT_STOCK_FILTERS;

/** What the products grid shows, in the URL so a link shares it. */
export interface ProductsView {
  page: number;
  pageSize: number;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
  state?: ProductState;
  /** 'low': products on sale with a variant at LOW_STOCK units or fewer. */
  stock?: ProductStockFilter;
  q?: string;
}

export const DEFAULT_VIEW: ProductsView = { page: 0, pageSize: 25, sort: 'id', direction: 'desc' };

/** The products grid's URL: ?sort=price&direction=asc&state=draft&stock=low&q=bag, and so on. */
export const PRODUCTS_URL = listUrl<ProductsView>({
  defaults: DEFAULT_VIEW,
  pageSizes: PAGE_SIZES,
  keys: ['page', 'pageSize', 'sort', 'direction', 'state', 'stock', 'q'],
  read: (search) => ({
    sort: oneOfIn(search, 'sort', SORTS),
    direction: oneOfIn(search, 'direction', DIRECTIONS),
    state: oneOfIn(search, 'state', STATES),
    stock: oneOfIn(search, 'stock', STOCK_FILTERS),
    q: textIn(search, 'q'),
  }),
});

/** What the server is asked. */
export function queryOf(view: ProductsView): ProductsQuery {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    direction: view.direction,
    ...(view.state && { state: view.state }),
    ...(view.stock && { stock: view.stock }),
    ...(view.q && { q: view.q }),
  };
}
