import type { Currency } from './i18n/money';
import type { ShipToStart } from './ship-to';

/**
 * What a server-rendered page was rendered for beyond its URL and language: the display currency the
 * shopper chose (the `currency` cookie; none: their region's) and where they have things delivered. The
 * browser hydrates with these, so its first render matches the markup, then moves to its cookies when
 * they changed after the request left (the page before, or another tab, wrote them meanwhile): hydrated
 * with the cookies instead, the page's prices did not match and React rendered the whole page anew,
 * dropping what the shopper had chosen on it.
 */
export interface RenderedFor {
  currency?: Currency;
  shipTo: ShipToStart;
}

/** The attribute of #root that holds what the page was rendered for, as JSON (the server writes it escaped). */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';

/** The attribute's value read back (the shop's own server wrote it); undefined on a page it did not render. */
export const readRenderedFor = (json: string | null | undefined): RenderedFor | undefined =>
  json ? (JSON.parse(json) as RenderedFor) : undefined;
