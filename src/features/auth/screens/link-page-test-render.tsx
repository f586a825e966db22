import type { ReactElement } from 'react';
import { renderRoute, type testShopper } from '../../../test/render';

/** The token every mailed-link test opens its page with. */
export const LINK_TOKEN = 'abc123';

/**
 * Opens a mailed link's page (`route/:param`) with LINK_TOKEN, signed in as `signedInAs` when given.
 * `param` is the route's name for the token (the reset route calls it `resettoken`).
 */
export function renderLinkPage(
  page: ReactElement,
  route: string,
  { signedInAs, param = 'token' }: { signedInAs?: typeof testShopper; param?: string } = {},
) {
  return renderRoute(page, {
    path: `${route}/:${param}`,
    at: `${route}/${LINK_TOKEN}`,
    ...(signedInAs && { signedInAs }),
  });
}
