import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  AdminProduct,
  AdminProductInput,
  AdminProductQuery,
  applyStockCount,
  BulkProductsBody,
  bulkProducts,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  listStockAlertCounts,
  previewStockCsv,
  publishAdminProduct,
  StockCountRow,
  updateAdminProduct,
  uploadAdminPicture,
} from '../../universal/contracts/admin/products';
import type { applyProductImport, previewProductImport } from '../../universal/contracts/admin/product-import';
import { adminApi, oneById, pagedList } from '../api/admin-api';
import { sendsBody } from '../../browser-kit/api/sends-body';

/** The products grid's query: what the URL names (the server fills in the rest with its defaults). */
export type ProductsQuery = Partial<AdminProductQuery>;

const productPath = (id: number) => `/admin/products/${id}` as const;

/** A product's change answers it as it is now: it replaces the cached one; the list and trail are asked again. */
const changesProduct = {
  invalidatesTags: (result: AdminProduct | undefined) =>
    result ? ['Products' as const, 'Audit' as const, { type: 'Product' as const, id: result.id }] : [],
};

/** The console's products and stock (issue 35): the list, the editor, publishing and stock counts. */
export const productsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Products', 'Product'] }).injectEndpoints({
  endpoints: (build) => ({
    products: build.query<Answer<typeof listAdminProducts>, ProductsQuery>(
      pagedList('/admin/products' satisfies ClientPath<typeof listAdminProducts>, 'Products'),
    ),
    product: build.query<Answer<typeof getAdminProduct>, number>(
      oneById(productPath satisfies (id: number) => ClientPath<typeof getAdminProduct>, 'Product'),
    ),
    createProduct: build.mutation<Answer<typeof createAdminProduct>, AdminProductInput>({
      ...sendsBody('/admin/products' satisfies ClientPath<typeof createAdminProduct>, 'POST'),
      ...changesProduct,
    }),
    updateProduct: build.mutation<Answer<typeof updateAdminProduct>, { id: number; input: AdminProductInput }>({
      query: ({ id, input }) => ({
        url: productPath(id) satisfies ClientPath<typeof updateAdminProduct>,
        method: 'PUT',
        body: input,
      }),
      ...changesProduct,
    }),
    publishProduct: build.mutation<Answer<typeof publishAdminProduct>, number>({
      query: (id) => ({
        url: `${productPath(id)}/publish` satisfies ClientPath<typeof publishAdminProduct>,
        method: 'POST',
      }),
      ...changesProduct,
    }),
    uploadPicture: build.mutation<Answer<typeof uploadAdminPicture>, File>({
      query: (file) => ({
        url: '/admin/pictures' satisfies ClientPath<typeof uploadAdminPicture>,
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
      }),
    }),
    previewStockCsv: build.mutation<Answer<typeof previewStockCsv>, string>({
      query: (csv) => ({
        url: '/admin/stock/preview' satisfies ClientPath<typeof previewStockCsv>,
        method: 'POST',
        body: { csv },
      }),
    }),
    /** Variants shoppers wait for (back-in-stock alerts), the most awaited first: asked again after a count. */
    stockAlertCounts: build.query<Answer<typeof listStockAlertCounts>, void>({
      query: () => '/admin/stock-alerts' satisfies ClientPath<typeof listStockAlertCounts>,
      providesTags: ['Products'],
    }),
    applyStockCount: build.mutation<Answer<typeof applyStockCount>, StockCountRow[]>({
      query: (rows) => ({
        url: '/admin/stock' satisfies ClientPath<typeof applyStockCount>,
        method: 'POST',
        body: { rows },
      }),
      invalidatesTags: (result) => (result ? ['Products', 'Product', 'Audit'] : []),
    }),
    /** A bulk action on the grid's products (decision 0127): the list, the products and the trail are asked again. */
    bulkProducts: build.mutation<Answer<typeof bulkProducts>, BulkProductsBody>({
      ...sendsBody('/admin/products/bulk' satisfies ClientPath<typeof bulkProducts>, 'POST'),
      invalidatesTags: (result) => (result ? ['Products', 'Product', 'Audit'] : []),
    }),
    previewProductImport: build.mutation<Answer<typeof previewProductImport>, string>({
      query: (csv) => ({
        url: '/admin/products/import/preview' satisfies ClientPath<typeof previewProductImport>,
        method: 'POST',
        body: { csv },
      }),
    }),
    applyProductImport: build.mutation<Answer<typeof applyProductImport>, { csv: string; token: string }>({
      ...sendsBody('/admin/products/import' satisfies ClientPath<typeof applyProductImport>, 'POST'),
      invalidatesTags: (result) => (result ? ['Products', 'Product', 'Audit'] : []),
    }),
  }),
});

export const {
  useProductsQuery,
  useStockAlertCountsQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  usePublishProductMutation,
  useUploadPictureMutation,
  usePreviewStockCsvMutation,
  useApplyStockCountMutation,
  useBulkProductsMutation,
  usePreviewProductImportMutation,
  useApplyProductImportMutation,
} = productsApi;
