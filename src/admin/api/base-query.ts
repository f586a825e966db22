import {
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, type WithStaffSession } from '../session-actions';

/** As the shop's calls (spec §9): a request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

const backend = { baseUrl: '/api', timeout: REQUEST_TIMEOUT_MS } as const;

const staffQuery = fetchBaseQuery({
  ...backend,
  prepareHeaders(headers, { getState }) {
    const { token } = (getState() as WithStaffSession).session;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});
const anonymousQuery = fetchBaseQuery(backend);

/**
 * Signing in, its second step and the set-password link act for whoever is at the keyboard: they carry
 * no token, and their 401 is a wrong password or code, not a session that ended.
 */
const SIGN_IN_STEP = /^\/admin\/auth\/(?:sign-in|second-step|password\/)/;

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

/** /api with the staff token; a 401 to a call made with it ends the session (the sign-in page shows). */
export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const signInStep = SIGN_IN_STEP.test(urlOf(args));
  const result = await (signInStep ? anonymousQuery : staffQuery)(args, api, extraOptions);
  if (result.error?.status === 401 && !signInStep) api.dispatch(sessionExpired());
  return result;
};
