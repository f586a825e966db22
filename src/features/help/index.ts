// The help slice's public API: other slices and the app import from here only.
export { useGetShopInfoQuery } from './help-api';
