/**
 * Screen widths for MUI's useMediaQuery: jsdom has no matchMedia, so a screen (the shop's or the console's)
 * would always lay out as on a phone. Understands the (min-width) and (max-width) queries the theme's breakpoints write.
 */
export function setScreenWidth(width: number): void {
  const matches = (query: string) =>
    query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every((part) => {
        const found = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
        if (!found) return false;
        const limit = Number(found[2]);
        return found[1] === 'min' ? width >= limit : width <= limit;
      });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
