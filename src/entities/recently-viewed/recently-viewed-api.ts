import { api } from '../../browser-kit/api/api';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  clearRecentlyViewed,
  getRecentlyViewed,
  mergeRecentlyViewed,
  RecentlyViewed,
} from '../../universal/contracts/recently-viewed';

const PATH = '/recently-viewed' satisfies ClientPath<typeof getRecentlyViewed>;

/** Every change answers the whole list: written straight into the list's cache (no second request). */
const WRITE_ANSWER = {
  onQueryStarted: (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: RecentlyViewed }> },
  ): Promise<void> =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(recentlyViewedApi.util.upsertQueryData('getRecentlyViewed', undefined, data));
    }),
};

/** The signed-in shopper's recently viewed products, kept on the account. Loaded only when asked. */
export const recentlyViewedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentlyViewed: build.query<Answer<typeof getRecentlyViewed>, void>({ query: () => PATH }),
    recordView: build.mutation<RecentlyViewed, string>({
      query: (productId) => ({ url: PATH, method: 'POST', body: { productId } }),
      ...WRITE_ANSWER,
    }),
    mergeRecentlyViewed: build.mutation<RecentlyViewed, Body<typeof mergeRecentlyViewed>>({
      query: (body) => ({
        url: '/recently-viewed/merge' satisfies ClientPath<typeof mergeRecentlyViewed>,
        method: 'POST',
        body,
      }),
      ...WRITE_ANSWER,
    }),
    clearRecentlyViewed: build.mutation<RecentlyViewed, void>({
      query: () => ({ url: PATH satisfies ClientPath<typeof clearRecentlyViewed>, method: 'DELETE' }),
      ...WRITE_ANSWER,
    }),
  }),
});
