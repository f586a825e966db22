import { tapTarget } from '../../../browser-kit/ui/tap-target';
import { linkLook, sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

/**
 * Home's links, drawn as `<Link component={RouterLink} sx={…}>` was (MUI's Link with the theme's colour, hover
 * underline and focus ring, then the `sx`) with rules made once per theme: home's first visit downloads no Link.
 */
export const useHomeLinkStyles = themeStyles((theme) => {
  const link = linkLook(theme);
  return {
    /** A product's picture and name, in the text's colour ('Best in …'s first product). */
    product: sxRule(theme, { color: 'text.primary', display: 'block' }, link),
    /** A product's picture and name under it, small (a category tile's four). */
    tileProduct: sxRule(theme, { color: 'text.primary', fontSize: 12 }, link),
    /** A product's picture alone, on the muted square ('Best in …'s next three). */
    thumbnail: sxRule(theme, { bgcolor: 'shop.surfaceMuted', display: 'grid', placeItems: 'center', p: 0.5 }, link),
    /** 'Explore all', 'Explore more': a panel's last line. */
    more: sxRule(theme, { ...tapTarget, mt: 2, fontSize: 14 }, link),
    /** 'See all deals', beside the strip's title. */
    seeAll: sxRule(theme, { ...tapTarget, fontSize: 14 }, link),
  };
});
