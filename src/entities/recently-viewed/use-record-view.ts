import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectSignedIn } from '../../browser-kit/session';
import { viewOnDevice } from './device-list-changes';

/**
 * Records product `productId` as viewed once its page shows it (undefined until then): on the account when
 * signed in (its calls loaded then, not in the page's first load), else on the device.
 */
export function useRecordView(productId: string | undefined): void {
  const signedIn = useSelector(selectSignedIn);
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  useEffect(() => {
    if (productId === undefined) return;
    if (!signedIn) return viewOnDevice(productId);
    void import(/* webpackChunkName: "recently-viewed-api" */ './recently-viewed-api').then(({ recentlyViewedApi }) =>
      dispatch(recentlyViewedApi.endpoints.recordView.initiate(productId)),
    );
  }, [productId, signedIn, dispatch]);
}
