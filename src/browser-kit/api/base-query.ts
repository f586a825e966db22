import {
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
  retry,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired, type WithSession } from '../session';
import { withReference } from './failure-reference';

/** Spec §9: backend requests time out after 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

const backend = { baseUrl: '/api', credentials: 'include', timeout: REQUEST_TIMEOUT_MS } as const;

const sessionQuery = fetchBaseQuery({
  ...backend,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as WithSession).auth.token;
    // A request may name its own token (sign-out sends the session it is ending, already gone from the state).
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});
const anonymousQuery = fetchBaseQuery(backend);

/**
 * The sign-in family (sign in, sign up, forgot and reset password, the email-change undo link) acts for
 * whoever is at the keyboard, not for the stored session: it carries no token, and its 401 ('Invalid
 * email or password') is a wrong password, not a session that has ended. Sign-out and the signed-in
 * devices (/auth/logout, /auth/sessions) are the session's own.
 */
const ACCOUNT_ACCESS = /^\/auth\/(?:register|login|forgot-password|reset-password|email-change)(?:[/?]|$)/;

function isAccountAccess(args: string | FetchArgs): boolean {
  return ACCOUNT_ACCESS.test(typeof args === 'string' ? args : args.url);
}

/**
 * What a store may be given as its thunk `extra`: the server renderer answers the page's requests (the
 * catalogue's, and the shop's public facts under /api) in-process, with no HTTP round trip to itself,
 * under an absolute base URL since Node has no page origin.
 */
export interface ServerTransport {
  serverFetch: (input: RequestInfo) => Promise<Response>;
}

/** The server render's way to `base` ('/api', '/catalog'), or undefined in the browser. */
function inProcessQuery(extra: unknown, base: '/api' | '/catalog') {
  const transport = extra as Partial<ServerTransport> | undefined;
  if (!transport?.serverFetch) return undefined;
  return fetchBaseQuery({ baseUrl: `http://storefront.internal${base}`, fetchFn: transport.serverFetch });
}

/** Only failures a second try can fix are retried: network errors, timeouts and 5xx, never a 4xx. */
function worthRetrying(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  if (typeof error.status === 'number') return error.status >= 500;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

/** The own backend: bearer token, credentials, timeout, one retry; a 401 ends a signed-in session. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = retry(
  async (args, api, extraOptions) => {
    const accountAccess = isAccountAccess(args);
    // A server render is no one's: it carries no session (nothing signed-in is in server HTML).
    const query = inProcessQuery(api.extra, '/api') ?? (accountAccess ? anonymousQuery : sessionQuery);
    const result = await query(args, api, extraOptions);
    if (result.error) result.error = withReference(result.error, result.meta);
    if (result.error?.status === 401 && !accountAccess) {
      api.dispatch(sessionExpired());
      retry.fail(result.error);
    }
    if (result.error && !worthRetrying(result.error)) retry.fail(result.error);
    return result;
  },
  { maxRetries: 1 },
);

const browserCatalogueQuery = fetchBaseQuery({ baseUrl: '/catalog', timeout: REQUEST_TIMEOUT_MS });

const catalogueQueryFor = (extra: unknown) => inProcessQuery(extra, '/catalog') ?? browserCatalogueQuery;

export const catalogueBaseQuery = retry(
  async (args: string | FetchArgs, api, extraOptions: object) => {
    const result = await catalogueQueryFor(api.extra)(args, api, extraOptions);
    if (result.error) result.error = withReference(result.error, result.meta);
    if (result.error && !worthRetrying(result.error)) retry.fail(result.error);
    return result;
  },
  { maxRetries: 1 },
);
