import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  CustomerQuery,
  endCustomerSessions,
  getAdminCustomer,
  listAdminCustomers,
  sendCustomerPasswordReset,
} from '../../universal/contracts/admin/customers';
import { adminApi, audited, oneById, pagedList } from '../api/admin-api';

/** The customers grid's query: what the URL names (the server fills in the rest with its defaults). */
export type CustomersQuery = Partial<CustomerQuery>;

const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}` as const;

/** The console's customers (issue 35): the search, a customer's page, a reset mail and ending sessions. */
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
  }),
});

export const {
  useCustomersQuery,
  useCustomerQuery,
  useSendCustomerPasswordResetMutation,
  useEndCustomerSessionsMutation,
} = customersApi;
