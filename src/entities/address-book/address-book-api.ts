import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
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

const toBook = (answer: AddressBook) => answer.addresses;

/** What every change of the book does with its answer: the book, stored on success; afterChange's tags. */
const BOOK_CHANGE = {
  transformResponse: toBook,
  invalidatesTags: afterChange,
  onQueryStarted: (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: SavedAddress[] }> },
  ) =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(addressBookApi.util.upsertQueryData('getAddresses', undefined, data));
    }),
};

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
      ...sendsBody('/user/addresses' satisfies ClientPath<typeof createAddress>, 'POST'),
      ...BOOK_CHANGE,
    }),
    updateAddress: build.mutation<SavedAddress[], { id: string; body: AddressRequest }>({
      query: ({ id, body }) => ({ url: addressPath(id), method: 'PUT', body }),
      ...BOOK_CHANGE,
    }),
    deleteAddress: build.mutation<SavedAddress[], string>({
      query: (id) => ({ url: addressPath(id), method: 'DELETE' }),
      ...BOOK_CHANGE,
    }),
    setDefaultAddress: build.mutation<SavedAddress[], string>({
      query: (id) => ({
        url: `${addressPath(id)}/default` satisfies ClientPath<typeof setDefaultAddress>,
        method: 'POST',
      }),
      ...BOOK_CHANGE,
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
