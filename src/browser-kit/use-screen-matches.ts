import { useEffect, useState } from 'react';

/**
 * Whether the screen matches a media query (a theme breakpoint's, `@media` and all), read once the page has
 * hydrated and followed as the screen changes: false on the server, at hydration and where the browser has no
 * `matchMedia`. For what a page does after it has started (the product page's buy bar), not for what it draws
 * first, which MUI's useMediaQuery guesses from the request's viewport.
 */
export function useScreenMatches(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query.replace(/^@media\s*/, ''));
    const follow = () => setMatches(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}
