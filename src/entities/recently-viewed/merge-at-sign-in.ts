import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { deviceList } from './device-list';
import { clearDeviceList } from './device-list-changes';
import { recentlyViewedApi } from './recently-viewed-api';

/**
 * At sign-in, the device's list joins the account's on the server (newest first, MAX_RECENTLY_VIEWED at
 * most) and the device's is then cleared, as the guest cart joins the account's cart. A failed merge keeps
 * the device's list for the next sign-in.
 */
export async function mergeDeviceListIntoAccount(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) {
  const items = deviceList();
  if (items.length === 0) return;
  const merged = await dispatch(recentlyViewedApi.endpoints.mergeRecentlyViewed.initiate({ items: [...items] }));
  if (!('error' in merged)) clearDeviceList();
}
