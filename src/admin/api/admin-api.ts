import { createApi } from '@reduxjs/toolkit/query/react';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  staffMe,
  staffPasswordLink,
  staffSecondStep,
  staffSetPassword,
  staffSignIn,
  staffSignOut,
  staffTotpConfirm,
  staffTotpStart,
} from '../../universal/contracts/admin/staff-auth';
import type {
  endStaffSessions,
  inviteStaff,
  listStaff,
  listStaffSessions,
} from '../../universal/contracts/admin/staff';
import type {
  AdminOrder,
  AdminOrderQuery,
  addAdminOrderNote,
  advanceAdminOrder,
  cancelAdminOrder,
  changeAdminOrderAddress,
  getAdminOrder,
  listAdminOrders,
  listCarriers,
  refundAdminOrder,
  resendAdminOrderConfirmation,
  resendGuestOrderLink,
  shipAdminOrder,
} from '../../universal/contracts/admin/orders';
import type { AuditQuery, exportAudit, listAudit } from '../../universal/contracts/admin/audit';
import type { OrderStatus } from '../../universal/order-status';
import { adminBaseQuery } from './base-query';
import { saveFile } from '../../browser-kit/save-file';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import { sendsBody } from '../../browser-kit/api/sends-body';

/** The orders grid's query: what the URL names (the server fills in the rest with its defaults). */
export type OrdersQuery = Partial<AdminOrderQuery>;
/** The audit trail's query, and its export's (which has no page). */
export type AuditFilters = Omit<Partial<AuditQuery>, 'page' | 'pageSize'>;
export type AuditPageQuery = Partial<AuditQuery>;

/** Only the fields that say something go in the query string (an empty filter is no filter). */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}` as const;

/** A change that went through is in the audit trail, and in these lists: they are asked again. */
export const auditedChange = <Tag extends string>(...tags: Tag[]) => ({
  invalidatesTags: (result: unknown) => (result ? [...tags, 'Audit' as const] : []),
});
/** A change that went through is in the audit trail, and in no list: the trail is asked again. */
export const audited = auditedChange<never>();

/** What an endpoint's `onQueryStarted` is given that the console's cache writes use. */
export interface CacheLifecycle<Data> {
  dispatch: (action: never) => unknown;
  queryFulfilled: Promise<{ data: Data }>;
}

/** An order action answers the order as it is now: it replaces the cached one (the list is asked again). */
const orderAction = {
  onQueryStarted: ({ id }: { id: string }, { dispatch, queryFulfilled }: CacheLifecycle<AdminOrder>): Promise<void> =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(adminApi.util.upsertQueryData('order', id, data) as never);
    }),
  ...auditedChange('Orders'),
};

/** A server-paged list: the view's query in the URL, under the list's tag. */
export const pagedList = <Tag extends string>(path: string, tag: Tag) => ({
  query: (query: object) => `${path}${queryString(query)}`,
  providesTags: [tag],
});

/** One thing by its id, under its own tag and id. */
export const oneById = <Id extends string | number, Tag extends string>(pathOf: (id: Id) => string, type: Tag) => ({
  query: (id: Id) => pathOf(id),
  providesTags: (_result: unknown, _error: unknown, id: Id) => [{ type, id }],
});

/** The staff console's API (/api/admin): one RTK Query slice, typed by the contracts in src/universal/contracts/admin. */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: ['Orders', 'Order', 'Staff', 'Sessions', 'Audit'],
  refetchOnMountOrArgChange: 30,
  endpoints: (build) => ({
    signIn: build.mutation<Answer<typeof staffSignIn>, Body<typeof staffSignIn>>({
      ...sendsBody('/admin/auth/sign-in' satisfies ClientPath<typeof staffSignIn>, 'POST'),
    }),
    secondStep: build.mutation<Answer<typeof staffSecondStep>, Body<typeof staffSecondStep>>({
      ...sendsBody('/admin/auth/second-step' satisfies ClientPath<typeof staffSecondStep>, 'POST'),
    }),
    passwordLink: build.query<Answer<typeof staffPasswordLink>, string>({
      query: (token) =>
        `/admin/auth/password/${encodeURIComponent(token)}` satisfies ClientPath<typeof staffPasswordLink>,
    }),
    setPassword: build.mutation<Answer<typeof staffSetPassword>, { token: string } & Body<typeof staffSetPassword>>({
      query: ({ token, password }) => ({
        url: `/admin/auth/password/${encodeURIComponent(token)}` satisfies ClientPath<typeof staffSetPassword>,
        method: 'PUT',
        body: { password },
      }),
    }),
    me: build.query<Answer<typeof staffMe>, void>({
      query: () => '/admin/me' satisfies ClientPath<typeof staffMe>,
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/admin/auth/sign-out' satisfies ClientPath<typeof staffSignOut>, method: 'POST' }),
    }),
    /** Turning two-step on takes nothing; moving it to another app takes the current app's code. */
    totpStart: build.mutation<Answer<typeof staffTotpStart>, Body<typeof staffTotpStart> | void>({
      query: (body) => ({
        url: '/admin/me/two-step' satisfies ClientPath<typeof staffTotpStart>,
        method: 'POST',
        body: body ?? {},
      }),
    }),
    totpConfirm: build.mutation<Answer<typeof staffTotpConfirm>, Body<typeof staffTotpConfirm>>({
      ...sendsBody('/admin/me/two-step' satisfies ClientPath<typeof staffTotpConfirm>, 'PUT'),
    }),

    staff: build.query<Answer<typeof listStaff>, void>({
      query: () => '/admin/staff' satisfies ClientPath<typeof listStaff>,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<Answer<typeof inviteStaff>, Body<typeof inviteStaff>>({
      ...sendsBody('/admin/staff' satisfies ClientPath<typeof inviteStaff>, 'POST'),
      ...auditedChange('Staff'),
    }),
    staffSessions: build.query<Answer<typeof listStaffSessions>, string>({
      query: (id) => `/admin/staff/${encodeURIComponent(id)}/sessions` satisfies ClientPath<typeof listStaffSessions>,
      providesTags: (_result, _error, id) => [{ type: 'Sessions', id }],
    }),
    endStaffSessions: build.mutation<Answer<typeof endStaffSessions>, string>({
      query: (id) => ({
        url: `/admin/staff/${encodeURIComponent(id)}/sessions` satisfies ClientPath<typeof endStaffSessions>,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'Sessions', id }, 'Staff', 'Audit'] : []),
    }),

    orders: build.query<Answer<typeof listAdminOrders>, OrdersQuery>(
      pagedList('/admin/orders' satisfies ClientPath<typeof listAdminOrders>, 'Orders'),
    ),
    order: build.query<Answer<typeof getAdminOrder>, string>(
      oneById(orderPath satisfies (id: string) => ClientPath<typeof getAdminOrder>, 'Order'),
    ),
    advanceOrder: build.mutation<Answer<typeof advanceAdminOrder>, { id: string; status: OrderStatus }>({
      query: ({ id, status }) => ({
        url: `${orderPath(id)}/status` satisfies ClientPath<typeof advanceAdminOrder>,
        method: 'POST',
        body: { status } satisfies Body<typeof advanceAdminOrder>,
      }),
      ...orderAction,
    }),
    shipOrder: build.mutation<Answer<typeof shipAdminOrder>, { id: string } & Body<typeof shipAdminOrder>>({
      query: ({ id, carrier, tracking }) => ({
        url: `${orderPath(id)}/ship` satisfies ClientPath<typeof shipAdminOrder>,
        method: 'POST',
        body: { carrier, tracking },
      }),
      ...orderAction,
    }),
    changeOrderAddress: build.mutation<
      Answer<typeof changeAdminOrderAddress>,
      { id: string } & Body<typeof changeAdminOrderAddress>
    >({
      query: ({ id, ...address }) => ({
        url: `${orderPath(id)}/address` satisfies ClientPath<typeof changeAdminOrderAddress>,
        method: 'POST',
        body: address,
      }),
      ...orderAction,
    }),
    cancelOrder: build.mutation<Answer<typeof cancelAdminOrder>, { id: string } & Body<typeof cancelAdminOrder>>({
      query: ({ id, reason }) => ({
        url: `${orderPath(id)}/cancel` satisfies ClientPath<typeof cancelAdminOrder>,
        method: 'POST',
        body: { reason },
      }),
      ...orderAction,
    }),
    addOrderNote: build.mutation<Answer<typeof addAdminOrderNote>, { id: string } & Body<typeof addAdminOrderNote>>({
      query: ({ id, body }) => ({
        url: `${orderPath(id)}/notes` satisfies ClientPath<typeof addAdminOrderNote>,
        method: 'POST',
        body: { body },
      }),
      ...orderAction,
    }),
    resendConfirmation: build.mutation<Answer<typeof resendAdminOrderConfirmation>, { id: string }>({
      query: ({ id }) => ({
        url: `${orderPath(id)}/resend-confirmation` satisfies ClientPath<typeof resendAdminOrderConfirmation>,
        method: 'POST',
      }),
      ...orderAction,
    }),
    /** A guest's order link, mailed again: the order itself does not change, the trail does. */
    resendOrderLink: build.mutation<Answer<typeof resendGuestOrderLink>, { id: string }>({
      query: ({ id }) => ({
        url: `${orderPath(id)}/resend-link` satisfies ClientPath<typeof resendGuestOrderLink>,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Order', id }, 'Audit'] : []),
    }),
    refundOrder: build.mutation<Answer<typeof refundAdminOrder>, { id: string } & Body<typeof refundAdminOrder>>({
      query: ({ id, ...body }) => ({
        url: `${orderPath(id)}/refunds` satisfies ClientPath<typeof refundAdminOrder>,
        method: 'POST',
        body: body satisfies Body<typeof refundAdminOrder>,
      }),
      ...orderAction,
    }),
    carriers: build.query<Answer<typeof listCarriers>, void>({
      query: () => '/admin/carriers' satisfies ClientPath<typeof listCarriers>,
      keepUnusedDataFor: 3600,
    }),

    audit: build.query<Answer<typeof listAudit>, AuditPageQuery>(
      pagedList('/admin/audit' satisfies ClientPath<typeof listAudit>, 'Audit'),
    ),
    /**
     * The CSV needs the bearer token (a plain link would carry none): it comes through the base query
     * as a file and goes straight to the browser's downloads; the store keeps nothing of it.
     */
    exportAudit: build.mutation<null, AuditFilters>({
      async queryFn(filters, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `${'/admin/audit.csv' satisfies ClientPath<typeof exportAudit>}${queryString(filters)}`,
          // A refusal is the API's JSON error body; only a success is the file.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
        return { data: null };
      },
    }),
  }),
});

export const {
  useSignInMutation,
  useSecondStepMutation,
  usePasswordLinkQuery,
  useSetPasswordMutation,
  useMeQuery,
  useSignOutMutation,
  useTotpStartMutation,
  useTotpConfirmMutation,
  useStaffQuery,
  useInviteStaffMutation,
  useStaffSessionsQuery,
  useEndStaffSessionsMutation,
  useOrdersQuery,
  useOrderQuery,
  useAdvanceOrderMutation,
  useShipOrderMutation,
  useCancelOrderMutation,
  useChangeOrderAddressMutation,
  useRefundOrderMutation,
  useAddOrderNoteMutation,
  useResendConfirmationMutation,
  useResendOrderLinkMutation,
  useCarriersQuery,
  useAuditQuery,
  useExportAuditMutation,
} = adminApi;
