import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../../browser-kit/keep-scroll';
import { useBrowserLayoutEffect } from '../../browser-kit/use-browser-layout-effect';

/** Where each visited history entry was scrolled to, by its key. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to where the shopper was on that entry. A
 * navigation whose state is KEEP_SCROLL stays where it is.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  // Before paint, so no frame shows the old position.
  useBrowserLayoutEffect(() => {
    if (action === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else {
      if (!keepsScroll(location.state)) window.scrollTo(0, 0);
      // A new entry that keeps the place may never scroll: it is remembered where it starts.
      positions.set(location.key, window.scrollY);
    }
  }, [location.key, location.state, action]);
  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);
}
