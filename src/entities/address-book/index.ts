// The signed-in shopper's address book as data, read and changed by the account's Addresses page (profile
// slice) and offered at checkout (orders slice), with the address fields and the card both show.
// Features and pages import from here only.
export {
  addressBookApi,
  type AddressRequest,
  type SavedAddress,
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSetDefaultAddressMutation,
  useUpdateAddressMutation,
} from './address-book-api';
export { addressName, asShippingAddress, isSameAddress, isShippable } from './saved-address';
export { SavedAddressSummary } from './SavedAddressSummary';
export { GovernorateField } from './GovernorateField';
export { ShippingAddressFields } from './ShippingAddressFields';
