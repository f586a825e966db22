import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  addCustomerNote,
  addCustomerTag,
  CustomerQuery,
  deleteCustomerNote,
  endCustomerSessions,
  getAdminCustomer,
  listAdminCustomers,
  removeCustomerTag,
  sendCustomerPasswordReset,
} from '../../universal/contracts/admin/customers';
import { adminApi, audited, oneById, pagedList } from '../api/admin-api';

/** A change to one customer's care records: the page is asked again, and the trail; tags also change the grid's filter. */
const careChange = (...lists: 'Customers'[]) => ({
  invalidatesTags: (result: unknown, _error: unknown, { id }: { id: string }) =>
    result ? [{ type: 'Customer' as const, id }, 'Audit' as const, ...lists] : [],
});

/** The customers grid's query: what the URL names (the server fills in the rest with its defaults). */
export type CustomersQuery = Partial<CustomerQuery>;

const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}` as const;

/**
 * The console's customers (issue 35): the search, a customer's page, a reset mail and ending sessions;
 * customer care's notes and tags (issue 52).
 */
export const customersApi = adminApi.enhanceEndpoints({ addTagTypes: ['Customers', 'Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<Answer<typeof listAdminCustomers>, CustomersQuery>(
      pagedList('/admin/customers' satisfies ClientPath<typeof listAdminCustomers>, 'Customers'),
    ),
    customer: build.query<Answer<typeof getAdminCustomer>, string>(
      oneById(customerPath satisfies (id: string) => ClientPath<typeof getAdminCustomer>, 'Customer'),
    ),
    sendCustomerPasswordReset: build.mutation<Answer<typeof sendCustomerPasswordReset>, string>({
      query: (id) => ({
        url: `${customerPath(id)}/password-reset` satisfies ClientPath<typeof sendCustomerPasswordReset>,
        method: 'POST',
      }),
      ...audited,
    }),
    endCustomerSessions: build.mutation<Answer<typeof endCustomerSessions>, string>({
      query: (id) => ({
        url: `${customerPath(id)}/sessions` satisfies ClientPath<typeof endCustomerSessions>,
        method: 'DELETE',
      }),
      // The page asks again: its sessions are gone.
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'Customer', id }, 'Audit'] : []),
    }),
    addCustomerNote: build.mutation<Answer<typeof addCustomerNote>, { id: string } & Body<typeof addCustomerNote>>({
      query: ({ id, body }) => ({
        url: `${customerPath(id)}/notes` satisfies ClientPath<typeof addCustomerNote>,
        method: 'POST',
        body: { body },
      }),
      ...careChange(),
    }),
    deleteCustomerNote: build.mutation<Answer<typeof deleteCustomerNote>, { id: string; noteId: string }>({
      query: ({ id, noteId }) => ({
        url: `${customerPath(id)}/notes/${encodeURIComponent(noteId)}` satisfies ClientPath<typeof deleteCustomerNote>,
        method: 'DELETE',
      }),
      ...careChange(),
    }),
    addCustomerTag: build.mutation<Answer<typeof addCustomerTag>, { id: string } & Body<typeof addCustomerTag>>({
      query: ({ id, label }) => ({
        url: `${customerPath(id)}/tags` satisfies ClientPath<typeof addCustomerTag>,
        method: 'POST',
        body: { label },
      }),
      ...careChange('Customers'),
    }),
    removeCustomerTag: build.mutation<Answer<typeof removeCustomerTag>, { id: string; label: string }>({
      query: ({ id, label }) => ({
        url: `${customerPath(id)}/tags/${encodeURIComponent(label)}` satisfies ClientPath<typeof removeCustomerTag>,
        method: 'DELETE',
      }),
      ...careChange('Customers'),
    }),
  }),
});

export const {
  useCustomersQuery,
  useCustomerQuery,
  useSendCustomerPasswordResetMutation,
  useEndCustomerSessionsMutation,
  useAddCustomerNoteMutation,
  useDeleteCustomerNoteMutation,
  useAddCustomerTagMutation,
  useRemoveCustomerTagMutation,
} = customersApi;
