import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../browser-kit/session';
import { deviceList } from './device-list';

const never = () => () => {};
const yes = () => true;
const no = () => false;

/**
 * Whether the "Recently viewed" row may have something to show beside product `besides` (the page's own):
 * decided before the row's code is loaded, so a first visit, with nothing viewed yet, loads none of it.
 * False on the server and in the hydrating render, so no server-rendered or cached page holds anything of
 * the shopper's. Signed in, the list is on the account: the row loads and asks. The row follows later
 * changes itself (and hides when they leave it nothing).
 */
export function useShowsRecentlyViewed(besides?: string): boolean {
  const signedIn = useSelector(selectSignedIn);
  const hydrated = useSyncExternalStore(never, yes, no);
  return hydrated && (signedIn || deviceList().some((view) => view.productId !== besides));
}
