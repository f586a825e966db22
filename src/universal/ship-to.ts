/**
 * Where the shopper has things delivered (issue 34): the header's "Deliver to", the hero's country, the
 * cart's tax and the checkout's starting country. A country the shopper picked is kept in SHIP_TO_COOKIE;
 * until then the server's guess (SHIP_TO_GUESS_COOKIE) stands, and a signed-in shopper's profile or
 * last order replaces a guess, never a pick.
 */
export const SHIP_TO_COOKIE = 'ship_to';
export const SHIP_TO_GUESS_COOKIE = 'ship_to_guess';

/** Where a page starts: the country, and whether the shopper picked it (else it is a guess). */
export interface ShipToStart {
  country: string;
  picked: boolean;
}

/** Before any cookie or guess (a page the server did not render, on a first visit): the default SHOP_COUNTRY. */
export const DEFAULT_SHIP_TO = 'EG';

/** The page's start from its cookies: the pick, else the server's guess. */
export function shipToFromCookies(cookies: Record<string, string | undefined>): ShipToStart | undefined {
  const picked = cookies[SHIP_TO_COOKIE];
  if (isCountryCode(picked)) return { country: picked, picked: true };
  const guess = cookies[SHIP_TO_GUESS_COOKIE];
  return isCountryCode(guess) ? { country: guess, picked: false } : undefined;
}

/** An ISO 3166 alpha-2 code, as the cookies and the regions hold it. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}
