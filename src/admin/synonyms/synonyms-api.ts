import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  createSearchSynonyms,
  deleteSearchSynonyms,
  listSearchSynonyms,
  SynonymGroupRow,
} from '../../universal/contracts/admin/synonyms';
import { adminApi, auditedChange } from '../api/admin-api';
import { sendsBody } from '../../browser-kit/api/sends-body';

/** A change is in the list and the audit trail: both are asked again. */
const changesSynonyms = auditedChange('Synonyms');

export const synonymsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Synonyms'] }).injectEndpoints({
  endpoints: (build) => ({
    searchSynonyms: build.query<Answer<typeof listSearchSynonyms>, void>({
      query: () => '/admin/search-synonyms' satisfies ClientPath<typeof listSearchSynonyms>,
      providesTags: ['Synonyms'],
    }),
    createSearchSynonyms: build.mutation<SynonymGroupRow, Body<typeof createSearchSynonyms>>({
      ...sendsBody('/admin/search-synonyms' satisfies ClientPath<typeof createSearchSynonyms>, 'POST'),
      ...changesSynonyms,
    }),
    deleteSearchSynonyms: build.mutation<Answer<typeof deleteSearchSynonyms>, number>({
      query: (id) => ({
        url: `/admin/search-synonyms/${id}` satisfies ClientPath<typeof deleteSearchSynonyms>,
        method: 'DELETE',
      }),
      ...changesSynonyms,
    }),
  }),
});

export const { useSearchSynonymsQuery, useCreateSearchSynonymsMutation, useDeleteSearchSynonymsMutation } = synonymsApi;
