import { useMemo, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../browser-kit/session';
import type { ViewedProduct } from '../../universal/recently-viewed';
import { deviceList } from './device-list';
import { clearDeviceList, subscribeDeviceList } from './device-list-changes';
import { recentlyViewedApi } from './recently-viewed-api';

const NONE: readonly string[] = [];
const NOTHING: readonly ViewedProduct[] = [];

/** The device's list as it changes (read after hydration: the server's snapshot is empty). */
const useDeviceList = () => useSyncExternalStore(subscribeDeviceList, deviceList, () => NOTHING);

/**
 * The shopper's recently viewed product ids, newest first: the account's when signed in, else the
 * device's; `loaded` once the account's list has come; `clear` forgets them where they are kept.
 */
export function useRecentlyViewed() {
  const signedIn = useSelector(selectSignedIn);
  const device = useDeviceList();
  const account = recentlyViewedApi.useGetRecentlyViewedQuery(undefined, { skip: !signedIn });
  const [clearAccount] = recentlyViewedApi.useClearRecentlyViewedMutation();
  const onDevice = useMemo(() => device.map((view) => view.productId), [device]);
  if (!signedIn) return { productIds: onDevice, loaded: true, clear: clearDeviceList };
  return {
    productIds: account.data?.items.map((view) => view.productId) ?? NONE,
    loaded: account.data !== undefined || account.isError,
    clear: () => void clearAccount(),
  };
}
