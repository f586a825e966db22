import { createAction } from '@reduxjs/toolkit';

/**
 * The state a server-rendered page was rendered with (shipped in the page as JSON): the client
 * dispatches it once before hydrating, and each RTK Query API (the catalogue's, the shop's own /api)
 * takes its answers from it, so the page's queries start out answered.
 */
export const hydrateFromServer = createAction<Record<string, unknown>>('ssr/hydrate');

/** An API's `extractRehydrationInfo`: its own part of the server's state. */
export function serverAnswers(action: unknown, { reducerPath }: { reducerPath: string }): never | undefined {
  // RTK Query's own typing of the slice state is internal; the server produced it with the same api.
  if (hydrateFromServer.match(action)) return action.payload[reducerPath] as never;
  return undefined;
}
