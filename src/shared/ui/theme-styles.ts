import type { CSSObject } from '@emotion/react';
import { type Theme, useTheme } from '@mui/material/styles';

/**
 * A hook answering a component's styles made once for each theme (one per language and screen guess, see
 * src/app/theme.ts), for Emotion's `css` prop: pass it a part of this object and Emotion inserts the
 * serialized rule as it is, where MUI's `sx` (and `styled`) resolved and serialized every element's style
 * object again on every render. A list page has ~1,000 styled elements; this is the cheap way for the
 * many that look the same on every product (docs/decisions/0086-render-cost-and-shared-cache.md).
 */
export function themeStyles<Styles>(make: (theme: Theme) => Styles): () => Styles {
  const made = new WeakMap<Theme, Styles>();
  return function useThemeStyles() {
    const theme = useTheme();
    let styles = made.get(theme);
    if (!styles) {
      styles = make(theme);
      made.set(theme, styles);
    }
    return styles;
  };
}

/** A function of one key, each answer made once (e.g. a picture's side in px, or a star row's fill). */
export function keyed<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** The theme's keyboard focus ring of links (MuiLink's `&:focus-visible` override), for links drawn without MUI's Link. */
export function linkFocusRing(theme: Theme): CSSObject {
  const root = theme.components?.MuiLink?.styleOverrides?.root as Record<string, CSSObject> | undefined;
  return root?.['&:focus-visible'] ?? {};
}
