import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { serverAnswers } from './server-state';

/** Spec §9: unused data is kept for 300000 ms (5 minutes). */
export const KEEP_UNUSED_DATA_SECONDS = 300;

/**
 * The one RTK Query API for the own backend (/api); each slice injects its endpoints. A server-rendered
 * page's public answers (the shop's facts, its legal pages) come with the page (serverAnswers).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  extractRehydrationInfo: serverAnswers,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  tagTypes: ['Cart', 'Wishlist', 'Orders', 'Order', 'Profile', 'Reviews', 'Sessions', 'Addresses'],
  endpoints: () => ({}),
});
