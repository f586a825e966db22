import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  AdminReturn,
  AdminReturnQuery,
  approveAdminReturn,
  getAdminReturn,
  listAdminReturns,
  refundAdminReturn,
  rejectAdminReturn,
} from '../../universal/contracts/admin/returns';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import { adminApi, type CacheLifecycle, oneById, pagedList } from '../api/admin-api';

/** The returns queue's query: what the URL names (the server fills in the rest with its defaults). */
export type ReturnsQuery = Partial<AdminReturnQuery>;

const returnPath = (id: string) => `/admin/returns/${encodeURIComponent(id)}` as const;

const api = adminApi.enhanceEndpoints({ addTagTypes: ['Returns', 'Return'] });

/**
 * A decision answers the return as it is now: it replaces the cached one, and the queue, the trail and the
 * order's page (its mails) are asked again.
 */
const decision = {
  onQueryStarted: ({ id }: { id: string }, { dispatch, queryFulfilled }: CacheLifecycle<AdminReturn>): Promise<void> =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(returnsApi.util.upsertQueryData('adminReturn', id, data) as never);
    }),
  invalidatesTags: (result: AdminReturn | undefined) =>
    result ? ['Returns' as const, 'Audit' as const, { type: 'Order' as const, id: result.order.id }] : [],
};

/** The console's returns queue (/api/admin/returns), typed by src/universal/contracts/admin/returns.ts. */
export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    returns: build.query<Answer<typeof listAdminReturns>, ReturnsQuery>(
      pagedList('/admin/returns' satisfies ClientPath<typeof listAdminReturns>, 'Returns'),
    ),
    adminReturn: build.query<Answer<typeof getAdminReturn>, string>(
      oneById(returnPath satisfies (id: string) => ClientPath<typeof getAdminReturn>, 'Return'),
    ),
    approveReturn: build.mutation<Answer<typeof approveAdminReturn>, { id: string }>({
      query: ({ id }) => ({
        url: `${returnPath(id)}/approve` satisfies ClientPath<typeof approveAdminReturn>,
        method: 'POST',
      }),
      ...decision,
    }),
    rejectReturn: build.mutation<Answer<typeof rejectAdminReturn>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `${returnPath(id)}/reject` satisfies ClientPath<typeof rejectAdminReturn>,
        method: 'POST',
        body: { reason },
      }),
      ...decision,
    }),
    refundReturn: build.mutation<Answer<typeof refundAdminReturn>, { id: string } & Body<typeof refundAdminReturn>>({
      query: ({ id, ...body }) => ({
        url: `${returnPath(id)}/refund` satisfies ClientPath<typeof refundAdminReturn>,
        method: 'POST',
        body,
      }),
      ...decision,
    }),
  }),
});

export const {
  useReturnsQuery,
  useAdminReturnQuery,
  useApproveReturnMutation,
  useRejectReturnMutation,
  useRefundReturnMutation,
} = returnsApi;
