import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  CategoryRow,
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '../../universal/contracts/admin/categories';
import { adminApi, auditedChange } from '../api/admin-api';
import { sendsBody } from '../../browser-kit/api/sends-body';

/** A change is in the list, the editor's category choice and the audit trail: all are asked again. */
const changesCategories = auditedChange('Categories');

const path = (key: string) => `/admin/categories/${encodeURIComponent(key)}`;

export const categoriesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Categories'] }).injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Answer<typeof listCategories>, void>({
      query: () => '/admin/categories' satisfies ClientPath<typeof listCategories>,
      providesTags: ['Categories'],
    }),
    createCategory: build.mutation<CategoryRow, Body<typeof createCategory>>({
      ...sendsBody('/admin/categories' satisfies ClientPath<typeof createCategory>, 'POST'),
      ...changesCategories,
    }),
    renameCategory: build.mutation<CategoryRow, { key: string } & Body<typeof renameCategory>>({
      query: ({ key, ...body }) => ({ url: path(key), method: 'PUT', body }),
      ...changesCategories,
    }),
    deleteCategory: build.mutation<Answer<typeof deleteCategory>, string>({
      query: (key) => ({ url: path(key), method: 'DELETE' }),
      ...changesCategories,
    }),
  }),
});

export const { useCategoriesQuery, useCreateCategoryMutation, useRenameCategoryMutation, useDeleteCategoryMutation } =
  categoriesApi;
