/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { lineClamp } from '../../../browser-kit/ui/line-clamp';
import { keyed, linkLook, sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

const TITLE_CLASS = 'product-tile-title';

/** The tile's styles, made once per theme (decision 0086): six tiles on a product page, eight on home's deals. */
const useTileStyles = themeStyles((theme) => ({
  link: sxRule(
    theme,
    { color: 'text.primary', display: 'block', [`&:hover .${TITLE_CLASS}`]: { color: 'shop.linkHover' } },
    linkLook(theme),
  ),
  picture: sxRule(theme, { bgcolor: 'shop.surfaceMuted', display: 'grid', placeItems: 'center', p: 1 }),
  /** The title's rule for a font size in px, then a space above in theme spacing units. */
  title: keyed((fontSize: number) => keyed((mt: number) => sxRule(theme, { ...lineClamp(2), fontSize, mt }))),
}));

/**
 * A small product tile that is one link as a whole (home's deals strip, the product page's related row):
 * the picture on a muted square, then what `children` lay out; hovering anywhere colours the title. The
 * children name the product, so the picture's text should be empty (the link would read it twice).
 */
export function ProductTileLink({
  href,
  picture,
  children,
}: {
  href: string;
  picture: ReactNode;
  children: ReactNode;
}) {
  const styles = useTileStyles();
  return (
    <RouterLink to={href} css={styles.link}>
      <div css={styles.picture}>{picture}</div>
      {children}
    </RouterLink>
  );
}

/** The tile's title: two lines at most of `fontSize` px, `spaceAbove` theme spacing units below what is above it, coloured with the tile's hover. */
export function ProductTileTitle({
  fontSize,
  spaceAbove = 0,
  children,
}: {
  fontSize: number;
  spaceAbove?: number;
  children: ReactNode;
}) {
  const styles = useTileStyles();
  return (
    <span className={TITLE_CLASS} css={styles.title(fontSize)(spaceAbove)}>
      {children}
    </span>
  );
}
