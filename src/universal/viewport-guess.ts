/**
 * The server cannot measure the screen it renders for, yet a few components choose their markup by a
 * media query (useMediaQuery). The server guesses phone or desktop from the request, renders at that
 * width, and names its guess in the page; the browser hydrates with the same guess (so the markup
 * matches) and then re-renders with the real width if the guess was wrong.
 */
export type ViewportGuess = 'phone' | 'desktop';

/** The attribute of #root that carries the server's guess to the browser. */
export const VIEWPORT_GUESS_ATTRIBUTE = 'data-viewport-guess';

/** The width each guess renders at: the spec's phone, and a common laptop. */
export const VIEWPORT_GUESS_WIDTH: Record<ViewportGuess, number> = { phone: 390, desktop: 1280 };

export const isViewportGuess = (value: unknown): value is ViewportGuess => value === 'phone' || value === 'desktop';

/**
 * Chromium browsers send `Sec-CH-UA-Mobile` with every request; other browsers name phones in their
 * User-Agent ("Mobi" by Mozilla's advice, Android phones, iPhones).
 */
export function guessViewport(headers: { 'sec-ch-ua-mobile'?: unknown; 'user-agent'?: unknown }): ViewportGuess {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return 'phone';
  if (mobileHint === '?0') return 'desktop';
  const agent = typeof headers['user-agent'] === 'string' ? headers['user-agent'] : '';
  return /Mobi|iPhone|Android.+Mobile/.test(agent) ? 'phone' : 'desktop';
}

/**
 * Whether a width-only media query, as MUI's breakpoints write them (`(min-width:900px)`,
 * `(max-width:899.95px)`, both joined by `and`), holds at `width` CSS pixels. Any other feature
 * is taken not to match.
 */
export function matchesAtWidth(query: string, width: number): boolean {
  const conditions = query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    conditions.length > 0 &&
    conditions.every((condition) => {
      const match = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(condition);
      if (!match) return condition === 'all' || condition === 'screen';
      const limit = Number(match[2]);
      return match[1] === 'min' ? width >= limit : width <= limit;
    })
  );
}
