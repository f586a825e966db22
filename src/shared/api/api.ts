import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/** Spec §9: unused data is kept for 300000 ms (5 minutes). */
export const KEEP_UNUSED_DATA_SECONDS = 300;

/** The one RTK Query API for the own backend (/api); each slice injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  tagTypes: ['Cart', 'Wishlist', 'Orders', 'Order', 'Profile', 'Reviews', 'Sessions', 'Addresses'],
  endpoints: () => ({}),
});
