// The shop's own facts from configuration (GET /api/shop), read by the help page, the cart, the receipt and
// checkout alike: one endpoint, one cache entry. Features and pages import from here only.
export { shopInfoApi, useGetShopInfoQuery } from './shop-info-api';
export { useLivePayments } from './live-payments';
