// "Recently viewed" (issue 53) as data: the device's list for a signed-out shopper, the account's when signed
// in, merged at sign-in. The gate and the view's record are in the first load of the pages that show the
// row; the list itself (useRecentlyViewed, with the account's calls) is for the row's lazily loaded code.
export { useRecordView } from './use-record-view';
export { useShowsRecentlyViewed } from './use-shows-recently-viewed';
export { useRecentlyViewed } from './use-recently-viewed';
export { mergeDeviceListIntoAccount } from './merge-at-sign-in';
