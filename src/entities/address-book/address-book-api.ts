import { api } from '../../browser-kit/api/api';
import type {
  AddressBook,
  createAddress,
  deleteAddress,
  listAddresses,
  SavedAddress,
  setDefaultAddress,
  updateAddress,
} from '../../universal/contracts/addresses';
import type { Body, ClientPath } from '../../universal/contracts/endpoint';

export type { SavedAddress };

/** What a new or changed address sends: the address, its label, and whether it becomes the default. */
export type AddressRequest = Body<typeof createAddress> & Body<typeof updateAddress>;

const addressPath = (id: string) =>
  `/user/addresses/${encodeURIComponent(id)}` satisfies ClientPath<typeof updateAddress | typeof deleteAddress>;

/**
 * Every change answers the whole book, written straight into the book's cache. The profile's address is
 * the default's place (docs/decisions/0075), so a change also reloads the profile; a failure leaves the
 * book in doubt (changed in another tab: 404), so the book is loaded again.
 */
const afterChange = (_result: unknown, error: unknown) => (error ? ['Addresses' as const] : ['Profile' as const]);

async function storeAnswer(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: SavedAddress[] }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(addressBookApi.util.upsertQueryData('getAddresses', undefined, data));
  } catch {
    // The caller says it failed; afterChange reloads the book.
  }
}

const toBook = (answer: AddressBook) => answer.addresses;

/** The signed-in shopper's address book: read by the account's Addresses page and by checkout. */
export const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The default first, then the most recently used or added. */
    getAddresses: build.query<SavedAddress[], void>({
      query: () => '/user/addresses' satisfies ClientPath<typeof listAddresses>,
      transformResponse: toBook,
      providesTags: ['Addresses'],
    }),
    createAddress: build.mutation<SavedAddress[], AddressRequest>({
      query: (body) => ({ url: '/user/addresses' satisfies ClientPath<typeof createAddress>, method: 'POST', body }),
      transformResponse: toBook,
      invalidatesTags: afterChange,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    updateAddress: build.mutation<SavedAddress[], { id: string; body: AddressRequest }>({
      query: ({ id, body }) => ({ url: addressPath(id), method: 'PUT', body }),
      transformResponse: toBook,
      invalidatesTags: afterChange,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    deleteAddress: build.mutation<SavedAddress[], string>({
      query: (id) => ({ url: addressPath(id), method: 'DELETE' }),
      transformResponse: toBook,
      invalidatesTags: afterChange,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    setDefaultAddress: build.mutation<SavedAddress[], string>({
      query: (id) => ({
        url: `${addressPath(id)}/default` satisfies ClientPath<typeof setDefaultAddress>,
        method: 'POST',
      }),
      transformResponse: toBook,
      invalidatesTags: afterChange,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
} = addressBookApi;
